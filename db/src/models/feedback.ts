import { col, defineTable, required } from '../schema/columns.js';

/** The footer's feedback modal: company_id, optional e-mail, body. */
export const feedbackTable = defineTable({
  modelName: 'Feedback',
  tableName: 'feedbacks',
  columns: {
    id: col.id(),
    company_id: col.ref('companies'),
    email: col.string(254),
    body: required(col.text()),
    page_url: col.string(1000),
    /** When staff followed it up; null while it waits in the console's inbox. */
    handled_at: col.date(),
  },
});
