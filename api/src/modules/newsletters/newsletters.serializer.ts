import type { Rows } from '@shigoto/db';
import type { Language } from '@shigoto/db/enums';
import { resourceObject } from '../../lib/http/jsonapi.js';
import { localized } from '../../lib/http/lang.js';
import type { IssueContent } from './newsletter-template.js';

/** A newsletter issue; lists leave the body out, the issue's own page (/newsletters/{id}) shows it: the intro, the picked jobs and articles. */
export function newsletterResource(issue: Rows['Newsletter'] & { page?: IssueContent & { introHtml: string } }, lang: Language) {
  const { page } = issue;
  return resourceObject('newsletter', issue.id, {
    subject: localized(issue, 'subject', lang),
    ...(page
      ? {
          body: page.introHtml,
          jobs: page.jobs.map((job) => ({ id: job.id, title: job.title, company_name: job.companyName, location: job.location, path: job.path })),
          articles: page.posts.map((post) => ({ id: post.id, title: post.title, excerpt: post.excerpt, path: post.path })),
        }
      : {}),
    sent_at: issue.sent_at,
  });
}
