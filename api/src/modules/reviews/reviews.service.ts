import { fn, col, type Model, type ModelStatic, type WhereOptions } from 'sequelize';
import type { Database, Rows } from '@shigoto/db';
import type { EXPERIENCE_KINDS } from '@shigoto/db/enums';
import { NotFoundError } from '../../lib/errors/index.js';

export type ExperienceKind = (typeof EXPERIENCE_KINDS)[number];

/** What seekers write about companies: public once staff approve it. */
type Moderated = 'CompanyReview' | 'CompanyExperience';

export function createReviewsService(db: Database) {
  const { Company, CompanyReview } = db.models;

  /** Approved entries about a published company, newest first. */
  async function approved<K extends Moderated>(name: K, companyId: number, where: WhereOptions, window: { offset: number; limit: number }) {
    if (!(await Company.count({ where: { id: companyId, published: true } }))) throw new NotFoundError('Company not found');
    const model = db.models[name] as unknown as ModelStatic<Model>;
    const { rows, count } = await model.findAndCountAll({
      where: { ...where, company_id: companyId, moderation_state: 'approved' },
      order: [
        ['created_at', 'DESC'],
        ['id', 'DESC'],
      ],
      offset: window.offset,
      limit: window.limit,
    });
    return { entries: rows.map((row) => row.get({ plain: true }) as Rows[K]), total: count };
  }

  /** The approved reviews' ratings of a company, in all: how many and their mean (null without any). */
  async function rating(companyId: number): Promise<{ count: number; average: number | null }> {
    const row = (await CompanyReview.findOne({
      attributes: [
        [fn('COUNT', col('rating')), 'count'],
        [fn('AVG', col('rating')), 'average'],
      ],
      where: { company_id: companyId, moderation_state: 'approved' },
      raw: true,
    })) as unknown as { count: number | string; average: number | string | null } | null;
    const count = Number(row?.count ?? 0);
    return { count, average: count ? Math.round(Number(row!.average) * 100) / 100 : null };
  }

  return {
    /** A page of the approved reviews, with the ratings of all of them (`rating`). */
    async reviews(companyId: number, window: { offset: number; limit: number }) {
      const page = await approved('CompanyReview', companyId, {}, window);
      return { ...page, rating: await rating(companyId) };
    },
    experiences: (companyId: number, kinds: ExperienceKind[] | undefined, window: { offset: number; limit: number }) =>
      approved('CompanyExperience', companyId, kinds?.length ? { kind: kinds } : {}, window),
  };
}
