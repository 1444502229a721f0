import type { Rows } from '@shigoto/db';
import type { Language } from '@shigoto/db/enums';
import { resourceObject } from '../../lib/http/jsonapi.js';
import { localized } from '../../lib/http/lang.js';

/** A newsletter issue; lists leave the body out, the issue's own page (/newsletters/{id}) shows it. */
export function newsletterResource(issue: Rows['Newsletter'], lang: Language, options: { body?: boolean } = {}) {
  return resourceObject('newsletter', issue.id, {
    subject: localized(issue, 'subject', lang),
    ...(options.body ? { body: localized(issue, 'body', lang) } : {}),
    sent_at: issue.sent_at,
  });
}
