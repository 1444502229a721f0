import { col, defineTable, required } from '../schema/columns.js';

/** A job-alert newsletter issue; published issues are readable at /newsletters/{id}. */
export const newsletterTable = defineTable({
  modelName: 'Newsletter',
  tableName: 'newsletters',
  columns: {
    id: col.id(),
    subject: required(col.string(250)),
    subject_ja: col.string(250),
    body: col.text(),
    body_ja: col.text(),
    published: col.boolean(false),
    sent_at: col.date(),
  },
  indexes: [{ name: 'newsletters_public', fields: ['published', 'sent_at'] }],
});

/** One newsletter sent to one subscriber: makes sends idempotent. */
export const newsletterDeliveryTable = defineTable({
  modelName: 'NewsletterDelivery',
  tableName: 'newsletter_deliveries',
  columns: {
    id: col.id(),
    newsletter_id: required(col.ref('newsletters', 'CASCADE')),
    lead_id: required(col.ref('leads', 'CASCADE')),
    outbound_email_id: col.ref('outbound_emails'),
    sent_at: col.date(),
  },
  indexes: [{ name: 'newsletter_deliveries_unique', unique: true, fields: ['newsletter_id', 'lead_id'] }],
});
