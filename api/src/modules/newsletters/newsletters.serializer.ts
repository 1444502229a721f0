import type { Rows } from '@shigoto/db';
import type { Language } from '@shigoto/db/enums';
import { resourceObject } from '../../lib/http/jsonapi.js';
import { localized } from '../../lib/http/lang.js';

/** A newsletter issue; lists leave the body out, the issue's own page (/newsletters/{id}) shows it (intro, jobs, articles). */
export function newsletterResource(issue: Rows['Newsletter'] & { page_html?: string }, lang: Language) {
  return resourceObject('newsletter', issue.id, {
    subject: localized(issue, 'subject', lang),
    ...(issue.page_html !== undefined ? { body: issue.page_html } : {}),
    sent_at: issue.sent_at,
  });
}
