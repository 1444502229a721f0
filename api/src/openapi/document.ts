import { ACCESS_COOKIE } from '@shigoto/db/access-cookie';
import type { DeclaredEndpoint } from '../lib/http/endpoint.js';
import { JSON_API_MEDIA_TYPE } from '../lib/http/jsonapi.js';
import { components, integer, listOf, metaOnly, object, one, ref, string, type Schema } from './schemas.js';
import type { Operation } from './operation.js';
import { applicantOperations } from './operations/applicants.js';
import { employerApplicantOperations } from './operations/employer-applicants.js';
import { employerOperations } from './operations/employers.js';
import { jobSubmissionOperations } from './operations/job-submissions.js';
import { submissionOperations } from './operations/submissions.js';
import { accountUpdate } from './account-documents.js';
import { bodySchema, pathParameters, queryParameters } from './request-schemas.js';

/**
 * The OpenAPI 3.1 description of /api/v1, served at /api/v1/openapi.json. The test suite checks
 * that every route is described and that real answers match these schemas exactly. Request
 * bodies, path parameters and undocumented query parameters come from the endpoints' validators;
 * the statuses an operation answers come from its declaration (who may call it, its validators,
 * its rate limits, its path parameters) and what its service adds (`also`).
 */
const signedIn = (data: string, options: { included?: string } = {}) => one(data, { ...options, meta: { ...ref('Tokens'), description: 'The session started for this device' } });
const message = metaOnly(ref('Message'));
const listTotal = object({ total: { type: 'integer' } });
const tagListMeta = object({ total: integer, page: integer, per_page: integer, total_pages: integer, tag: { ...ref('BlogTag'), description: 'The tag itself' } });
const reviewListMeta = object({
  total: integer,
  page: integer,
  per_page: integer,
  total_pages: integer,
  rating: { ...object({ count: integer, average: { type: ['number', 'null'] } }), description: 'Every approved review’s rating, counted and averaged' },
});
const GONE = { 410: 'The job is no longer available ("This job is no longer available.")' };
const INVALID_LOGIN = { 401: 'Invalid e-mail or password' };

const LIST = ['page', 'lang', 'q', 'sort', 'filter'] as const;

const operations: Operation[] = [
  { operationId: 'listJobs', path: '/jobs', summary: 'Public jobs, newest first', ok: listOf('Job', { included: 'CompanySummary' }), params: [...LIST] },
  { operationId: 'searchJobs', path: '/searches/jobs', summary: 'Job search with facet counts (meta.facets)', ok: listOf('Job', { included: 'CompanySummary' }), params: [...LIST, 'facets'] },
  { operationId: 'getJob', path: '/jobs/{id}', summary: 'A public job by id or slug, with its details, requirements, benefits and raw_content', ok: one('Job', { included: 'Company' }), params: ['lang'], also: GONE },
  { operationId: 'listRelatedJobs', path: '/jobs/{slug}/related_jobs', summary: 'Jobs related by skills, seniority and location', ok: listOf('Job', { included: 'CompanySummary' }), params: ['lang'], also: GONE },
  { operationId: 'listSameCompanyJobs', path: '/jobs/{slug}/same_company_jobs', summary: 'The company’s other jobs', ok: listOf('Job', { included: 'CompanySummary' }), params: ['page', 'lang'], also: GONE },
  { operationId: 'listCompanyJobs', path: '/companies/{id}/jobs', summary: 'A company’s public jobs', ok: listOf('Job', { included: 'CompanySummary' }), params: ['page', 'lang', 'sort'] },
  { operationId: 'listSkillJobs', path: '/skills/{id}/jobs', summary: 'Jobs with a skill (or in a category)', ok: listOf('Job', { included: 'CompanySummary' }), params: ['page', 'lang', 'sort'] },
  {
    operationId: 'getJobRedirection',
    path: '/job_redirections/{slug}',
    summary: 'The apply destination: browsers (Accept: text/html) are redirected, API clients get the URL',
    ok: one('JobRedirection'),
    also: { ...GONE, 302: { description: 'To the application link (with source=shigoto) or the e-mail application page, for browsers', headers: { Location: string } } },
  },
  { operationId: 'listCompanies', path: '/companies', summary: 'Published companies', ok: listOf('Company'), params: [...LIST] },
  { operationId: 'searchCompanies', path: '/searches/companies', summary: 'Company search with facet counts', ok: listOf('Company'), params: [...LIST] },
  { operationId: 'getCompany', path: '/companies/{id}', summary: 'A company by id', ok: one('Company'), params: ['lang'] },
  { operationId: 'getCompanyBySlug', path: '/slug_companies/{slug}', summary: 'A company by slug', ok: one('Company'), params: ['lang'] },
  { operationId: 'listTagCompanies', path: '/companies/tags/{tag}', summary: 'Companies with a tag', ok: listOf('Company'), params: [...LIST] },
  { operationId: 'listSkillCompanies', path: '/skills/{id}/companies', summary: 'Companies using a skill', ok: listOf('Company'), params: [...LIST] },
  { operationId: 'listSkillCompaniesById', path: '/skill_companies/{id}', summary: 'Companies using a skill', ok: listOf('Company'), params: [...LIST] },
  { operationId: 'listCompanyOptions', path: '/company_options', summary: 'Every published company, for form choices', ok: listOf('CompanyOption', { meta: listTotal }), params: ['lang'] },
  { operationId: 'listSkills', path: '/skills', summary: 'Skills', ok: listOf('Skill'), params: ['page', 'lang', 'q', 'filter'] },
  { operationId: 'getSkill', path: '/skills/{id}', summary: 'A skill by id or system name', ok: one('Skill'), params: ['lang'] },
  { operationId: 'listCategorySkills', path: '/category_skills', summary: 'Job categories', ok: listOf('Skill', { meta: listTotal }), params: ['lang'] },
  { operationId: 'listSubcategorySkills', path: '/subcategory_skills', summary: 'Job subcategories (category_id narrows)', ok: listOf('Skill', { meta: listTotal }), params: ['lang'] },
  { operationId: 'listLocations', path: '/locations', summary: 'Locations (Japan is id 1)', ok: listOf('Location', { meta: listTotal }), params: ['lang'] },
  { operationId: 'listBlogPosts', path: '/blog_posts', summary: 'Published blog posts', ok: listOf('BlogPost', { included: 'BlogTag' }), params: ['page', 'lang', 'filter'] },
  { operationId: 'getBlogPost', path: '/blog_posts/{id}', summary: 'A blog post by id or slug, with its body', ok: one('BlogPost', { included: 'BlogTag' }), params: ['lang'] },
  { operationId: 'countBlogPostView', method: 'post', path: '/blog_posts/{slug}/views', summary: 'Counts a reader’s view of a published post (once per address and post every 10 minutes; 204 either way)', status: 204 },
  { operationId: 'previewBlogPost', path: '/blog_previews/{slug}', summary: 'A draft for staff holding a signed, short-lived preview link (404 when forged or expired)', ok: one('BlogPost', { included: 'BlogTag' }), params: ['lang'] },
  { operationId: 'listTagBlogPosts', path: '/blog_tags/{tag}/blog_posts', summary: 'Posts with a tag', ok: listOf('BlogPost', { included: 'BlogTag', meta: tagListMeta }), params: ['page', 'lang'] },
  { operationId: 'listTopBlogPosts', path: '/top_blog_posts', summary: 'Most read posts', ok: listOf('BlogPost', { included: 'BlogTag' }), params: ['lang'] },
  { operationId: 'listRelatedBlogPosts', path: '/related_blog_posts', summary: 'Posts related by tags', ok: listOf('BlogPost', { included: 'BlogTag' }), params: ['lang'] },
  { operationId: 'listNewsletters', path: '/newsletters', summary: 'Published newsletter issues', ok: listOf('Newsletter'), params: ['page', 'lang'] },
  { operationId: 'getNewsletter', path: '/newsletters/{id}', summary: 'A newsletter issue, with its intro, jobs and articles', ok: one('Newsletter'), params: ['lang'] },
  {
    operationId: 'unsubscribeFromNewsletter',
    method: 'post',
    path: '/newsletter_unsubscriptions',
    summary: 'One-click unsubscribe (RFC 8058) with the signed token of a newsletter e-mail; no sign-in',
    ok: metaOnly(object({ unsubscribed: { const: true } })),
  },
  {
    operationId: 'listCompanyReviews',
    path: '/company_reviews',
    summary: 'Approved reviews of a company (company_id); meta.rating: their count and mean rating',
    ok: listOf('CompanyReview', { meta: reviewListMeta }),
    params: ['page'],
    also: { 404: 'No such company' },
  },
  { operationId: 'listCompanyExperiences', path: '/company_experiences', summary: 'Approved experiences at a company (company_id)', ok: listOf('CompanyExperience'), params: ['page', 'filter'], also: { 404: 'No such company' } },
  { operationId: 'getAbout', path: '/about', summary: 'About copy', ok: one('AboutPage'), params: ['lang'] },
  { operationId: 'getResources', path: '/resources', summary: 'Resources for seekers and employers', ok: one('ResourcesPage'), params: ['lang'] },
  { operationId: 'getPrices', path: '/prices', summary: 'Plans and terms', ok: one('PriceList'), params: ['lang'] },
  { operationId: 'getCounts', path: '/counts', summary: 'Live counts (jobs, companies, subscribers, …)', ok: one('SiteCounts') },
  {
    operationId: 'getSalaryGuide',
    path: '/salary_guide',
    summary: 'Advertised salaries of the public jobs (median, middle half, range, postings) overall and by role, seniority, Japanese level, remote level and place; no figure from fewer than minimum_postings',
    ok: one('SalaryGuide'),
    params: ['lang'],
  },
  { operationId: 'getUserExistence', path: '/user_existences/{email}', summary: 'Whether an account uses this e-mail (rate-limited)', ok: one('UserExistence') },
  { operationId: 'getCompanyMembership', path: '/company_membership_code_employers/{code}', summary: 'The company a membership code joins', ok: one('CompanyMembership') },
  { operationId: 'listLandingPages', path: '/landing_pages', summary: 'Every SEO landing page (sitemap)', ok: listOf('LandingPage', { meta: listTotal }), params: ['lang'] },
  { operationId: 'listSitemapEntries', path: '/sitemap_entries', summary: 'The public pages for the sitemap, by kind (20,000 a page: page[number] only)', ok: listOf('SitemapEntry'), params: ['page'] },
  {
    operationId: 'getLandingPage',
    path: '/landing_pages/{path}',
    summary: 'An SEO landing page: filters and copy',
    ok: one('LandingPage'),
    params: ['lang'],
    also: { 301: { description: 'The page moved: Location names its new path', schema: one('LandingPageRedirect'), headers: { Location: string } } },
  },
  { operationId: 'signUpSeeker', method: 'post', path: '/users', summary: 'Seeker signup; signs in', ok: signedIn('User'), status: 201 },
  { operationId: 'signInSeeker', method: 'post', path: '/sessions', summary: 'Seeker sign-in (passport-local)', ok: signedIn('User'), status: 201, also: INVALID_LOGIN },
  { operationId: 'signOut', method: 'delete', path: '/sessions', summary: 'Sign out (also with an expired access token)', status: 204, signedIn: true },
  {
    operationId: 'signUpEmployer',
    method: 'post',
    path: '/employer_users',
    summary: 'Employer signup (company e-mail; membership code joins a company); e-mails a code',
    ok: signedIn('Employer'),
    status: 201,
  },
  { operationId: 'signInEmployer', method: 'post', path: '/employer_sessions', summary: 'Employer sign-in', ok: signedIn('Employer'), status: 201, also: INVALID_LOGIN },
  { operationId: 'confirmEmployer', method: 'post', path: '/employer_confirmations', summary: 'Confirms an employer with the e-mailed code', ok: one('Employer'), signedIn: true },
  {
    operationId: 'resendEmployerConfirmationCode',
    method: 'post',
    path: '/employer_confirmation_codes',
    summary: 'E-mails an unconfirmed employer a new code (3 an hour)',
    ok: message,
    status: 202,
    signedIn: true,
    also: { 422: 'Already confirmed' },
  },
  {
    operationId: 'refreshSession',
    method: 'post',
    path: '/refresh',
    summary: 'New tokens for a refresh token (rotated; reuse ends the session)',
    ok: metaOnly(ref('Tokens')),
    also: { 401: 'The refresh token is not valid, expired or was used before' },
  },
  { operationId: 'requestPasswordReset', method: 'post', path: '/password_reset_tokens', summary: 'E-mails a reset link when the account exists (same answer either way)', ok: message, status: 202 },
  { operationId: 'resetPassword', method: 'post', path: '/password_resets', summary: 'Sets a new password with a single-use token', ok: message },
  { operationId: 'getCurrentUser', path: '/users/current', summary: 'The signed-in seeker and the resume kept in the account', ok: one('CurrentUser', { included: 'Resume' }), signedIn: true },
  { operationId: 'updateCurrentUser', method: 'post', path: '/users/current', summary: 'Updates the signed-in seeker (new password: needs current_password)', ok: accountUpdate('User'), signedIn: true },
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
  const content = { schema };
  return { requestBody: { required: Array.isArray(schema.required), content: { 'application/json': content, [JSON_API_MEDIA_TYPE]: content } } };
}

/** JSON answers come as application/json, or as the JSON:API media type to clients that ask for it. */
const json = (schema: Schema) => ({ 'application/json': { schema }, [JSON_API_MEDIA_TYPE]: { schema } });

const errorAnswer = (description: string, schema = ref('Errors')) => ({ description, content: json(schema) });

/**
 * Every status an operation can answer: its success; 304 for a GET (answers carry an ETag); 400
 * for anyone (a malformed body or query, `include`); 401 and 403 where the caller must be signed
 * in as someone (401 also for any write sent with the session cookie but without its CSRF token);
 * 404 where the path names a record; 406 and 415 for foreign JSON:API media type parameters; 413
 * for a body too large; 422 where validators or the service refuse input; 429 behind a rate
 * limit; 500 for the unexpected; and what the operation adds (`also`).
 */
function responsesOf(op: Operation, method: string, endpoint: DeclaredEndpoint | undefined) {
  const success = op.status ?? 200;
  const anonymous = endpoint?.access.includes('anonymous') ?? !op.signedIn;
  const responses: Record<string, unknown> = {
    [success]: op.produces
      ? { description: 'The file', content: Object.fromEntries(op.produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) }
      : op.ok
        ? { description: 'OK', content: json(op.ok) }
        : { description: 'No content' },
  };
  if (method === 'get') responses[304] = { description: 'Not modified: the answer carries the ETag the request named (If-None-Match)' };
  responses[400] = errorAnswer('Bad request: a malformed body, query or path, or an unsupported include');
  if (!anonymous || method !== 'get') responses[401] = errorAnswer(anonymous ? 'The session cookie was sent without its X-CSRF-Token' : 'Not signed in, or the credentials are gone');
  if (!anonymous) responses[403] = errorAnswer('Signed in as someone this call is not for (an unconfirmed employer: confirm the e-mailed code first)');
  if (op.path.includes('{')) responses[404] = errorAnswer('No such record (another company’s answers 404 too)');
  responses[406] = errorAnswer('Accept names the JSON:API media type only with parameters other than ext and profile');
  if (method !== 'get') {
    responses[413] = errorAnswer('The body is too large');
    responses[415] = errorAnswer('The body’s JSON:API media type has parameters other than ext and profile');
  }
  if (endpoint?.fields.length || op.form) {
    responses[422] = endpoint?.fieldErrors === 'by-field' ? errorAnswer('Refused fields, keyed by field', ref('FieldErrors')) : errorAnswer('Refused input, field by field');
  }
  if (endpoint?.rateLimited) responses[429] = { ...errorAnswer('Too many requests (Retry-After says when to try again)'), headers: { 'Retry-After': { schema: { type: 'integer' } } } };
  responses[500] = errorAnswer('System error occurred');
  responses[503] = { ...errorAnswer('The database cannot be reached for a moment; nothing was refused, send it again (Retry-After says when)'), headers: { 'Retry-After': { schema: { type: 'integer' } } } };
  for (const [status, extra] of Object.entries(op.also ?? {})) {
    const { description, schema, headers } = typeof extra === 'string' ? { description: extra } : extra;
    const existing = responses[status] as { description: string } | undefined;
    responses[status] = schema
      ? { description, content: json(schema), ...(headers ? { headers: Object.fromEntries(Object.entries(headers).map(([name, s]) => [name, { schema: s }])) } : {}) }
      : status.startsWith('3')
        ? { description, ...(headers ? { headers: Object.fromEntries(Object.entries(headers).map(([name, s]) => [name, { schema: s }])) } : {}) }
        : errorAnswer(existing ? `${existing.description}; ${description}` : description);
  }
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)));
}

export const allOperations: readonly Operation[] = [
  ...operations,
  ...submissionOperations,
  ...applicantOperations,
  ...jobSubmissionOperations,
  ...employerOperations,
  ...employerApplicantOperations,
];

/** `endpoints`: the routes of /api/v1 as mounted, whose declarations describe what requests carry and what they may be answered. */
export function openApiDocument(serverUrl: string, endpoints: readonly DeclaredEndpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of allOperations) {
    const method = op.method ?? 'get';
    const route = op.path.replace(/\{(\w+)\}/g, ':$1');
    const endpoint = endpoints.find((e) => e.method === method && e.path === route);
    const fields = endpoint?.fields ?? [];
    const documented = (op.params ?? []).flatMap((p) => PARAMETERS[p]);
    (paths[op.path] ??= {})[method] = {
      operationId: op.operationId,
      summary: op.summary,
      security: op.signedIn ? [{ bearer: [] }, { cookie: [] }] : [],
      parameters: [...pathParameters(op.path, fields), ...documented, ...queryParameters(fields, documented.map((p) => String(p.name)))],
      ...(op.form ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: op.form, encoding: RESUME_ENCODING } } } } : jsonRequestBody(endpoint)),
      responses: responsesOf(op, method, endpoint),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Shigoto API',
      version: '1',
      description:
        'The API of Shigoto, the job board for tech jobs in Japan. Answers are JSON:API 1.1 documents (data or meta at the top, related resources in included) sent as application/json, or as application/vnd.api+json to clients that ask for it; requests may be sent in either. Failures are JSON:API error documents, except where an operation says otherwise. The related resources of an answer are always included; include is refused (400).',
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The access token of a sign-in' },
        cookie: { type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE, description: 'The access token as a cookie; writes then need the X-CSRF-Token header' },
      },
    },
  };
}
