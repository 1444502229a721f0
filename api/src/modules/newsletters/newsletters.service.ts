import type { Database, Rows } from '@shigoto/db';

export function createNewslettersService(db: Database) {
  const { Newsletter } = db.models;
  const plain = (issue: { get(options: { plain: true }): unknown }) => issue.get({ plain: true }) as Rows['Newsletter'];

  return {
    /** Published issues, the most recently sent first. */
    async list(window: { offset: number; limit: number }) {
      const { rows, count } = await Newsletter.findAndCountAll({
        where: { published: true },
        order: [
          ['sent_at', 'DESC'],
          ['id', 'DESC'],
        ],
        offset: window.offset,
        limit: window.limit,
      });
      return { issues: rows.map(plain), total: count };
    },

    /** A published issue; null when there is none to show. */
    async find(id: number): Promise<Rows['Newsletter'] | null> {
      const issue = await Newsletter.findOne({ where: { id, published: true } });
      return issue ? plain(issue) : null;
    },
  };
}
