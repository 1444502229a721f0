import { Op, type WhereOptions } from 'sequelize';
import type { Database, Rows } from '@shigoto/db';
import { NON_TECH_CATEGORY_SKILL_IDS, type Language } from '@shigoto/db/enums';
import type { Account } from '../../lib/auth/account.js';
import { audit } from '../../lib/audit.js';
import { NotFoundError, ValidationError } from '../../lib/errors/index.js';
import { like } from '../../lib/sql.js';
import type { PagesChanged } from '../page-revalidation/page-revalidation.service.js';
import type { IssueContent, IssueJob, IssuePost } from './newsletter-template.js';

/** What staff write: texts in both languages and the picks, in order. */
export interface IssueInput {
  subject: string;
  subject_ja: string | null;
  body: string | null;
  body_ja: string | null;
  job_ids: number[];
  blog_post_ids: number[];
  published: boolean;
}

const PUBLIC_JOB: WhereOptions = { published: true, is_deleted: false };
const PUBLIC_POST: WhereOptions = { published: true };
const nonTech = new Set<number>(NON_TECH_CATEGORY_SKILL_IDS);

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/**
 * Newsletter issues as staff compose them, and the one way an issue's content is read (public
 * jobs and articles only, in the picked order) for the e-mail, its preview and the public page.
 * Publishing, unpublishing or editing a published issue changes the site's newsletter pages.
 */
export function createNewsletterIssuesService(deps: { db: Database; publicUrl: string; pagesChanged: PagesChanged }) {
  const { db, publicUrl } = deps;
  const { Newsletter, Job, Company, BlogPost, NewsletterSend, Location } = db.models;
  const plain = <T>(row: { get(options: { plain: true }): unknown }) => row.get({ plain: true }) as T;
  const siteUrl = (path: string, lang: Language) => `${publicUrl}${path}${lang === 'jp' ? '?lang=jp' : ''}`;

  /** Picks that are not public (or do not exist) are refused by name, so the form can say which. */
  async function checkPicks(input: Pick<IssueInput, 'job_ids' | 'blog_post_ids'>) {
    const errors: Record<string, string[]> = {};
    const jobs = await Job.count({ where: { id: input.job_ids, ...PUBLIC_JOB } });
    if (jobs !== new Set(input.job_ids).size) errors.job_ids = ['must be jobs on the board (published), each picked once'];
    const posts = await BlogPost.count({ where: { id: input.blog_post_ids, ...PUBLIC_POST } });
    if (posts !== new Set(input.blog_post_ids).size) errors.blog_post_ids = ['must be published blog posts, each picked once'];
    if (input.job_ids.length !== new Set(input.job_ids).size) errors.job_ids = ['must be jobs on the board (published), each picked once'];
    if (input.blog_post_ids.length !== new Set(input.blog_post_ids).size) errors.blog_post_ids = ['must be published blog posts, each picked once'];
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }

  async function issueOrFail(id: number) {
    const issue = await Newsletter.findByPk(id);
    if (!issue) throw new NotFoundError('Newsletter not found');
    return issue;
  }

  async function content(issue: Rows['Newsletter'], lang: Language): Promise<IssueContent> {
    const jobRows = issue.job_ids.length
      ? await Job.findAll({
          where: { id: issue.job_ids, ...PUBLIC_JOB },
          include: [
            { model: Company, as: 'company', attributes: ['name', 'slug'] },
            { model: Location, as: 'locationRecord', attributes: ['name', 'name_ja'] },
          ],
        })
      : [];
    const postRows = issue.blog_post_ids.length ? await BlogPost.findAll({ where: { id: issue.blog_post_ids, ...PUBLIC_POST } }) : [];
    const jobsById = new Map(
      jobRows.map((row) => {
        const job = plain<Rows['Job'] & { company: Rows['Company']; locationRecord: Rows['Location'] | null }>(row);
        const path = `/jobs/${encodeURIComponent(job.company.slug)}/${encodeURIComponent(job.slug)}`;
        const item: IssueJob = {
          id: job.id,
          title: (lang === 'jp' && text(job.title_ja)) || job.title,
          companyName: job.company.name,
          location: job.locationRecord ? (lang === 'jp' && text(job.locationRecord.name_ja)) || job.locationRecord.name : null,
          path,
          url: siteUrl(path, lang),
          nonTech: job.category_skill_id !== null && nonTech.has(job.category_skill_id),
        };
        return [job.id, item];
      }),
    );
    const postsById = new Map(
      postRows.map((row) => {
        const post = plain<Rows['BlogPost']>(row);
        const path = `/blog/${encodeURIComponent(post.slug)}`;
        const item: IssuePost = {
          id: post.id,
          title: (lang === 'jp' && text(post.title_ja)) || post.title,
          excerpt: (lang === 'jp' && text(post.excerpt_ja)) || text(post.excerpt),
          path,
          url: siteUrl(path, lang),
        };
        return [post.id, item];
      }),
    );
    return {
      subject: (lang === 'jp' && text(issue.subject_ja)) || issue.subject,
      intro: (lang === 'jp' && text(issue.body_ja)) || issue.body || '',
      jobs: issue.job_ids.flatMap((id) => jobsById.get(id) ?? []),
      posts: issue.blog_post_ids.flatMap((id) => postsById.get(id) ?? []),
      webUrl: siteUrl(`/newsletters/${issue.id}`, lang),
    };
  }

  return {
    content,

    async list(options: { q?: string; offset: number; limit: number; sort: [string, 'ASC' | 'DESC'] }) {
      const where: WhereOptions = options.q ? { [Op.or]: [{ subject: like(options.q) }, { subject_ja: like(options.q) }] } : {};
      const { rows, count } = await Newsletter.findAndCountAll({
        where,
        include: [{ model: NewsletterSend, as: 'send', attributes: ['state'], required: false }],
        order: [[options.sort[0], options.sort[1]], ['id', options.sort[1]]],
        offset: options.offset,
        limit: options.limit,
      });
      return {
        issues: rows.map((row) => {
          const { send, ...issue } = plain<Rows['Newsletter'] & { send: { state: string } | null }>(row);
          return { ...issue, send_state: send?.state ?? null };
        }),
        total: count,
      };
    },

    async get(id: number) {
      const issue = plain<Rows['Newsletter']>(await issueOrFail(id));
      const send = await NewsletterSend.findOne({ where: { newsletter_id: id }, attributes: ['state'] });
      return { ...issue, send_state: send?.state ?? null };
    },

    async create(account: Account, input: IssueInput) {
      await checkPicks(input);
      const issue = await db.sequelize.transaction(async (transaction) => {
        const created = await Newsletter.create({ ...input, sent_at: null }, { transaction });
        await audit(db, account, { action: 'newsletter.create', subjectId: created.id, changes: { ...input } }, transaction);
        return created;
      });
      if (input.published) await deps.pagesChanged(['newsletters']);
      return plain<Rows['Newsletter']>(issue);
    },

    /** Texts and picks are fixed once the issue is being sent; publishing stays free. */
    async update(account: Account, id: number, input: IssueInput) {
      await checkPicks(input);
      const { issue, shown } = await db.sequelize.transaction(async (transaction) => {
        const row = await Newsletter.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
        if (!row) throw new NotFoundError('Newsletter not found');
        const sending = await NewsletterSend.count({ where: { newsletter_id: id }, transaction });
        const before = plain<Rows['Newsletter']>(row);
        const changes = Object.fromEntries(
          Object.entries(input).filter(([key, value]) => JSON.stringify(before[key as keyof Rows['Newsletter']]) !== JSON.stringify(value)),
        );
        if (sending && Object.keys(changes).some((key) => key !== 'published')) {
          throw new ValidationError({ base: ['This issue has been sent: only publishing can change.'] });
        }
        if (!Object.keys(changes).length) return { issue: row, shown: false };
        await row.update(changes, { transaction });
        await audit(db, account, { action: 'newsletter.update', subjectId: id, changes }, transaction);
        return { issue: row, shown: before.published || input.published };
      });
      if (shown) await deps.pagesChanged(['newsletters']);
      return plain<Rows['Newsletter']>(issue);
    },

    /** Jobs staff may pick: the public ones, by title or company name. */
    async pickableJobs(options: { q?: string; ids?: number[]; offset: number; limit: number }) {
      const and: WhereOptions[] = [PUBLIC_JOB];
      if (options.ids) and.push({ id: options.ids });
      if (options.q) and.push({ [Op.or]: [{ title: like(options.q) }, { title_ja: like(options.q) }, { '$company.name$': like(options.q) }] });
      const { rows, count } = await Job.findAndCountAll({
        where: { [Op.and]: and },
        include: [{ model: Company, as: 'company', attributes: ['name'] }],
        order: [['published_at', 'DESC'], ['id', 'DESC']],
        offset: options.offset,
        limit: options.limit,
        subQuery: false,
      });
      return {
        rows: rows.map((row) => {
          const job = plain<Rows['Job'] & { company: { name: string } }>(row);
          return { id: job.id, title: job.title, company_name: job.company.name, non_tech: job.category_skill_id !== null && nonTech.has(job.category_skill_id) };
        }),
        total: count,
      };
    },

    /** Articles staff may pick: published blog posts, by title. */
    async pickablePosts(options: { q?: string; ids?: number[]; offset: number; limit: number }) {
      const and: WhereOptions[] = [PUBLIC_POST];
      if (options.ids) and.push({ id: options.ids });
      if (options.q) and.push({ [Op.or]: [{ title: like(options.q) }, { title_ja: like(options.q) }] });
      const { rows, count } = await BlogPost.findAndCountAll({
        where: { [Op.and]: and },
        attributes: ['id', 'title', 'audience', 'published_at'],
        order: [['published_at', 'DESC'], ['id', 'DESC']],
        offset: options.offset,
        limit: options.limit,
      });
      return { rows: rows.map((row) => plain<Pick<Rows['BlogPost'], 'id' | 'title' | 'audience' | 'published_at'>>(row)), total: count };
    },

    issueOrFail,
  };
}

export type NewsletterIssuesService = ReturnType<typeof createNewsletterIssuesService>;
