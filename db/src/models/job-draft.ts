import { col, defineTable, required } from '../schema/columns.js';

/** A job form in progress; a draft has state 1. */
export const jobDraftTable = defineTable({
  modelName: 'JobDraft',
  tableName: 'job_drafts',
  columns: {
    id: col.id(),
    state: required(col.integer(), 1),
    company_id: col.ref('companies'),
    employer_id: col.ref('employers'),
    submitter_email: col.string(254),
    import_url: col.string(1000),
    fields: col.json<Record<string, unknown>>({}),
  },
});
