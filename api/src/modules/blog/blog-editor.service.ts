import { createHmac } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import type { Database, Rows } from '@shigoto/db';
import type { BLOG_POST_STATUSES } from '@shigoto/db/enums';
import { renderMarkdown } from '@shigoto/db/markdown';
import type { Logger } from 'pino';
import { audit, type AuditAction } from '../../lib/audit.js';
import type { Account } from '../../lib/auth/account.js';
import { safeEqual } from '../../lib/auth/tokens.js';
import { NotFoundError, ValidationError } from '../../lib/errors/index.js';
import { reportError } from '../../lib/errors/report.js';
import type { Queue } from '../../lib/queue/index.js';
import type { SweepTask } from '../../lib/queue/sweeper.js';
import type { PagesChanged } from '../page-revalidation/page-revalidation.service.js';
import type { PageTag } from '../page-revalidation/page-tags.js';
import type { BlogAudience } from './blog.service.js';

export const PUBLISH_SCHEDULED_POST_JOB = 'blog.publish_scheduled';
/** A staff preview link opens the draft for this long. */
export const PREVIEW_LINK_SECONDS = 30 * 60;
/** How early a scheduled post's job may run and still publish it (waiting the rest). */
const EARLY_RUN_SLACK_MS = 5_000;

/** What an editor sets on a post; the HTML is rendered from the Markdown, never sent. */
export interface BlogPostForm {
  slug?: string;
  audience?: BlogAudience;
  title?: string;
  title_ja?: string | null;
  excerpt?: string | null;
  excerpt_ja?: string | null;
  body_markdown?: string | null;
  body_markdown_ja?: string | null;
  cover_image_url?: string | null;
  /** The cover from the media library: it sets cover_image_url; null clears a library cover. */
  cover_media_id?: number | null;
  author_name?: string | null;
  tag_ids?: number[];
  published?: boolean;
  publish_at?: Date | null;
}

export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];
export type EditorPost = Rows['BlogPost'] & { tag_ids: number[]; status: BlogPostStatus };

export function statusOf(post: Pick<Rows['BlogPost'], 'published' | 'publish_at'>): BlogPostStatus {
  return post.published ? 'published' : post.publish_at ? 'scheduled' : 'draft';
}

const CONTENT_FIELDS = ['slug', 'audience', 'title', 'title_ja', 'excerpt', 'excerpt_ja', 'body_markdown', 'body_markdown_ja', 'cover_image_url', 'cover_media_id', 'author_name'] as const;

/**
 * The pages a post's publication touches: the blog, the site's article count, and the resources
 * page, which links the guides that are published and lists the tags.
 */
const PUBLICATION_PAGES: PageTag[] = ['blog', 'counts', 'content'];
/** Tags are shown on posts and their own lists, and listed on the resources page. */
const TAG_PAGES: PageTag[] = ['blog', 'content'];

const sameTime = (a: Date | null | undefined, b: Date | null | undefined) => (a ? new Date(a).getTime() : null) === (b ? new Date(b).getTime() : null);

/**
 * The editors' side of the blog: writing posts in Markdown (the site serves the rendered HTML),
 * publishing now or at a set time, tags, and signed preview links for drafts.
 *
 * A scheduled post is published by a delayed job at its time; the sweeper publishes any post whose
 * time has passed, so a lost job only delays it by one sweep interval. Both do the same guarded
 * update, so running twice publishes once.
 *
 * The site is told when readers' pages change: a published post edited, anything published,
 * unpublished or deleted, and tags (drafts and schedules are nobody's page yet).
 */
export function createBlogEditorService(deps: {
  db: Database;
  queue: Queue;
  logger: Logger;
  previewSecret: string;
  coverOf: (mediaId: number) => Promise<{ cover_media_id: number; cover_image_url: string }>;
  pagesChanged: PagesChanged;
}) {
  const { db, queue, logger } = deps;
  const { BlogPost, BlogTag, BlogPostTag } = db.models;

  async function slugTaken(slug: string, exceptId?: number) {
    const other = await BlogPost.findOne({ attributes: ['id'], where: { slug, ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}) } });
    return Boolean(other);
  }

  async function checkTags(tagIds: number[] | undefined) {
    if (!tagIds?.length) return;
    const found = await BlogTag.count({ where: { id: tagIds } });
    if (found !== new Set(tagIds).size) throw new ValidationError({ tag_ids: ['names a tag that does not exist'] });
  }

  async function tagIdsOf(postIds: number[]): Promise<Map<number, number[]>> {
    const links = postIds.length ? await BlogPostTag.findAll({ where: { blog_post_id: postIds }, raw: true }) : [];
    const byPost = new Map<number, number[]>();
    for (const link of links as unknown as Rows['BlogPostTag'][]) byPost.set(link.blog_post_id, [...(byPost.get(link.blog_post_id) ?? []), link.blog_tag_id]);
    return byPost;
  }

  async function editorRecords(posts: Rows['BlogPost'][]): Promise<EditorPost[]> {
    const tags = await tagIdsOf(posts.map((p) => p.id));
    // Posts written before the Markdown editor keep their HTML, which the renderer accepts as source.
    return posts.map((post) => ({
      ...post,
      body_markdown: post.body_markdown ?? post.body,
      body_markdown_ja: post.body_markdown_ja ?? post.body_ja,
      tag_ids: (tags.get(post.id) ?? []).sort((a, b) => a - b),
      status: statusOf(post),
    }));
  }

  async function record(id: number): Promise<EditorPost> {
    const post = await BlogPost.findByPk(id);
    if (!post) throw new NotFoundError('Blog post not found');
    return (await editorRecords([post.get({ plain: true }) as Rows['BlogPost']]))[0];
  }

  async function setTags(postId: number, tagIds: number[], transaction: Transaction) {
    await BlogPostTag.destroy({ where: { blog_post_id: postId }, transaction });
    if (tagIds.length) await BlogPostTag.bulkCreate([...new Set(tagIds)].map((blog_tag_id) => ({ blog_post_id: postId, blog_tag_id })), { transaction });
  }

  /** The row's new values: content as given, HTML rendered from the Markdown, the publication state. */
  function changesFor(current: Rows['BlogPost'] | null, form: BlogPostForm, now: Date) {
    const changes: { -readonly [K in keyof Rows['BlogPost']]?: Rows['BlogPost'][K] } = {};
    for (const field of CONTENT_FIELDS) {
      if (form[field] !== undefined && (!current || form[field] !== current[field])) (changes as Record<string, unknown>)[field] = form[field];
    }
    if (form.body_markdown !== undefined) changes.body = renderMarkdown(form.body_markdown);
    if (form.body_markdown_ja !== undefined) changes.body_ja = renderMarkdown(form.body_markdown_ja) || null;
    const wasPublished = current?.published ?? false;
    const publishing = form.published === true && !wasPublished;
    if (publishing) Object.assign(changes, { published: true, published_at: now, publish_at: null });
    else if (form.published === false && wasPublished) Object.assign(changes, { published: false });
    if (!publishing && !(form.published ?? wasPublished) && form.publish_at !== undefined && !sameTime(form.publish_at, current?.publish_at)) {
      if (form.publish_at && form.publish_at.getTime() <= now.getTime()) throw new ValidationError({ publish_at: ['must be in the future'] });
      changes.publish_at = form.publish_at;
    }
    return changes;
  }

  function actionOf(before: Rows['BlogPost'] | null, after: Rows['BlogPost']): AuditAction {
    if (after.published && !before?.published) return 'blog_post.publish';
    if (!after.published && before?.published) return 'blog_post.unpublish';
    if (after.publish_at && !sameTime(after.publish_at, before?.publish_at)) return 'blog_post.schedule';
    return before ? 'blog_post.update' : 'blog_post.create';
  }

  /** Queues the publication of a scheduled post; a lost job is the sweeper's to make up. */
  async function enqueuePublication(post: Rows['BlogPost']) {
    if (post.published || !post.publish_at) return;
    const at = new Date(post.publish_at).getTime();
    try {
      await queue.add(PUBLISH_SCHEDULED_POST_JOB, { id: post.id }, { delayMs: Math.max(0, at - Date.now()), jobId: `blog-publish-${post.id}-${at}` });
    } catch (error) {
      reportError(logger, error, { task: 'enqueue scheduled blog post', blogPostId: post.id });
    }
  }

  /** Publishes the scheduled posts whose time has come (one post, or all); returns how many. */
  async function publishDue(now: Date, id?: number): Promise<number> {
    const due = await BlogPost.findAll({
      attributes: ['id', 'publish_at'],
      where: { published: false, publish_at: { [Op.lte]: now }, ...(id ? { id } : {}) },
      order: [['publish_at', 'ASC']],
    });
    let published = 0;
    for (const post of due) {
      // Guarded by the schedule it was found with: a post rescheduled or published meanwhile is left alone.
      const [count] = await BlogPost.update(
        { published: true, published_at: post.publish_at, publish_at: null },
        { where: { id: post.id, published: false, publish_at: post.publish_at } },
      );
      published += count;
    }
    if (published) await deps.pagesChanged(PUBLICATION_PAGES);
    return published;
  }

  /**
   * A delayed job runs at its time or a moment before it: a timer counts from the event loop's
   * clock, read when the loop last woke (tens of ms earlier on a busy process), and queue and
   * database clocks differ a little. A post due within EARLY_RUN_SLACK_MS is waited for, not
   * skipped (skipped, it stayed unpublished until the next sweep); a post due later was rescheduled
   * and its own job publishes it.
   */
  queue.handle<{ id: number }>(PUBLISH_SCHEDULED_POST_JOB, async ({ id }) => {
    const post = await BlogPost.findByPk(id, { attributes: ['published', 'publish_at'] });
    if (!post || post.published || !post.publish_at) return;
    const due = new Date(post.publish_at).getTime();
    if (due - Date.now() > EARLY_RUN_SLACK_MS) return;
    // The wait is a timer too, and may end early in the same way.
    for (let early = due - Date.now(); early > 0; early = due - Date.now()) await new Promise((resolve) => setTimeout(resolve, early + 1));
    await publishDue(new Date(), id);
  });

  function signature(id: number, expires: number) {
    return createHmac('sha256', deps.previewSecret).update(`blog-preview.${id}.${expires}`).digest('base64url');
  }

  /**
   * A library cover decides the post's cover_image_url; clearing it clears the URL too. A post
   * whose cover is only a URL (written before the library) keeps it while no library cover is set.
   */
  async function withCover(current: Rows['BlogPost'] | null, form: BlogPostForm): Promise<BlogPostForm> {
    if (form.cover_media_id === undefined) return form;
    if (form.cover_media_id === null) return current?.cover_media_id ? { ...form, cover_image_url: null } : form;
    return { ...form, ...(await deps.coverOf(form.cover_media_id)) };
  }

  async function save(account: Account, id: number | null, given: BlogPostForm): Promise<EditorPost> {
    const now = new Date();
    const current = id ? ((await BlogPost.findByPk(id))?.get({ plain: true }) as Rows['BlogPost'] | undefined) ?? null : null;
    if (id && !current) throw new NotFoundError('Blog post not found');
    const form = await withCover(current, given);
    if (form.slug !== undefined && form.slug !== current?.slug && (await slugTaken(form.slug, id ?? undefined))) {
      throw new ValidationError({ slug: ['is already taken'] });
    }
    await checkTags(form.tag_ids);
    const changes = changesFor(current, form, now);
    const saved = await db.sequelize.transaction(async (transaction) => {
      const row = current
        ? (await BlogPost.update(changes, { where: { id: current.id }, transaction }), { ...current, ...changes })
        : ((await BlogPost.create(changes as Rows['BlogPost'], { transaction })).get({ plain: true }) as Rows['BlogPost']);
      if (form.tag_ids !== undefined) await setTags(row.id, form.tag_ids, transaction);
      const { body: _html, body_ja: _htmlJa, ...audited } = changes;
      await audit(db, account, { action: actionOf(current, row), subjectId: row.id, changes: { ...audited, ...(form.tag_ids ? { tag_ids: form.tag_ids } : {}) } }, transaction);
      return row;
    });
    await enqueuePublication(saved);
    if (Boolean(current?.published) !== Boolean(saved.published)) await deps.pagesChanged(PUBLICATION_PAGES);
    else if (saved.published) await deps.pagesChanged(['blog']);
    return record(saved.id);
  }

  return {
    record,
    editorRecords,

    create: (account: Account, form: BlogPostForm) => save(account, null, form),

    update: (account: Account, id: number, form: BlogPostForm) => save(account, id, form),

    async remove(account: Account, id: number): Promise<EditorPost> {
      const post = await record(id);
      await db.sequelize.transaction(async (transaction) => {
        await BlogPost.destroy({ where: { id }, transaction });
        await audit(db, account, { action: 'blog_post.delete', subjectId: id, changes: { slug: post.slug } }, transaction);
      });
      if (post.published) await deps.pagesChanged(PUBLICATION_PAGES);
      return post;
    },

    publishDue,

    /** A link that shows the post, draft or not, on the site for a short while, to whoever holds it. */
    async previewLink(id: number, publicUrl: string, now = Date.now()) {
      const post = await record(id);
      const expires = Math.floor(now / 1000) + PREVIEW_LINK_SECONDS;
      const token = `${post.id}.${expires}.${signature(post.id, expires)}`;
      return { url: `${publicUrl}/blog-preview/${encodeURIComponent(post.slug)}?token=${encodeURIComponent(token)}`, token, expires_at: new Date(expires * 1000) };
    },

    /** The post a preview token was made for, if the token is genuine, unexpired and for this slug. */
    async previewed(slug: string, token: string): Promise<Rows['BlogPost'] | null> {
      const [id, expires, given, ...rest] = token.split('.');
      if (rest.length || !/^\d+$/.test(id ?? '') || !/^\d+$/.test(expires ?? '') || !given) return null;
      if (!safeEqual(given, signature(Number(id), Number(expires))) || Number(expires) * 1000 <= Date.now()) return null;
      const post = await BlogPost.findOne({ where: { id: Number(id), slug } });
      return post ? (post.get({ plain: true }) as Rows['BlogPost']) : null;
    },

    sweepTask: {
      name: 'scheduled blog posts',
      // The schedule says when a post is due, not its age: every due post is taken up.
      run: () => publishDue(new Date()),
    } satisfies SweepTask,

    async saveTag(account: Account, id: number | null, form: Partial<Pick<Rows['BlogTag'], 'system_name' | 'name' | 'name_ja' | 'is_ja_employer'>>) {
      if (form.system_name !== undefined) {
        const other = await BlogTag.findOne({ attributes: ['id'], where: { system_name: form.system_name, ...(id ? { id: { [Op.ne]: id } } : {}) } });
        if (other) throw new ValidationError({ system_name: ['is already taken'] });
      }
      const saved = await db.sequelize.transaction(async (transaction) => {
        let tag = id ? await BlogTag.findByPk(id, { transaction }) : null;
        if (id && !tag) throw new NotFoundError('Blog tag not found');
        tag = tag ? await tag.update(form, { transaction }) : await BlogTag.create(form as Rows['BlogTag'], { transaction });
        await audit(db, account, { action: id ? 'blog_tag.update' : 'blog_tag.create', subjectId: tag.id, changes: form }, transaction);
        return tag.get({ plain: true }) as Rows['BlogTag'];
      });
      await deps.pagesChanged(TAG_PAGES);
      return saved;
    },

    async removeTag(account: Account, id: number) {
      const tag = await BlogTag.findByPk(id);
      if (!tag) throw new NotFoundError('Blog tag not found');
      const row = tag.get({ plain: true }) as Rows['BlogTag'];
      await db.sequelize.transaction(async (transaction) => {
        await tag.destroy({ transaction });
        await audit(db, account, { action: 'blog_tag.delete', subjectId: id, changes: { system_name: row.system_name } }, transaction);
      });
      await deps.pagesChanged(TAG_PAGES);
      return row;
    },
  };
}

export type BlogEditorService = ReturnType<typeof createBlogEditorService>;
