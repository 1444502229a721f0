import type { Router, Request, Response } from 'express';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../lib/errors/index.js';
import { input, mount } from '../../lib/http/endpoint.js';
import { listDocument, pageOf, type Page } from '../../lib/http/jsonapi.js';
import { languageOf } from '../../lib/http/lang.js';
import { blogPostResource, blogTagResource, tagsOf } from './blog.serializer.js';
import { type BlogAudience, type BlogPostWithTags, type PostScope } from './blog.service.js';
import { countViewValidators, listPostsValidators, previewPostValidators, relatedPostsValidators, showPostValidators, taggedPostsValidators, topPostsValidators } from './blog.validators.js';

const TOP_POSTS = 5;
const RELATED_POSTS = 4;

interface ListInput {
  page?: { number?: number; size?: number };
  filter?: { audience?: BlogAudience[]; tag?: string[] };
  limit?: number;
}

/** The blog (/blog for seekers, /blog-employer for employers), its tags, top and related posts. */
export function blogRoutes(ctx: AppContext, router: Router): void {
  const { blog, blogEditor } = ctx.services;

  function sendPosts(req: Request, res: Response, posts: BlogPostWithTags[], page: Page, total: number, meta?: Record<string, unknown>) {
    const lang = languageOf(req);
    res.json(listDocument(req, posts.map((post) => blogPostResource(post, lang)), page, total, { included: tagsOf(posts, lang), meta }));
  }

  /** Top and related posts: a short ranked list, sent as one page. */
  const sendRanked = (req: Request, res: Response, posts: BlogPostWithTags[]) =>
    sendPosts(req, res, posts, { number: 1, size: Math.max(posts.length, 1), offset: 0 }, posts.length);

  async function list(req: Request, res: Response, scope: PostScope, meta?: Record<string, unknown>) {
    const params = input<ListInput>(req);
    const page = pageOf(params);
    const { posts, total } = await blog.list({ audience: params.filter?.audience, ...scope }, { offset: page.offset, limit: page.size });
    sendPosts(req, res, posts, page, total, meta);
  }

  mount(router, [
    {
      method: 'get',
      path: '/blog_posts',
      access: 'anonymous',
      validate: listPostsValidators,
      handle: (req, res) => list(req, res, { tags: input<ListInput>(req).filter?.tag }),
    },
    {
      method: 'get',
      path: '/blog_posts/:id',
      access: 'anonymous',
      validate: showPostValidators,
      async handle(req, res) {
        const post = await blog.find(String(req.params.id));
        if (!post) throw new NotFoundError('Blog post not found');
        const lang = languageOf(req);
        res.json({ data: blogPostResource(post, lang, { body: true }), included: tagsOf([post], lang) });
      },
    },
    {
      // A reader's browser reports a view of the post's cached page. A view the rate limit leaves
      // uncounted is answered 204 like any other, never 429: there is nothing for the page to retry.
      method: 'post',
      path: '/blog_posts/:slug/views',
      access: 'anonymous',
      validate: countViewValidators,
      async handle(req, res) {
        await blog.countView(input<{ slug: string }>(req).slug, req.ip ?? 'unknown');
        res.status(204).end();
      },
    },
    {
      // A draft as its page will show it, for staff holding a signed, short-lived link: never
      // cached, never indexed, not counted as a view. A forged or expired link finds nothing.
      method: 'get',
      path: '/blog_previews/:slug',
      access: 'anonymous',
      validate: previewPostValidators,
      async handle(req, res) {
        const { slug, token } = input<{ slug: string; token: string }>(req);
        const post = await blogEditor.previewed(slug, token);
        if (!post) throw new NotFoundError('Blog post not found');
        const [withTags] = await blog.withTags([post]);
        const lang = languageOf(req);
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('X-Robots-Tag', 'noindex, nofollow');
        res.json({ data: blogPostResource(withTags, lang, { body: true }), included: tagsOf([withTags], lang) });
      },
    },
    {
      method: 'get',
      path: '/blog_tags/:tag/blog_posts',
      access: 'anonymous',
      validate: taggedPostsValidators,
      async handle(req, res) {
        const tag = await blog.tag(String(req.params.tag));
        if (!tag) throw new NotFoundError('Blog tag not found');
        await list(req, res, { tags: [tag.system_name] }, { tag: blogTagResource(tag, languageOf(req)) });
      },
    },
    {
      method: 'get',
      path: '/top_blog_posts',
      access: 'anonymous',
      validate: topPostsValidators,
      async handle(req, res) {
        const params = input<ListInput>(req);
        const { posts } = await blog.mostViewed({ audience: params.filter?.audience }, params.limit ?? TOP_POSTS);
        sendRanked(req, res, posts);
      },
    },
    {
      method: 'get',
      path: '/related_blog_posts',
      access: 'anonymous',
      validate: relatedPostsValidators,
      async handle(req, res) {
        const params = input<{ blog_post_id?: number; slug?: string; limit?: number }>(req);
        const post = await blog.find(String(params.blog_post_id ?? params.slug));
        if (!post) throw new NotFoundError('Blog post not found');
        sendRanked(req, res, await blog.related(post, params.limit ?? RELATED_POSTS));
      },
    },
  ]);
}
