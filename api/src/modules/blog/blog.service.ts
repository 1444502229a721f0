import { Op, type Order, type WhereOptions } from 'sequelize';
import type { Database, Rows } from '@shigoto/db';
import type { BLOG_AUDIENCES } from '@shigoto/db/enums';
import { pushTo } from '../../lib/collections.js';
import { NotFoundError } from '../../lib/errors/index.js';
import type { RateLimiter } from '../../lib/rate-limit/index.js';

export type BlogAudience = (typeof BLOG_AUDIENCES)[number];
/** A post as readers get it: with its tags and its cover from the media library (null for none or a URL-only cover). */
export type BlogPostWithTags = Rows['BlogPost'] & { tags: Rows['BlogTag'][]; cover: Rows['Media'] | null };

/** Which published posts a list shows: any of the audiences, and any of the tags (system names). */
export interface PostScope {
  audience?: BlogAudience[];
  tags?: string[];
  except?: number[];
}

const NEWEST_FIRST: Order = [
  ['published_at', 'DESC'],
  ['id', 'DESC'],
];
const MOST_VIEWED_FIRST: Order = [['view_count', 'DESC'], ...NEWEST_FIRST];

/**
 * A reader counts once per post in this window: reloads, a back-and-forth, or a page that reports
 * its view again within ten minutes add nothing; a reader coming back later counts again.
 */
const VIEW_WINDOW_SECONDS = 10 * 60;

/** Related posts are ranked among this many newest posts sharing a tag: plenty for a blog. */
const RELATED_CANDIDATES = 100;

/** Readers see published posts; a publication date in the future schedules a post. */
export function publishedPostWhere(): WhereOptions {
  return { published: true, [Op.or]: [{ published_at: null }, { published_at: { [Op.lte]: new Date() } }] };
}

const idOrSlug = (key: string) => (/^\d+$/.test(key) ? { id: Number(key) } : { slug: key });
const plain = <T>(instance: { get(options: { plain: true }): unknown }) => instance.get({ plain: true }) as T;

export function createBlogService(db: Database, limiter: RateLimiter) {
  const { BlogPost, BlogTag, Media } = db.models;

  /** Attaches each post's tags and cover (one query each for the whole list). */
  async function withTags(posts: Rows['BlogPost'][]): Promise<BlogPostWithTags[]> {
    if (!posts.length) return [];
    const coverIds = [...new Set(posts.map((p) => p.cover_media_id).filter((id): id is number => id !== null))];
    const covers = new Map(
      (coverIds.length ? await Media.findAll({ where: { id: coverIds } }) : []).map((m) => [m.id, plain<Rows['Media']>(m)]),
    );
    const tags = await BlogTag.findAll({
      include: [{ association: 'posts', attributes: ['id'], where: { id: posts.map((p) => p.id) }, through: { attributes: [] } }],
      order: [['name', 'ASC']],
    });
    const tagsOf = new Map<number, Rows['BlogTag'][]>();
    for (const tag of tags) {
      const { posts: tagged, ...row } = plain<Rows['BlogTag'] & { posts: { id: number }[] }>(tag);
      for (const post of tagged) pushTo(tagsOf, post.id, row);
    }
    return posts.map((post) => ({ ...post, tags: tagsOf.get(post.id) ?? [], cover: (post.cover_media_id && covers.get(post.cover_media_id)) || null }));
  }

  /** The one query behind every public blog list: a window of published posts in `scope`. */
  async function published(scope: PostScope, order: Order, window: { offset: number; limit: number }) {
    const { rows, count } = await BlogPost.findAndCountAll({
      where: {
        [Op.and]: [
          publishedPostWhere(),
          scope.audience?.length ? { audience: scope.audience } : {},
          scope.except?.length ? { id: { [Op.notIn]: scope.except } } : {},
        ],
      },
      include: scope.tags?.length
        ? [{ association: 'tags', attributes: [], where: { system_name: scope.tags }, through: { attributes: [] } }]
        : [],
      distinct: true,
      col: 'id',
      order,
      offset: window.offset,
      limit: window.limit,
    });
    return { posts: await withTags(rows.map((row) => plain<Rows['BlogPost']>(row))), total: count };
  }

  /** A published post by id or slug, with its tags; null when there is none to show. */
  async function find(key: string): Promise<BlogPostWithTags | null> {
    const post = await BlogPost.findOne({ where: { [Op.and]: [publishedPostWhere(), idOrSlug(key)] } });
    return post ? (await withTags([plain<Rows['BlogPost']>(post)]))[0] : null;
  }

  return {
    list: (scope: PostScope, window: { offset: number; limit: number }) => published(scope, NEWEST_FIRST, window),

    mostViewed: (scope: PostScope, limit: number) => published(scope, MOST_VIEWED_FIRST, { offset: 0, limit }),

    find,

    withTags,

    /**
     * Counts a reader's view of a published post (404 for any other). The post's page is cached and
     * served to everyone, so the reader's browser reports the view; `reader` (the client address)
     * counts once per post every VIEW_WINDOW_SECONDS, in the shared rate-limit counters.
     */
    async countView(slug: string, reader: string): Promise<void> {
      const post = await BlogPost.findOne({ attributes: ['id'], where: { [Op.and]: [publishedPostWhere(), { slug }] } });
      if (!post) throw new NotFoundError('Blog post not found');
      const { count } = await limiter.hit(`blog-view:${post.id}:${reader}`, VIEW_WINDOW_SECONDS);
      if (count === 1) await BlogPost.increment('view_count', { by: 1, where: { id: post.id }, silent: true });
    },

    async tag(systemName: string): Promise<Rows['BlogTag'] | null> {
      const tag = await BlogTag.findOne({ where: { system_name: systemName } });
      return tag ? plain<Rows['BlogTag']>(tag) : null;
    },

    async tags(): Promise<Rows['BlogTag'][]> {
      return (await BlogTag.findAll({ order: [['name', 'ASC']] })).map((tag) => plain<Rows['BlogTag']>(tag));
    },

    /**
     * Posts for the reader of `post` to go on with, from the same audience: those sharing the most
     * tags first (newest among equals), then the newest others. Never the post itself.
     */
    async related(post: BlogPostWithTags, limit: number): Promise<BlogPostWithTags[]> {
      const scope = { audience: [post.audience], except: [post.id] };
      const sharing = post.tags.length
        ? (await published({ ...scope, tags: post.tags.map((t) => t.system_name) }, NEWEST_FIRST, { offset: 0, limit: RELATED_CANDIDATES })).posts
        : [];
      const ownTags = new Set(post.tags.map((t) => t.id));
      const shared = (candidate: BlogPostWithTags) => candidate.tags.filter((t) => ownTags.has(t.id)).length;
      // Array.prototype.sort is stable: equals keep their newest-first order.
      const closest = sharing.sort((a, b) => shared(b) - shared(a)).slice(0, limit);
      if (closest.length === limit) return closest;
      const newest = await published({ ...scope, except: [...scope.except, ...closest.map((p) => p.id)] }, NEWEST_FIRST, {
        offset: 0,
        limit: limit - closest.length,
      });
      return [...closest, ...newest.posts];
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
