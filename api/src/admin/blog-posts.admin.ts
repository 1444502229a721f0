import type { Router } from 'express';
import { body, param } from 'express-validator';
import { Op, type WhereOptions } from 'sequelize';
import type { Rows } from '@shigoto/db';
import { BLOG_AUDIENCES } from '@shigoto/db/enums';
import { renderMarkdown } from '@shigoto/db/markdown';
import type { AppContext } from '../context.js';
import { input, mount } from '../lib/http/endpoint.js';
import { imageUrl, markdownText } from '../lib/http/validators.js';
import { like } from '../lib/sql.js';
import type { BlogPostForm, BlogPostStatus } from '../modules/blog/blog-editor.service.js';
import { raListParams, raListValidators, raPage, sendRaList } from './ra.js';

const SORTABLE = ['id', 'title', 'slug', 'published_at', 'publish_at', 'created_at', 'updated_at', 'view_count'] as const;
const MARKDOWN_MAX = 200_000;

const STATUS_WHERE: Record<BlogPostStatus, WhereOptions> = {
  draft: { published: false, publish_at: null },
  scheduled: { published: false, publish_at: { [Op.ne]: null } },
  published: { published: true },
};

const idParam = () => param('id').isInt({ min: 1 }).toInt();
const optionalText = (field: string, max: number) =>
  body(field).optional({ values: 'null' }).isString().withMessage('must be text').isLength({ max }).withMessage(`must be at most ${max} characters`);

/** The post fields an editor sends; `required` on create, optional on a (whole-record) update. */
function postValidators(required: boolean) {
  const presence = (field: string) => (required ? body(field).exists({ values: 'falsy' }).withMessage('is required') : body(field).optional());
  return [
    presence('slug').isString().matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).withMessage('must be lower-case letters, digits and single hyphens').isLength({ max: 200 }).withMessage('must be at most 200 characters'),
    presence('title').isString().trim().notEmpty().withMessage('is required').isLength({ max: 250 }).withMessage('must be at most 250 characters'),
    body('audience').optional().isIn(BLOG_AUDIENCES).withMessage(`must be one of: ${BLOG_AUDIENCES.join(', ')}`),
    optionalText('title_ja', 250),
    optionalText('excerpt', 1000),
    optionalText('excerpt_ja', 1000),
    markdownText('body_markdown', { max: MARKDOWN_MAX, images: true }),
    markdownText('body_markdown_ja', { max: MARKDOWN_MAX, images: true }),
    optionalText('author_name', 120),
    imageUrl('cover_image_url'),
    // null is kept (not dropped as absent): it takes a library cover off the post.
    body('cover_media_id')
      .optional()
      .custom((value) => value === null || (Number.isInteger(Number(value)) && Number(value) >= 1))
      .withMessage('must be a media id')
      .customSanitizer((value) => (value === null ? null : Number(value))),
    body('tag_ids').optional().isArray({ max: 50 }).withMessage('must be a list of tag ids'),
    body('tag_ids.*').isInt({ min: 1 }).withMessage('must be a tag id').toInt(),
    body('published').optional().isBoolean({ strict: true }).withMessage('must be true or false'),
    body('publish_at').optional({ values: 'null' }).isISO8601().withMessage('must be a date and time').toDate(),
  ];
}

/** Empty optional texts are stored as nothing. */
function formOf(values: BlogPostForm & Record<string, unknown>): BlogPostForm {
  const form = { ...values } as Record<string, unknown>;
  for (const field of ['title_ja', 'excerpt', 'excerpt_ja', 'body_markdown_ja', 'cover_image_url', 'author_name']) {
    if (form[field] === '') form[field] = null;
  }
  delete form.id;
  return form as BlogPostForm;
}

/** Blog posts for editors: written in Markdown, published now or at a set time, previewed on the site. */
export function blogPostsAdminRoutes(ctx: AppContext, router: Router): void {
  const { BlogPost } = ctx.db.models;
  const { blogEditor } = ctx.services;

  mount(router, [
    {
      method: 'get',
      path: '/blog_posts',
      access: 'staff:editor',
      validate: raListValidators(SORTABLE),
      async handle(req, res) {
        const params = raListParams(req, ['updated_at', 'DESC']);
        const f = params.filter as { q?: string; audience?: string; published?: boolean; status?: string; tag_id?: number; id?: number[] };
        const and: WhereOptions[] = [];
        if (typeof f.q === 'string' && f.q) and.push({ [Op.or]: [{ title: like(f.q) }, { title_ja: like(f.q) }, { slug: like(f.q) }] });
        if (typeof f.audience === 'string') and.push({ audience: f.audience });
        if (typeof f.published === 'boolean') and.push({ published: f.published });
        if (typeof f.status === 'string' && Object.hasOwn(STATUS_WHERE, f.status)) and.push(STATUS_WHERE[f.status as BlogPostStatus]);
        if (Array.isArray(f.id)) and.push({ id: f.id.filter(Number.isInteger) });
        const { rows, count } = await BlogPost.findAndCountAll({
          // The list shows no bodies: they can be long.
          attributes: { exclude: ['body', 'body_ja', 'body_markdown', 'body_markdown_ja'] },
          where: { [Op.and]: and },
          include: Number.isInteger(f.tag_id) ? [{ association: 'tags', attributes: [], where: { id: f.tag_id }, through: { attributes: [] } }] : [],
          distinct: true,
          col: 'id',
          ...raPage(params),
        });
        const posts = await blogEditor.editorRecords(rows.map((r) => r.get({ plain: true }) as Rows['BlogPost']));
        sendRaList(res, 'blog_posts', params, posts, count);
      },
    },
    {
      // The console's live preview: the editor's Markdown through the renderer the site's HTML comes from.
      method: 'post',
      path: '/blog_posts/render',
      access: 'staff:editor',
      validate: [body('markdown').isString().withMessage('must be text').isLength({ max: MARKDOWN_MAX }).withMessage(`must be at most ${MARKDOWN_MAX} characters`)],
      handle: (req, res) => res.json({ html: renderMarkdown(input<{ markdown: string }>(req).markdown) }),
    },
    {
      method: 'get',
      path: '/blog_posts/:id',
      access: 'staff:editor',
      validate: [idParam()],
      handle: async (req, res) => res.json(await blogEditor.record(Number(req.params.id))),
    },
    {
      method: 'get',
      path: '/blog_posts/:id/preview_link',
      access: 'staff:editor',
      validate: [idParam()],
      handle: async (req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json(await blogEditor.previewLink(Number(req.params.id), ctx.config.publicUrl));
      },
    },
    {
      method: 'post',
      path: '/blog_posts',
      access: 'staff:editor',
      validate: postValidators(true),
      handle: async (req, res) => res.status(201).json(await blogEditor.create(req.account!, formOf(input(req)))),
    },
    {
      method: 'put',
      path: '/blog_posts/:id',
      access: 'staff:editor',
      validate: [idParam(), ...postValidators(false)],
      async handle(req, res) {
        const { id, ...values } = input<BlogPostForm & { id: number }>(req);
        res.json(await blogEditor.update(req.account!, id, formOf(values)));
      },
    },
    {
      method: 'delete',
      path: '/blog_posts/:id',
      access: 'staff:editor',
      validate: [idParam()],
      handle: async (req, res) => res.json(await blogEditor.remove(req.account!, Number(req.params.id))),
    },
  ]);
}
