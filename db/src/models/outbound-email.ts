import { LANGUAGES, OUTBOUND_EMAIL_STATES } from '../enums.js';
import { col, defineTable, required } from '../schema/columns.js';

/**
 * Every e-mail we send. The row is written before the send is queued, so nothing is lost; the
 * dedupe key makes a retried job send once. In development this table is the outbox.
 */
export const outboundEmailTable = defineTable({
  modelName: 'OutboundEmail',
  tableName: 'outbound_emails',
  columns: {
    id: col.id(),
    dedupe_key: required(col.string(160)),
    template: required(col.string(80)),
    language: required(col.oneOf(LANGUAGES), 'en'),
    to_address: required(col.string(254)),
    subject: required(col.string(300)),
    text_body: required(col.text()),
    html_body: col.text(),
    attachment_file_ids: col.json<number[]>([]),
    /** Headers of its own (a newsletter's List-Unsubscribe), sent with it. */
    headers: col.json<Record<string, string>>({}),
    state: required(col.oneOf(OUTBOUND_EMAIL_STATES), 'queued'),
    attempts: required(col.integer(), 0),
    last_error: col.text(),
    message_id: col.string(300),
    sent_at: col.date(),
    /** A delivery in progress holds the row until then; a duplicate job leaves it alone. */
    claimed_until: col.date(),
  },
  indexes: [
    { name: 'outbound_emails_dedupe', unique: true, fields: ['dedupe_key'] },
    { name: 'outbound_emails_state', fields: ['state', 'created_at'] },
  ],
});
