import type { Router } from 'express';
import { body, param, query } from 'express-validator';
import type { Language } from '@shigoto/db/enums';
import type { AppContext } from '../context.js';
import { input, mount, type Endpoint } from '../lib/http/endpoint.js';
import { markdownText } from '../lib/http/validators.js';
import { limitsFor } from '../lib/rate-limit/index.js';
import type { IssueInput } from '../modules/newsletters/newsletter-issues.service.js';
import { raListParams, raListValidators, sendRaList } from './ra.js';

const SORTABLE = ['id', 'subject', 'sent_at', 'created_at', 'updated_at'] as const;
const MAX_PICKS = 30;

const idParam = param('id').isInt({ min: 1 }).withMessage('must be a newsletter id').toInt();
const optionalText = (field: string, max: number) =>
  body(field).optional({ values: 'null' }).isString().withMessage('must be text').isLength({ max }).withMessage(`must be at most ${max} characters`);
const idList = (field: string) =>
  body(field)
    .optional()
    .isArray({ max: MAX_PICKS })
    .withMessage(`must be a list of at most ${MAX_PICKS} ids`)
    .custom((ids: unknown[]) => ids.every((id) => Number.isInteger(id) && (id as number) > 0))
    .withMessage('must be a list of ids');

const issueValidators = [
  body('subject').isString().withMessage('is required').trim().notEmpty().withMessage('is required').isLength({ max: 250 }).withMessage('must be at most 250 characters'),
  optionalText('subject_ja', 250),
  markdownText('body', { max: 20_000, images: false }),
  markdownText('body_ja', { max: 20_000, images: false }),
  idList('job_ids'),
  idList('blog_post_ids'),
  body('published').optional().isBoolean({ strict: true }).withMessage('must be true or false'),
];

function issueInput(values: Partial<IssueInput>): IssueInput {
  const blank = (text: string | null | undefined) => (text && text.trim() ? text : null);
  return {
    subject: values.subject!,
    subject_ja: blank(values.subject_ja),
    body: blank(values.body),
    body_ja: blank(values.body_ja),
    job_ids: values.job_ids ?? [],
    blog_post_ids: values.blog_post_ids ?? [],
    published: values.published ?? false,
  };
}

/** Reads the picker filters of ra-data-simple-rest: `q` to search, `id` for the picked ones. */
function pickerFilter(filter: Record<string, unknown>) {
  const ids = Array.isArray(filter.id) ? filter.id.filter((id): id is number => Number.isInteger(id)) : undefined;
  return { q: typeof filter.q === 'string' && filter.q.trim() ? filter.q.trim() : undefined, ids };
}

/** The language an editor reads an issue's e-mail in (a preview, a test copy): `jp` (or `ja`) or English. */
const emailLanguageRule = (source: typeof query | typeof body) => source('lang').optional().isIn(['en', 'jp', 'ja']).withMessage('must be en or jp');
const emailLanguage = (asked: string | undefined): Language => (asked === 'jp' || asked === 'ja' ? 'jp' : 'en');

/**
 * Newsletter issues for editors: compose (texts, picked jobs and articles), preview the e-mail,
 * publish, send a test copy to oneself, and send to every subscriber with pause, resume and a
 * retry of failed deliveries.
 */
export function newslettersAdminRoutes(ctx: AppContext, router: Router): void {
  const { newsletterIssues: issues, newsletterSends: sends } = ctx.services;
  // Test copies go to the caller's own inbox: a few an hour each, so a loop cannot flood it.
  const testSendLimit = limitsFor(ctx.rateLimiter)('newsletter-test-send', 10, 3600, { key: (req) => `staff:${req.account!.id}` });
  mount(router, [
    {
      method: 'get',
      path: '/newsletters',
      access: 'staff:editor',
      validate: raListValidators(SORTABLE),
      async handle(req, res) {
        const params = raListParams(req, ['id', 'DESC']);
        const [start, end] = params.range;
        const { q } = pickerFilter(params.filter);
        const { issues: rows, total } = await issues.list({ q, offset: start, limit: end - start + 1, sort: params.sort });
        sendRaList(res, 'newsletters', params, rows, total);
      },
    },
    {
      method: 'get',
      path: '/newsletters/:id',
      access: 'staff:editor',
      validate: [idParam],
      handle: async (req, res) => res.json(await issues.get(input<{ id: number }>(req).id)),
    },
    {
      method: 'post',
      path: '/newsletters',
      access: 'staff:editor',
      validate: issueValidators,
      async handle(req, res) {
        const issue = await issues.create(req.account!, issueInput(input<Partial<IssueInput>>(req)));
        res.status(201).json(await issues.get(issue.id));
      },
    },
    {
      method: 'put',
      path: '/newsletters/:id',
      access: 'staff:editor',
      validate: [idParam, ...issueValidators],
      async handle(req, res) {
        const { id, ...values } = input<Partial<IssueInput> & { id: number }>(req);
        await issues.update(req.account!, id, issueInput(values));
        res.json(await issues.get(id));
      },
    },
    {
      // The e-mail exactly as a subscriber who wants every kind of job gets it.
      method: 'get',
      path: '/newsletters/:id/preview',
      access: 'staff:editor',
      validate: [
        idParam,
        emailLanguageRule(query),
        query('format').optional().isIn(['html', 'text']).withMessage('must be html or text'),
      ],
      async handle(req, res) {
        const { id, lang: asked, format } = input<{ id: number; lang?: string; format?: string }>(req);
        const email = await sends.preview(id, emailLanguage(asked));
        res.setHeader('X-Email-Subject', encodeURIComponent(email.subject));
        // The preview is shown in a sandboxed frame; nothing in it may run.
        res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; sandbox");
        if (format === 'text') res.type('text/plain; charset=utf-8').send(email.text);
        else res.type('text/html; charset=utf-8').send(email.html);
      },
    },
    {
      method: 'get',
      path: '/newsletters/:id/send',
      access: 'staff:editor',
      validate: [idParam],
      async handle(req, res) {
        res.setHeader('Cache-Control', 'no-store');
        res.json(await sends.progress(input<{ id: number }>(req).id));
      },
    },
    {
      method: 'post',
      path: '/newsletters/:id/send',
      access: 'staff:editor',
      validate: [idParam, body('action').optional().isIn(['start', 'pause', 'resume', 'retry_failed']).withMessage('must be start, pause, resume or retry_failed')],
      async handle(req, res) {
        const { id, action = 'start' } = input<{ id: number; action?: 'start' | 'pause' | 'resume' | 'retry_failed' }>(req);
        const account = req.account!;
        if (action === 'start') await sends.start(account, id);
        else if (action === 'pause') await sends.pause(account, id);
        else if (action === 'resume') await sends.resume(account, id);
        else await sends.retryFailed(account, id);
        res.json(await sends.progress(id));
      },
    },
    {
      // A test copy of the subscriber's e-mail to the signed-in staff member's own address.
      method: 'post',
      path: '/newsletters/:id/test_send',
      access: 'staff:editor',
      validate: [idParam, emailLanguageRule(body)],
      limits: [testSendLimit],
      async handle(req, res) {
        const { id, lang: asked } = input<{ id: number; lang?: string }>(req);
        const { sent_to } = await sends.testSend(req.account!, id, emailLanguage(asked));
        res.status(202).json({ id, sent_to });
      },
    },
    // Pickers for the issue form (ra-data-simple-rest lists): jobs on the board and published posts.
    ...(
      [
        ['newsletter_jobs', issues.pickableJobs],
        ['newsletter_blog_posts', issues.pickablePosts],
      ] as const
    ).map(([resource, pickable]): Endpoint => ({
      method: 'get',
      path: `/${resource}`,
      access: 'staff:editor',
      validate: raListValidators(['published_at']),
      async handle(req, res) {
        const params = raListParams(req, ['published_at', 'DESC']);
        const [start, end] = params.range;
        const { rows, total } = await pickable({ ...pickerFilter(params.filter), offset: start, limit: end - start + 1 });
        sendRaList(res, resource, params, rows, total);
      },
    })),
  ]);
}
