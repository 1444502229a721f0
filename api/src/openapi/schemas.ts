import {
  CANDIDATE_LOCATIONS,
  COMPANY_SIZE_BANDS,
  EMPLOYMENT_TYPES,
  ENGLISH_LEVELS,
  JAPANESE_LEVELS,
  REMOTE_LEVELS,
  SENIORITY_LEVELS,
  SKILL_TYPES,
} from '@shigoto/db/enums';

/** JSON Schema pieces for the OpenAPI description of /api/v1 (the shapes the serializers write). */
export type Schema = Record<string, unknown>;

const nullable = (schema: Schema): Schema => ({ ...schema, type: [schema.type as string, 'null'] });
export const string: Schema = { type: 'string' };
export const integer: Schema = { type: 'integer' };
export const number: Schema = { type: 'number' };
export const boolean: Schema = { type: 'boolean' };
const dateTime: Schema = { type: 'string', format: 'date-time' };
const stringList: Schema = { type: 'array', items: string };
/** An uploaded image's resized copies (a logo, a blog cover), smallest first; empty until they are made. */
const imageVariants: Schema = {
  type: 'array',
  items: { type: 'object', required: ['format', 'width', 'height', 'url'], properties: { format: { enum: ['webp', 'png'] }, width: integer, height: integer, url: string } },
};
const oneOf = (values: readonly string[], allowNull = true): Schema => ({ enum: allowNull ? [...values, null] : [...values] });
const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

function resource(type: string, attributes: Record<string, Schema>, relationships?: Record<string, Schema>): Schema {
  return {
    type: 'object',
    required: ['id', 'type', 'attributes'],
    properties: {
      id: string,
      type: { const: type },
      attributes: { type: 'object', required: Object.keys(attributes), properties: attributes },
      ...(relationships ? { relationships: { type: 'object', properties: relationships } } : {}),
    },
  };
}

const relation = (type: string, many = false): Schema => {
  const identifier = { type: 'object', required: ['id', 'type'], properties: { id: string, type: { const: type } } };
  return { type: 'object', required: ['data'], properties: { data: many ? { type: 'array', items: identifier } : identifier } };
};

export const components: Record<string, Schema> = {
  Job: resource(
    'job',
    {
      slug: string,
      title: string,
      location: nullable(string),
      intro: string,
      skills: stringList,
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
      is_internship: boolean,
      featured: boolean,
      published: boolean,
      published_at: nullable(string),
      application_url: nullable(string),
      application_type: { enum: [1, 2] },
      application_conditions: nullable(string),
      newly_published: boolean,
      japanese_required: boolean,
      is_remote: boolean,
    },
    { company: relation('company') },
  ),
  Company: resource('company', {
    name: string,
    short_name: string,
    slug: string,
    logo_url: nullable(string),
    logo_variants: imageVariants,
    homepage_url: nullable(string),
    location: string,
    description: string,
    employee_count: nullable(integer),
    size_band: oneOf(COMPANY_SIZE_BANDS),
    published: boolean,
    is_verified: boolean,
    hiring_now: boolean,
    has_active_jobs: boolean,
    japanese_level_enum: oneOf(JAPANESE_LEVELS),
    remote_level: oneOf(REMOTE_LEVELS),
    redirect_application_links: boolean,
    review_count: integer,
    experience_count: integer,
  }),
  CompanySummary: resource('company', {
    name: string,
    short_name: string,
    slug: string,
    logo_url: nullable(string),
    logo_variants: imageVariants,
    location: string,
    employee_count: nullable(integer),
    size_band: oneOf(COMPANY_SIZE_BANDS),
    is_verified: boolean,
    hiring_now: boolean,
  }),
  Skill: resource('skill', { name: string, system_name: string, skill_type: oneOf(SKILL_TYPES, false), display_name: string, parent_id: nullable(integer) }),
  Location: resource('location', { name: string, slug: string, parent_id: nullable(integer) }),
  CompanyOption: resource('company_option', { name: string, slug: string }),
  BlogTag: resource('blog_tag', { system_name: string, name: string, is_ja_employer: boolean, path: string }),
  BlogPost: resource(
    'blog_post',
    {
      slug: string,
      audience: oneOf(['seeker', 'employer'], false),
      title: string,
      excerpt: string,
      author_name: nullable(string),
      published_at: nullable(string),
      updated_at: dateTime,
      view_count: integer,
      cover_image_url: nullable(string),
      cover_image: nullable({
        type: 'object',
        required: ['url', 'width', 'height', 'alt', 'variants'],
        properties: { url: string, width: integer, height: integer, alt: nullable(string), variants: imageVariants },
      }),
    },
    { tags: relation('blog_tag', true) },
  ),
  Newsletter: resource('newsletter', { subject: string, sent_at: nullable(string) }),
  CompanyReview: resource('company_review', { company_id: integer, title: string, body: string, rating: integer, created_at: string }),
  CompanyExperience: resource('company_experience', { company_id: integer, kind: string, body: string, answers: { type: 'object' }, created_at: string }),
  LandingPage: resource('landing_page', { path: string, filters: { type: 'object' }, title: string, heading: string, description: string }),
  // Each kind names its page by its own keys: a job by slug and company_slug, a post or company by slug,
  // a newsletter issue by issue_id, a landing page by path.
  SitemapEntry: (() => {
    const entry = resource('sitemap_entry', { kind: { enum: ['job', 'company', 'blog_post', 'newsletter', 'landing_page'] }, lastmod: nullable(string) });
    const attributes = (entry.properties as Record<string, Schema>).attributes;
    Object.assign(attributes.properties as Record<string, Schema>, { slug: string, company_slug: string, issue_id: integer, path: string });
    return entry;
  })(),
  Page: resource('page', {}),
  PriceList: resource('price_list', {}),
  SiteCounts: resource('site_counts', { jobs: integer, companies: integer, hiring_companies: integer, newsletter_subscribers: integer, company_reviews: integer, blog_posts: integer }),
  UserExistence: resource('user_existence', { exists: boolean }),
  CompanyMembership: resource('company_membership', { company_id: integer, company_name: string, company_slug: string, logo_url: nullable(string) }),
  JobRedirection: resource('job_redirection', { url: string, application_type: { enum: [1, 2] } }),
  ListMeta: {
    type: 'object',
    required: ['total'],
    properties: {
      total: integer,
      page: integer,
      per_page: integer,
      total_pages: integer,
      facets: { type: 'object', additionalProperties: { type: 'object', additionalProperties: integer } },
      // Company reviews: every approved review's rating, counted and averaged.
      rating: { type: 'object', required: ['count', 'average'], properties: { count: integer, average: { type: ['number', 'null'] } } },
    },
  },
  Errors: {
    type: 'object',
    required: ['errors'],
    properties: { errors: { oneOf: [stringList, { type: 'object', additionalProperties: stringList }] } },
  },
};

export const listOf = (name: string, included?: string): Schema => ({
  type: 'object',
  required: ['data', 'meta'],
  properties: { data: { type: 'array', items: ref(name) }, meta: ref('ListMeta'), ...(included ? { included: { type: 'array', items: ref(included) } } : {}) },
});

export const one = (name: string, included?: string): Schema => ({
  type: 'object',
  required: ['data'],
  properties: { data: ref(name), ...(included ? { included: { type: 'array', items: ref(included) } } : {}) },
});

export { dateTime, ref };
