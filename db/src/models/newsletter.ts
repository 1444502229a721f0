import { NEWSLETTER_DELIVERY_STATES, NEWSLETTER_SEND_STATES } from '../enums.js';
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
    /** The picked jobs and blog posts, in the order the issue shows them. */
    job_ids: col.json<number[]>([]),
    blog_post_ids: col.json<number[]>([]),
    published: col.boolean(false),
    sent_at: col.date(),
  },
  indexes: [{ name: 'newsletters_public', fields: ['published', 'sent_at'] }],
});

/**
 * Sending an issue to every subscriber: one per issue. Leads who subscribe after the send began
 * (id above `last_lead_id`) are not part of it; `cursor_lead_id` is how far the batches got.
 */
export const newsletterSendTable = defineTable({
  modelName: 'NewsletterSend',
  tableName: 'newsletter_sends',
  columns: {
    id: col.id(),
    newsletter_id: required(col.ref('newsletters', 'CASCADE')),
    state: required(col.oneOf(NEWSLETTER_SEND_STATES), 'sending'),
    total: required(col.integer(), 0),
    last_lead_id: required(col.integer(), 0),
    cursor_lead_id: required(col.integer(), 0),
    finished_at: col.date(),
  },
  indexes: [
    { name: 'newsletter_sends_newsletter', unique: true, fields: ['newsletter_id'] },
    { name: 'newsletter_sends_state', fields: ['state', 'updated_at'] },
  ],
});

/**
 * One newsletter sent to one subscriber: the row is inserted (claimed) before the e-mail goes out,
 * so an address never gets an issue twice; a claim that never became 'sent' is failed, not resent.
 */
export const newsletterDeliveryTable = defineTable({
  modelName: 'NewsletterDelivery',
  tableName: 'newsletter_deliveries',
  columns: {
    id: col.id(),
    newsletter_id: required(col.ref('newsletters', 'CASCADE')),
    lead_id: required(col.ref('leads', 'CASCADE')),
    outbound_email_id: col.ref('outbound_emails'),
    state: required(col.oneOf(NEWSLETTER_DELIVERY_STATES), 'claimed'),
    error: col.text(),
    sent_at: col.date(),
  },
  indexes: [
    { name: 'newsletter_deliveries_unique', unique: true, fields: ['newsletter_id', 'lead_id'] },
    { name: 'newsletter_deliveries_state', fields: ['newsletter_id', 'state'] },
  ],
});
