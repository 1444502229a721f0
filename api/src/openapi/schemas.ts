import {
  APPLICANT_JAPANESE_LEVELS,
  APPLICANT_USER_STATES,
  BLOG_AUDIENCES,
  CANDIDATE_LOCATIONS,
  COMPANY_SIZE_BANDS,
  EMPLOYMENT_STATUSES,
  CONTRACT_LANGUAGES,
  EMPLOYMENT_TYPES,
  ENGLISH_LEVELS,
  EXPERIENCE_KINDS,
  HIRE_CONTRACT_TYPES,
  JAPANESE_LEVELS,
  JOB_APPROVAL_STATES,
  LANGUAGES,
  MODERATION_STATES,
  PLAN_TERMS,
  PLANS,
  REMOTE_LEVELS,
  SENIORITY_LEVELS,
  SKILL_TYPES,
  SPAM_STRICTNESS,
} from '@shigoto/db/enums';
import { SUBMISSION_ATTRIBUTES, type SubmissionType } from '../modules/submissions/submissions.serializer.js';

/**
 * JSON Schema pieces for the OpenAPI description of /api/v1: every resource with every attribute
 * the serializers write (the contract test refuses any attribute not named here), and the
 * JSON:API documents they travel in.
 */
export type Schema = Record<string, unknown>;

const nullable = (schema: Schema): Schema => (schema.enum ? { enum: [...(schema.enum as unknown[]), null] } : { ...schema, type: [schema.type as string, 'null'] });
export const string: Schema = { type: 'string' };
export const integer: Schema = { type: 'integer' };
export const number: Schema = { type: 'number' };
export const boolean: Schema = { type: 'boolean' };
const dateTime: Schema = { type: 'string', format: 'date-time' };
const date: Schema = { type: 'string', format: 'date' };
const stringList: Schema = { type: 'array', items: string };
const integerList: Schema = { type: 'array', items: integer };
const object = (properties: Record<string, Schema>, optional: readonly string[] = []): Schema => ({
  type: 'object',
  required: Object.keys(properties).filter((name) => !optional.includes(name)),
  properties,
});
/** An uploaded image's resized copies (a logo, a blog cover), smallest first; empty until they are made. */
const imageVariants: Schema = { type: 'array', items: object({ format: { enum: ['webp', 'png'] }, width: integer, height: integer, url: string }) };
const oneOf = (values: readonly (string | number)[], allowNull = true): Schema => ({ enum: allowNull ? [...values, null] : [...values] });
export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/**
 * A resource object: its attributes (all present, except `optional` ones a fuller view adds) and
 * relationships.
 */
export function resource(type: string, attributes: Record<string, Schema>, options: { optional?: readonly string[]; relationships?: Record<string, Schema>; description?: string } = {}): Schema {
  return {
    type: 'object',
    ...(options.description ? { description: options.description } : {}),
    required: ['id', 'type', 'attributes', ...(options.relationships ? ['relationships'] : [])],
    properties: {
      id: string,
      type: { const: type },
      attributes: object(attributes, options.optional),
      ...(options.relationships ? { relationships: object(options.relationships) } : {}),
    },
  };
}

const identifier = (type: string): Schema => ({ type: 'object', required: ['id', 'type'], properties: { id: string, type: { const: type } } });
/** A relationship: to one resource (null when there is none, if `nullable`) or to many. */
export const relation = (type: string, kind: 'one' | 'many' | 'nullable' = 'one'): Schema =>
  object({ data: kind === 'many' ? { type: 'array', items: identifier(type) } : kind === 'nullable' ? { oneOf: [identifier(type), { type: 'null' }] } : identifier(type) });

const companyRelation = { company: relation('company') };

const COMPANY_SUMMARY: Record<string, Schema> = {
  name: string,
  short_name: string,
  slug: string,
  logo_url: nullable(string),
  logo_variants: imageVariants,
  homepage_url: nullable(string),
  location: string,
  employee_count: nullable(integer),
  size_band: oneOf(COMPANY_SIZE_BANDS),
  is_verified: boolean,
  hiring_now: boolean,
};

const JOB_ATTRIBUTES: Record<string, Schema> = {
  slug: string,
  title: string,
  location: nullable(string),
  location_id: nullable(integer),
  position: nullable(string),
  intro: string,
  details: string,
  requirements: string,
  benefits: string,
  raw_content: nullable(string),
  skills: stringList,
  skill_system_names: stringList,
  technologies: stringList,
  job_type_names: stringList,
  salary_min: nullable(integer),
  salary_max: nullable(integer),
  remote_level: oneOf(REMOTE_LEVELS),
  employment_type: oneOf(EMPLOYMENT_TYPES),
  seniority_level: oneOf(SENIORITY_LEVELS),
  english_level_enum: oneOf(ENGLISH_LEVELS),
  japanese_level_enum: oneOf(JAPANESE_LEVELS),
  candidate_location: oneOf(CANDIDATE_LOCATIONS),
  sponsors_visas: oneOf(['yes', 'no'], false),
  either_language_ok: boolean,
  is_japanese_only: boolean,
  is_internship: boolean,
  featured: boolean,
  published: boolean,
  is_deleted: boolean,
  published_at: nullable(dateTime),
  created_at: dateTime,
  updated_at: dateTime,
  application_url: nullable(string),
  application_type: { enum: [1, 2], description: '1: an application link, 2: applications by e-mail' },
  application_conditions: nullable(string),
  newly_published: boolean,
  japanese_required: boolean,
  is_remote: boolean,
};

const EMPLOYER_JOB_ATTRIBUTES: Record<string, Schema> = {
  slug: string,
  title: string,
  status: { enum: ['pending', 'ready', 'rejected', 'open', 'closed'] },
  approval_state: oneOf(JOB_APPROVAL_STATES, false),
  published: boolean,
  published_at: nullable(dateTime),
  closed_at: nullable(dateTime),
  created_at: dateTime,
  updated_at: dateTime,
  category: nullable(integer),
  subcategory: nullable(integer),
  employment_type: oneOf(EMPLOYMENT_TYPES),
  is_internship: boolean,
  seniority_level: oneOf(SENIORITY_LEVELS),
  english_level: oneOf(ENGLISH_LEVELS),
  japanese_level: oneOf(JAPANESE_LEVELS),
  location: nullable(string),
  location_id: nullable(integer),
  remote_level: oneOf(REMOTE_LEVELS),
  candidate_location: oneOf(CANDIDATE_LOCATIONS),
  sponsors_visas: oneOf(['yes', 'no'], false),
  salary_min: nullable(integer),
  salary_max: nullable(integer),
  skills: { ...stringList, description: 'System names, as the form sends them back' },
  skill_names: stringList,
  raw_content: nullable(string),
  application_type: oneOf(['direct_link', 'email_forwarding'], false),
  application_url: nullable(string),
  application_email: nullable(string),
  publish_issues: { ...stringList, description: 'What blocks publishing, in the product’s words; empty when nothing does' },
  rejection_reason: { ...nullable(string), description: 'Why the Shigoto team did not approve the job, while it is not approved' },
  public_url: { ...nullable(string), description: 'The job’s public page while it is open' },
};

const file = object({ name: nullable(string), content_type: string, size: integer, url: { type: 'string', description: 'The download (signed-in employer of the company)' } });
const appliedJob = nullable(object({ id: integer, slug: string, title: string }));
const EMAIL_APPLICANT_ATTRIBUTES: Record<string, Schema> = {
  name: string,
  email: string,
  applied_at: dateTime,
  message: nullable(string),
  location_id: nullable(integer),
  skills: stringList,
  profile_links: { ...stringList, description: 'The links the applicant gave (portfolio, GitHub, …)' },
  languages: stringList,
  japanese_level_enum: oneOf(APPLICANT_JAPANESE_LEVELS),
  user_state: oneOf(APPLICANT_USER_STATES, false),
  is_user_starred: boolean,
  possible_spam: boolean,
  tags: stringList,
  job: appliedJob,
  fit: object({ japanese_ok: boolean, location_ok: boolean, matching_skills: stringList }),
  has_resume: boolean,
  location: nullable(string),
  resume: nullable(file),
  attachments: { type: 'array', items: file },
  other_applications: {
    type: 'array',
    items: object({ id: integer, applied_at: dateTime }),
    description: 'The same person’s other applications to the same job (same e-mail), oldest first',
  },
};

/** The type of each attribute a public form's answer repeats (SUBMISSION_ATTRIBUTES names them per form). */
const SUBMISSION_FIELDS: Record<string, Schema> = {
  company_id: nullable(integer),
  email: nullable(string),
  body: string,
  page_url: nullable(string),
  created_at: dateTime,
  include_tech_jobs: boolean,
  include_non_tech_jobs: boolean,
  language: oneOf(LANGUAGES, false),
  source: nullable(string),
  name: string,
  company_name: nullable(string),
  job_title: nullable(string),
  example_job_url: nullable(string),
  diversity_info: nullable(string),
  contract_language: oneOf(CONTRACT_LANGUAGES, false),
  plan: oneOf(PLANS, false),
  term: oneOf(PLAN_TERMS, false),
  url: nullable(string),
  message: nullable(string),
  title: string,
  pros: nullable(string),
  cons: nullable(string),
  rating: integer,
  employment_status: oneOf(EMPLOYMENT_STATUSES),
  moderation_state: oneOf(MODERATION_STATES, false),
  kind: oneOf(EXPERIENCE_KINDS, false),
  answers: { type: 'object', additionalProperties: string },
  submitter_name: string,
  submitter_role: nullable(string),
  employee_count: nullable(integer),
  description: nullable(string),
  salary_min: nullable(integer),
  salary_max: nullable(integer),
  homepage_url: nullable(string),
  primary_language: nullable(string),
  japanese_language_policy: nullable(string),
  remote_work_policy: nullable(string),
  visa_policy: nullable(string),
  hq_location: nullable(string),
  review_state: oneOf(MODERATION_STATES, false),
};

/** The component name of a public form's record (`company_lead` → `CompanyLeadSubmission`). */
export const submissionSchemaName = (type: SubmissionType) => `${type.replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase())}Submission`;

const submissions = Object.fromEntries(
  (Object.keys(SUBMISSION_ATTRIBUTES) as SubmissionType[]).map((type) => [
    submissionSchemaName(type),
    resource(type, Object.fromEntries(SUBMISSION_ATTRIBUTES[type].map((field) => [field, field === 'company_name' && type === 'company_lead' ? string : SUBMISSION_FIELDS[field]]))),
  ]),
);

const link = object({ key: string, title: string, path: string });
const section = object({ heading: string, body: string });

const USER_ATTRIBUTES: Record<string, Schema> = {
  email: string,
  name: nullable(string),
  url: nullable(string),
  location_id: nullable(integer),
  japanese_level_enum: oneOf(APPLICANT_JAPANESE_LEVELS),
  language: oneOf(LANGUAGES, false),
  confirmed: boolean,
  is_disabled: boolean,
  applicant_dashboard_enabled: boolean,
};

/**
 * Salary figures (JPY per year) with the given fields: only the number of postings below the
 * minimum, else the median, the middle half (p25–p75) and the range.
 */
const salaryFigures = (required: string[] = [], properties: Record<string, Schema> = {}): Schema => ({
  oneOf: [
    { type: 'object', required: [...required, 'postings', 'insufficient_data'], properties: { ...properties, postings: integer, insufficient_data: { const: true } } },
    {
      type: 'object',
      required: [...required, 'postings', 'insufficient_data', 'median', 'p25', 'p75', 'min', 'max'],
      properties: { ...properties, postings: integer, insufficient_data: { const: false }, median: integer, p25: integer, p75: integer, min: integer, max: integer },
    },
  ],
});

export const components: Record<string, Schema> = {
  Job: resource('job', JOB_ATTRIBUTES, {
    optional: ['details', 'requirements', 'benefits', 'raw_content'],
    relationships: companyRelation,
    description: 'A public job. A job’s own page (jobs/{id}) adds its long texts: details, requirements, benefits and raw_content; list cards leave them out.',
  }),
  Company: resource(
    'company',
    {
      ...COMPANY_SUMMARY,
      linkedin_url: nullable(string),
      description: string,
      home_rating: nullable(number),
      published: boolean,
      has_active_jobs: boolean,
      has_values: boolean,
      is_startup: boolean,
      is_consultancy: boolean,
      has_in_house_product: boolean,
      has_global_office: boolean,
      is_b2b: boolean,
      is_b2c: boolean,
      has_saas: boolean,
      has_technical_founder: boolean,
      japanese_level_enum: oneOf(JAPANESE_LEVELS),
      remote_level: oneOf(REMOTE_LEVELS),
      application_conditions: nullable(string),
      redirect_application_links: boolean,
      spam_strictness: oneOf(SPAM_STRICTNESS),
      review_count: integer,
      experience_count: integer,
      tags: stringList,
      skills: stringList,
    },
    { optional: ['tags', 'skills'], description: 'A company; from the search index also its tags and skill names' },
  ),
  CompanySummary: resource('company', COMPANY_SUMMARY, { description: 'What a job card shows of its company' }),
  Skill: resource('skill', { name: string, system_name: string, skill_type: oneOf(SKILL_TYPES, false), display_name: string, parent_id: nullable(integer) }),
  Location: resource('location', { name: string, slug: string, parent_id: nullable(integer), remote: boolean, for_jobs: boolean }),
  CompanyOption: resource('company_option', { name: string, slug: string }),
  BlogTag: resource('blog_tag', { system_name: string, name: string, is_ja_employer: boolean, path: string }),
  BlogPost: resource(
    'blog_post',
    {
      slug: string,
      audience: oneOf(BLOG_AUDIENCES, false),
      title: string,
      excerpt: string,
      body: string,
      author_name: nullable(string),
      published_at: nullable(dateTime),
      updated_at: dateTime,
      view_count: integer,
      cover_image_url: nullable(string),
      cover_image: nullable(object({ url: string, width: integer, height: integer, alt: nullable(string), variants: imageVariants })),
    },
    { optional: ['body'], relationships: { tags: relation('blog_tag', 'many') }, description: 'A published post; its own page adds the body (HTML)' },
  ),
  Newsletter: resource(
    'newsletter',
    {
      subject: string,
      sent_at: nullable(dateTime),
      body: string,
      jobs: { type: 'array', items: object({ id: integer, title: string, company_name: string, location: nullable(string), path: string }) },
      articles: { type: 'array', items: object({ id: integer, title: string, excerpt: string, path: string }) },
    },
    { optional: ['body', 'jobs', 'articles'], description: 'A newsletter issue; its own page adds the intro (HTML), the jobs and the articles' },
  ),
  CompanyReview: resource('company_review', {
    company_id: integer,
    title: string,
    body: string,
    pros: nullable(string),
    cons: nullable(string),
    rating: integer,
    employment_status: oneOf(EMPLOYMENT_STATUSES),
    language: oneOf(LANGUAGES, false),
    created_at: dateTime,
  }),
  CompanyExperience: resource('company_experience', {
    company_id: integer,
    kind: oneOf(EXPERIENCE_KINDS, false),
    body: string,
    answers: { type: 'object', additionalProperties: string },
    language: oneOf(LANGUAGES, false),
    created_at: dateTime,
  }),
  LandingPage: resource(
    'landing_page',
    {
      path: string,
      filters: { type: 'object', additionalProperties: { type: ['array', 'string', 'number', 'boolean'], items: string }, description: 'The job search this page shows, as filter[<field>] values' },
      title: string,
      heading: string,
      description: string,
      alternate_titles: object({ en: string, ja: string }),
      job_count: integer,
    },
    { optional: ['job_count'], description: 'An SEO landing page; one page (landing_pages/{path}) adds how many jobs it shows' },
  ),
  LandingPageRedirect: resource('landing_page_redirect', { redirect_to: string, status: { const: 301 } }, { description: 'A moved landing page (answered with 301 and Location)' }),
  AboutPage: resource('page', {
    language: oneOf(LANGUAGES, false),
    title: string,
    intro: string,
    figures: { type: 'array', items: object({ key: string, figure: string, text: string }) },
    sections: { type: 'array', items: section },
  }),
  ResourcesPage: resource('page', {
    language: oneOf(LANGUAGES, false),
    title: string,
    intro: string,
    sections: { type: 'array', items: object({ key: string, heading: string, links: { type: 'array', items: link } }) },
  }),
  PriceList: resource('price_list', {
    language: oneOf(LANGUAGES, false),
    currency: { const: 'JPY' },
    plans: {
      type: 'array',
      items: object({
        plan: oneOf(PLANS, false),
        name: string,
        summary: string,
        active_job_limit: nullable(integer),
        applicant_limit: { type: 'null', description: 'Every plan takes unlimited applicants' },
        featured: boolean,
        top_banner_weeks: nullable(integer),
        features: stringList,
        terms: {
          type: 'array',
          items: object({
            term: oneOf(PLAN_TERMS, false),
            label: string,
            months: integer,
            applicant_months: integer,
            free_months: integer,
            applicants: string,
            monthly_price_yen: integer,
            price_yen: integer,
          }),
        },
      }),
    },
    success_fee: object({ available: boolean, fee_yen: integer, description: string }),
    promotion: object({ description: string, discount_percent: integer, max_discount_yen: integer, months: integer, ends_on: date, active: boolean }),
  }),
  SiteCounts: resource('site_counts', {
    jobs: integer,
    companies: integer,
    hiring_companies: integer,
    newsletter_subscribers: integer,
    company_reviews: integer,
    blog_posts: integer,
    counted_at: dateTime,
  }),
  SalaryGuide: resource('salary_guide', {
    language: { enum: ['en', 'jp'] },
    currency: { const: 'JPY' },
    minimum_postings: integer,
    live_postings: integer,
    postings_with_salary: integer,
    updated_at: string,
    overall: salaryFigures(),
    dimensions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['key', 'not_stated', 'groups'],
        properties: {
          key: { enum: ['category', 'seniority_level', 'japanese_level', 'remote_level', 'location'] },
          not_stated: integer,
          groups: { type: 'array', items: salaryFigures(['value', 'name'], { value: string, name: nullable(string), system_name: string }) },
        },
      },
    },
  }),
  // Each kind names its page by its own keys: a job by slug and company_slug, a post or company by
  // slug, a newsletter issue by issue_id, a landing page by path.
  SitemapEntry: resource(
    'sitemap_entry',
    { kind: { enum: ['job', 'company', 'blog_post', 'newsletter', 'landing_page'] }, lastmod: nullable(string), slug: string, company_slug: string, issue_id: integer, path: string },
    { optional: ['slug', 'company_slug', 'issue_id', 'path'] },
  ),
  UserExistence: resource('user_existence', { exists: boolean }),
  CompanyMembership: resource('company_membership', { company_id: integer, company_name: string, company_slug: string, logo_url: nullable(string) }),
  JobRedirection: resource('job_redirection', { url: string, application_type: { enum: [1, 2] } }),
  JobDraft: resource('job_draft', { state: integer, fields: { type: 'object', description: 'The job form’s fields as far as they are known' }, import_url: nullable(string), created_at: dateTime }),
  SubmittedJob: resource('job', { slug: string, title: string, approval_state: oneOf(JOB_APPROVAL_STATES, false), published: boolean, application_url: nullable(string) }),
  User: resource('user', USER_ATTRIBUTES, { description: 'A signed-in seeker' }),
  CurrentUser: resource('user', USER_ATTRIBUTES, { relationships: { resume: relation('resume', 'nullable') }, description: 'The signed-in seeker, with the resume kept in the account (null: none)' }),
  Employer: resource(
    'employer',
    { email: string, name: nullable(string), company_id: integer, language: oneOf(LANGUAGES, false), confirmed: boolean },
    { relationships: companyRelation, description: 'A signed-in employer; `confirmed` turns true with the e-mailed code' },
  ),
  EmployerCompany: resource(
    'company',
    { name: string, slug: string, logo_url: nullable(string), published: boolean, membership_signup_url: { ...nullable(string), description: 'The link colleagues sign up with to join the company' } },
    { description: 'The employer’s company as its dashboard shows it' },
  ),
  Resume: resource('resume', { name: nullable(string), size: integer, content_type: string, uploaded_at: dateTime }, { description: 'A resume kept in a seeker’s account: what it is, never where it is stored' }),
  Applicant: resource('applicant', {
    job_id: integer,
    company_id: integer,
    name: string,
    email: string,
    url: nullable(string),
    message: nullable(string),
    location_id: integer,
    japanese_level_enum: oneOf(APPLICANT_JAPANESE_LEVELS, false),
    signup: boolean,
    ab_tests: nullable({ type: 'object', additionalProperties: string }),
    created_at: dateTime,
  }),
  JobApplication: resource('job_application', { job_id: integer, applicant_id: integer, message: nullable(string), created_at: dateTime }),
  EmployerJob: resource('job', EMPLOYER_JOB_ATTRIBUTES, { description: 'One of the company’s jobs on the employer dashboard' }),
  CompanyContract: resource('company_contract', {
    plan: oneOf(PLANS, false),
    term: oneOf(PLAN_TERMS, false),
    contract_language: oneOf(CONTRACT_LANGUAGES, false),
    starts_on: date,
    ends_on: date,
    applicants_until: nullable(date),
    success_fee: boolean,
    current: boolean,
  }),
  HiringReport: resource('hiring_report', {
    full_name: string,
    position: string,
    start_date: date,
    contract_type: oneOf(HIRE_CONTRACT_TYPES, false),
    contract_length_note: nullable(string),
    other_info: nullable(string),
    job_id: nullable(integer),
    email_applicant_id: nullable(integer),
    is_late: boolean,
    created_at: dateTime,
  }),
  EmailApplicant: resource('email_applicant', EMAIL_APPLICANT_ATTRIBUTES, {
    optional: ['location', 'resume', 'attachments', 'other_applications'],
    description:
      'An applicant on the employer’s list; one applicant (email_applicants/{id}) adds the location, the resume and other attachments with their download URLs, and the same person’s other applications to the job',
  }),
  ApplicationRecord: resource(
    'applicant',
    { name: string, email: string, url: nullable(string), location_id: nullable(integer), japanese_level_enum: oneOf(APPLICANT_JAPANESE_LEVELS), job: appliedJob, applied_at: dateTime },
    { description: 'An application made through Shigoto to one of the company’s jobs' },
  ),
  ...submissions,
  ActiveJobs: object({ count: integer, limit: nullable(integer), plan: nullable(oneOf(PLANS, false)) }),
  Links: object({ self: string, next: nullable(string), prev: nullable(string) }),
  ListMeta: object(
    { total: integer, page: integer, per_page: integer, total_pages: integer, facets: { type: 'object', additionalProperties: { type: 'object', additionalProperties: integer } } },
    ['page', 'per_page', 'total_pages', 'facets'],
  ),
  Tokens: object(
    { csrf: string, access: string, access_expires_at: dateTime, refresh: string, refresh_expires_at: dateTime },
    [],
  ),
  Message: object({ message: { type: 'string', description: 'What the product tells the visitor, in its words' } }),
  Errors: {
    type: 'object',
    description:
      'A JSON:API error document. A refused field’s error has the message as `detail`, its place in the request as `source` (a JSON pointer into the body, a query parameter or a header) and the field in `meta.field` (`base`: the request as a whole); its `title` is the product’s sentence introducing the issues (e.g. "Your job could not be published. Please fix the below issues first and try again:") or "Validation failed". Any other error: the status’s summary as `title`, the reason as `detail` (unexpected failures: "System error occurred").',
    required: ['errors'],
    properties: {
      errors: {
        type: 'array',
        minItems: 1,
        items: object(
          {
            status: string,
            title: string,
            detail: string,
            source: { oneOf: [object({ pointer: string }), object({ parameter: string }), object({ header: string })] },
            meta: object({ field: string }),
          },
          ['source', 'meta'],
        ),
      },
    },
  },
  FieldErrors: {
    type: 'object',
    description: 'The errors of applicant_validations, as the product prescribes: keyed by field, each a list of messages (the client shows the first under each field)',
    required: ['errors'],
    properties: { errors: { type: 'object', additionalProperties: stringList } },
  },
};

/** A document of one resource, with the resources it relates to in `included` and anything else in `meta`. */
export const one = (name: string, options: { included?: string; meta?: Schema } = {}): Schema => ({
  type: 'object',
  required: ['data', ...(options.included ? ['included'] : []), ...(options.meta ? ['meta'] : [])],
  properties: {
    data: ref(name),
    ...(options.included ? { included: { type: 'array', items: ref(options.included) } } : {}),
    ...(options.meta ? { meta: options.meta } : {}),
  },
});

/** A document of a list: `meta` with the total (and for pages the page, its size and count), `links` to the pages. */
export const listOf = (name: string, options: { included?: string; meta?: Schema } = {}): Schema => ({
  type: 'object',
  required: ['data', 'meta'],
  properties: {
    data: { type: 'array', items: ref(name) },
    ...(options.included ? { included: { type: 'array', items: ref(options.included) } } : {}),
    meta: options.meta ?? ref('ListMeta'),
    links: ref('Links'),
  },
});

/** A document of nothing but `meta`. */
export const metaOnly = (meta: Schema): Schema => ({ type: 'object', required: ['meta'], properties: { meta } });

export { dateTime, integerList, object, stringList };
