import type { DeclaredEndpoint } from '../lib/http/endpoint.js';
import { components, listOf, one, ref, type Schema } from './schemas.js';
import type { Operation } from './operation.js';
import { applicantOperations } from './operations/applicants.js';
import { employerApplicantOperations } from './operations/employer-applicants.js';
import { employerOperations } from './operations/employers.js';
import { jobSubmissionOperations } from './operations/job-submissions.js';
import { submissionOperations } from './operations/submissions.js';
import { bodySchema, pathParameters, queryParameters } from './request-schemas.js';

/**
 * The OpenAPI 3.1 description of /api/v1, served at /api/v1/openapi.json. The test suite checks
 * that every public route is described and that real responses match these schemas. Request
 * bodies, path parameters and undocumented query parameters come from the endpoints' validators.
 */
const TOKENS: Schema = {
  type: 'object',
  required: ['csrf', 'access', 'access_expires_at', 'refresh', 'refresh_expires_at'],
  properties: { csrf: { type: 'string' }, access: { type: 'string' }, access_expires_at: { type: 'string' }, refresh: { type: 'string' }, refresh_expires_at: { type: 'string' } },
};
const SIGNED_IN: Schema = { ...TOKENS, required: [...(TOKENS.required as string[]), 'accountType', 'user'] };
const ACCOUNT: Schema = { type: 'object', required: ['id', 'email'] };
const PROFILE: Schema = { type: 'object', required: ['user'], properties: { user: ACCOUNT } };
/** The signed-in seeker with the resume kept in their account (null when none): what it is, never where it is stored. */
const CURRENT_USER: Schema = {
  type: 'object',
  required: ['user', 'resume'],
  properties: {
    user: ACCOUNT,
    resume: {
      type: ['object', 'null'],
      required: ['name', 'content_type', 'size', 'uploaded_at'],
      properties: { name: { type: 'string' }, content_type: { type: 'string' }, size: { type: 'integer' }, uploaded_at: { type: 'string', format: 'date-time' } },
    },
  },
};
const UNSUBSCRIBED: Schema = {
  type: 'object',
  required: ['data'],
  properties: { data: { type: 'object', required: ['type', 'attributes'], properties: { type: { const: 'newsletter_unsubscription' }, attributes: { type: 'object', required: ['unsubscribed'] } } } },
};
const MESSAGE: Schema = { type: 'object', required: ['message'], properties: { message: { type: 'string' } } };

const LIST = ['page', 'lang', 'q', 'sort', 'filter'] as const;

const operations: Operation[] = [
  { path: '/jobs', summary: 'Public jobs, newest first', ok: listOf('Job', 'CompanySummary'), params: [...LIST] },
  { path: '/searches/jobs', summary: 'Job search with facet counts (meta.facets)', ok: listOf('Job', 'CompanySummary'), params: [...LIST, 'facets'] },
  { path: '/jobs/{id}', summary: 'A public job by id or slug (410 when no longer available)', ok: one('Job', 'Company'), params: ['lang'] },
  { path: '/jobs/{slug}/related_jobs', summary: 'Jobs related by skills, seniority and location', ok: listOf('Job', 'CompanySummary'), params: ['lang'] },
  { path: '/jobs/{slug}/same_company_jobs', summary: 'The company’s other jobs', ok: listOf('Job', 'CompanySummary'), params: ['page', 'lang'] },
  { path: '/companies/{id}/jobs', summary: 'A company’s public jobs', ok: listOf('Job', 'CompanySummary'), params: ['page', 'lang', 'sort'] },
  { path: '/skills/{id}/jobs', summary: 'Jobs with a skill (or in a category)', ok: listOf('Job', 'CompanySummary'), params: ['page', 'lang', 'sort'] },
  { path: '/job_redirections/{slug}', summary: 'The apply destination (browsers are redirected)', ok: one('JobRedirection') },
  { path: '/companies', summary: 'Published companies', ok: listOf('Company'), params: [...LIST] },
  { path: '/searches/companies', summary: 'Company search with facet counts', ok: listOf('Company'), params: [...LIST] },
  { path: '/companies/{id}', summary: 'A company by id', ok: one('Company'), params: ['lang'] },
  { path: '/slug_companies/{slug}', summary: 'A company by slug', ok: one('Company'), params: ['lang'] },
  { path: '/companies/tags/{tag}', summary: 'Companies with a tag', ok: listOf('Company'), params: [...LIST] },
  { path: '/skills/{id}/companies', summary: 'Companies using a skill', ok: listOf('Company'), params: [...LIST] },
  { path: '/skill_companies/{id}', summary: 'Companies using a skill', ok: listOf('Company'), params: [...LIST] },
  { path: '/company_options', summary: 'Every published company, for form choices', ok: listOf('CompanyOption'), params: ['lang'] },
  { path: '/skills', summary: 'Skills', ok: listOf('Skill'), params: ['page', 'lang', 'q', 'filter'] },
  { path: '/skills/{id}', summary: 'A skill by id or system name', ok: one('Skill'), params: ['lang'] },
  { path: '/category_skills', summary: 'Job categories', ok: listOf('Skill'), params: ['lang'] },
  { path: '/subcategory_skills', summary: 'Job subcategories (category_id narrows)', ok: listOf('Skill'), params: ['lang'] },
  { path: '/locations', summary: 'Locations (Japan is id 1)', ok: listOf('Location'), params: ['lang'] },
  { path: '/blog_posts', summary: 'Published blog posts', ok: listOf('BlogPost', 'BlogTag'), params: ['page', 'lang', 'filter'] },
  { path: '/blog_posts/{id}', summary: 'A blog post by id or slug', ok: one('BlogPost', 'BlogTag'), params: ['lang'] },
  { method: 'post', path: '/blog_posts/{slug}/views', summary: 'Counts a reader’s view of a published post (once per address and post every 10 minutes; 204 either way)', ok: {}, status: 204 },
  { path: '/blog_previews/{slug}', summary: 'A draft for staff holding a signed, short-lived preview link (404 when forged or expired)', ok: one('BlogPost', 'BlogTag'), params: ['lang'] },
  { path: '/blog_tags/{tag}/blog_posts', summary: 'Posts with a tag', ok: listOf('BlogPost', 'BlogTag'), params: ['page', 'lang'] },
  { path: '/top_blog_posts', summary: 'Most read posts', ok: listOf('BlogPost', 'BlogTag'), params: ['lang'] },
  { path: '/related_blog_posts', summary: 'Posts related by tags', ok: listOf('BlogPost', 'BlogTag'), params: ['lang'] },
  { path: '/newsletters', summary: 'Published newsletter issues', ok: listOf('Newsletter'), params: ['page', 'lang'] },
  { path: '/newsletters/{id}', summary: 'A newsletter issue', ok: one('Newsletter'), params: ['lang'] },
  { method: 'post', path: '/newsletter_unsubscriptions', summary: 'One-click unsubscribe (RFC 8058) with the signed token of a newsletter e-mail; no sign-in', ok: UNSUBSCRIBED },
  { path: '/company_reviews', summary: 'Approved reviews of a company (company_id); meta.rating: their count and mean rating', ok: listOf('CompanyReview'), params: ['page'] },
  { path: '/company_experiences', summary: 'Approved experiences at a company (company_id)', ok: listOf('CompanyExperience'), params: ['page', 'filter'] },
  { path: '/about', summary: 'About copy', ok: one('Page'), params: ['lang'] },
  { path: '/resources', summary: 'Resources for seekers and employers', ok: one('Page'), params: ['lang'] },
  { path: '/prices', summary: 'Plans and terms', ok: one('PriceList'), params: ['lang'] },
  { path: '/counts', summary: 'Live counts (jobs, companies, subscribers, …)', ok: one('SiteCounts') },
  { path: '/user_existences/{email}', summary: 'Whether an account uses this e-mail (rate-limited)', ok: one('UserExistence') },
  { path: '/company_membership_code_employers/{code}', summary: 'The company a membership code joins', ok: one('CompanyMembership') },
  { path: '/landing_pages', summary: 'Every SEO landing page (sitemap)', ok: listOf('LandingPage'), params: ['lang'] },
  { path: '/sitemap_entries', summary: 'The public pages for the sitemap, by kind (20,000 a page: page[number] only)', ok: listOf('SitemapEntry') },
  { path: '/landing_pages/{path}', summary: 'An SEO landing page: filters and copy (301 for moved paths)', ok: one('LandingPage'), params: ['lang'] },
  { method: 'post', path: '/users', summary: 'Seeker signup; signs in', ok: SIGNED_IN, status: 201 },
  { method: 'post', path: '/sessions', summary: 'Seeker sign-in (passport-local)', ok: SIGNED_IN, status: 201 },
  { method: 'delete', path: '/sessions', summary: 'Sign out (also with an expired access token)', ok: {}, status: 204, signedIn: true },
  { method: 'post', path: '/employer_users', summary: 'Employer signup (company e-mail; membership code joins a company); e-mails a code', ok: SIGNED_IN, status: 201 },
  { method: 'post', path: '/employer_sessions', summary: 'Employer sign-in', ok: SIGNED_IN, status: 201 },
  { method: 'post', path: '/employer_confirmations', summary: 'Confirms an employer with the e-mailed code', ok: PROFILE, signedIn: true },
  { method: 'post', path: '/employer_confirmation_codes', summary: 'E-mails an unconfirmed employer a new code (3 an hour)', ok: MESSAGE, status: 202, signedIn: true },
  { method: 'post', path: '/refresh', summary: 'New tokens for a refresh token (rotated; reuse ends the session)', ok: TOKENS },
  { method: 'post', path: '/password_reset_tokens', summary: 'E-mails a reset link when the account exists (same answer either way)', ok: MESSAGE, status: 202 },
  { method: 'post', path: '/password_resets', summary: 'Sets a new password with a single-use token', ok: MESSAGE },
  { path: '/users/current', summary: 'The signed-in seeker and their saved resume', ok: CURRENT_USER, signedIn: true },
  { method: 'post', path: '/users/current', summary: 'Updates the signed-in seeker (new password: needs current_password)', ok: PROFILE, signedIn: true },
];

const PARAMETERS: Record<string, Schema[]> = {
  page: [
    { name: 'page[number]', in: 'query', schema: { type: 'integer', minimum: 1 } },
    { name: 'page[size]', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } },
  ],
  lang: [{ name: 'lang', in: 'query', description: 'jp for Japanese (missing text falls back to English, then "-")', schema: { enum: ['en', 'jp'] } }],
  q: [{ name: 'q', in: 'query', description: 'Free text: prefix and typo tolerant', schema: { type: 'string', maxLength: 200 } }],
  sort: [{ name: 'sort', in: 'query', schema: { type: 'string' } }],
  filter: [{ name: 'filter', in: 'query', style: 'deepObject', explode: true, description: 'filter[<field>]=a,b', schema: { type: 'object' } }],
  facets: [{ name: 'facets', in: 'query', description: 'Extra facets: skills, location, category, company', schema: { type: 'string' } }],
};

/** Resumes are PDF or DOCX, checked by their bytes whatever the part claims. */
const RESUME_ENCODING = { resume: { contentType: 'application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document' } };

/** The JSON body an endpoint's validators read, when they read one. */
function jsonRequestBody(endpoint: DeclaredEndpoint | undefined) {
  const schema = bodySchema(endpoint?.fields ?? []);
  if (!schema.properties) return {};
  return { requestBody: { required: Array.isArray(schema.required), content: { 'application/json': { schema } } } };
}

/** `endpoints`: the routes of /api/v1 as mounted, whose validators describe what requests carry. */
export function openApiDocument(serverUrl: string, endpoints: readonly DeclaredEndpoint[]) {
  const errors = { description: 'Error', content: { 'application/json': { schema: ref('Errors') } } };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of [...operations, ...submissionOperations, ...applicantOperations, ...jobSubmissionOperations, ...employerOperations, ...employerApplicantOperations]) {
    const method = op.method ?? 'get';
    const route = op.path.replace(/\{(\w+)\}/g, ':$1');
    const endpoint = endpoints.find((e) => e.method === method && e.path === route);
    const fields = endpoint?.fields ?? [];
    const documented = (op.params ?? []).flatMap((p) => PARAMETERS[p]);
    (paths[op.path] ??= {})[method] = {
      summary: op.summary,
      security: op.signedIn ? [{ bearer: [] }] : [],
      parameters: [...pathParameters(op.path, fields), ...documented, ...queryParameters(fields, documented.map((p) => String(p.name)))],
      ...(op.form ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: op.form, encoding: RESUME_ENCODING } } } } : jsonRequestBody(endpoint)),
      responses: {
        [op.status ?? 200]: { description: 'OK', content: { 'application/json': { schema: op.ok } } },
        400: errors,
        401: errors,
        404: errors,
        422: errors,
        429: errors,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Shigoto API', version: '1', description: 'The API of Shigoto, the job board for tech jobs in Japan. JSON:API documents for reads.' },
    servers: [{ url: `${serverUrl}/api/v1` }],
    paths,
    components: { schemas: components, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  };
}
