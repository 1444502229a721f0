import type { Transaction } from 'sequelize';
import type { Database } from '@shigoto/db';

/**
 * has_active_jobs (one of the company list's filter flags) follows the company's published jobs: call it
 * whenever a job is published, closed or unpublished.
 */
export async function refreshHasActiveJobs(db: Database, companyId: number, transaction?: Transaction): Promise<void> {
  const { Job, Company } = db.models;
  const active = (await Job.count({ where: { company_id: companyId, published: true, is_deleted: false }, transaction })) > 0;
  await Company.update({ has_active_jobs: active }, { where: { id: companyId, has_active_jobs: !active }, transaction });
}
