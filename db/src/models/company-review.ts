import { LANGUAGES, MODERATION_STATES } from '../enums.js';
import { col, defineTable, required } from '../schema/columns.js';

/** A seeker's review of a company; public only after staff approve it. */
export const companyReviewTable = defineTable({
  modelName: 'CompanyReview',
  tableName: 'company_reviews',
  columns: {
    id: col.id(),
    company_id: required(col.ref('companies', 'CASCADE')),
    user_id: col.ref('users'),
    email: col.string(254),
    title: required(col.string(200)),
    body: required(col.text()),
    pros: col.text(),
    cons: col.text(),
    rating: required(col.integer()),
    employment_status: col.string(60),
    language: required(col.oneOf(LANGUAGES), 'en'),
    moderation_state: required(col.oneOf(MODERATION_STATES), 'pending'),
    /** Why staff approved or rejected it, for the team (never shown to the public). */
    moderation_reason: col.text(),
    moderated_at: col.date(),
  },
  indexes: [{ name: 'company_reviews_company', fields: ['company_id', 'moderation_state'] }],
});
