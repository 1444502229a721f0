import { EXPERIENCE_KINDS, LANGUAGES, MODERATION_STATES } from '../enums.js';
import { col, defineTable, required } from '../schema/columns.js';

/** Answers to the designer and remote experience surveys, moderated like reviews. */
export const companyExperienceTable = defineTable({
  modelName: 'CompanyExperience',
  tableName: 'company_experiences',
  columns: {
    id: col.id(),
    company_id: required(col.ref('companies', 'CASCADE')),
    kind: required(col.oneOf(EXPERIENCE_KINDS), 'general'),
    email: col.string(254),
    body: required(col.text()),
    answers: col.json<Record<string, string>>({}),
    language: required(col.oneOf(LANGUAGES), 'en'),
    moderation_state: required(col.oneOf(MODERATION_STATES), 'pending'),
    /** Why staff approved or rejected it, for the team (never shown to the public). */
    moderation_reason: col.text(),
    moderated_at: col.date(),
  },
  indexes: [{ name: 'company_experiences_company', fields: ['company_id', 'moderation_state'] }],
});
