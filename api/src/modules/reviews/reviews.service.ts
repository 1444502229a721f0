import type { Model, ModelStatic, WhereOptions } from 'sequelize';
import type { Database, Rows } from '@shigoto/db';
import type { EXPERIENCE_KINDS } from '@shigoto/db/enums';
import { NotFoundError } from '../../lib/errors/index.js';

export type ExperienceKind = (typeof EXPERIENCE_KINDS)[number];

/** What seekers write about companies: public once staff approve it. */
type Moderated = 'CompanyReview' | 'CompanyExperience';

export function createReviewsService(db: Database) {
  const { Company } = db.models;

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

  return {
    reviews: (companyId: number, window: { offset: number; limit: number }) => approved('CompanyReview', companyId, {}, window),
    experiences: (companyId: number, kinds: ExperienceKind[] | undefined, window: { offset: number; limit: number }) =>
      approved('CompanyExperience', companyId, kinds?.length ? { kind: kinds } : {}, window),
  };
}
