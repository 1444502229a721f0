import { getJson } from './seeded.js';

// The site's public routes with real seeded values, for the tests that visit them all (crawl, SEO,
// accessibility).

interface ListDocument<A> {
  data: { id: string; attributes: A }[];
}

export interface SeededRoutes {
  job: string;
  emailJob: string;
  company: string;
  companyTag: string | null;
  post: string;
  postTag: string | null;
  newsletter: string | null;
  skill: string;
}

/** One of each kind of page, from what the API lists. */
export async function seededRoutes(): Promise<SeededRoutes> {
  const jobs = await getJson<ListDocument<{ slug: string; application_type: 1 | 2 }> & { included: { id: string; type: string; attributes: { slug: string } }[] }>(
    '/api/v1/jobs?page[size]=50',
  );
  const companyOf = (job: (typeof jobs.data)[number]) => {
    const relation = (job as unknown as { relationships: { company: { data: { id: string } } } }).relationships.company.data;
    return jobs.included.find((item) => item.type === 'company' && item.id === relation.id)!.attributes.slug;
  };
  const jobPath = (job: (typeof jobs.data)[number]) => `/jobs/${companyOf(job)}/${job.attributes.slug}`;
  const emailJob = jobs.data.find((job) => job.attributes.application_type === 2) ?? jobs.data[0];
  const companies = await getJson<ListDocument<{ slug: string; tags?: string[] }>>('/api/v1/companies?page[size]=50');
  const tagged = companies.data.find((company) => company.attributes.tags?.length);
  const posts = await getJson<ListDocument<{ slug: string }> & { included?: { type: string; attributes: { path: string } }[] }>('/api/v1/blog_posts?page[size]=5');
  const newsletters = await getJson<ListDocument<{ subject: string }>>('/api/v1/newsletters?page[size]=1');
  const skills = await getJson<ListDocument<{ system_name: string }>>('/api/v1/skills');
  return {
    job: jobPath(jobs.data[0]),
    emailJob: jobPath(emailJob),
    company: `/companies/${companies.data[0].attributes.slug}`,
    companyTag: tagged ? `/companies/tags/${tagged.attributes.tags![0]}` : null,
    post: `/blog/${posts.data[0].attributes.slug}`,
    postTag: posts.included?.find((item) => item.type === 'blog_tag')?.attributes.path ?? null,
    newsletter: newsletters.data[0] ? `/newsletters/${newsletters.data[0].id}` : null,
    skill: skills.data.find((skill) => skill.attributes.system_name === 'python')?.attributes.system_name ?? skills.data[0].attributes.system_name,
  };
}

/** The spec's public routes, with seeded values; routes that need a secret (preview, reset token) are left out. */
export function publicRoutes(seeded: SeededRoutes): string[] {
  return [
    '/',
    '/about',
    '/blog',
    '/blog-employer',
    seeded.post,
    ...(seeded.postTag ? [seeded.postTag] : []),
    '/companies',
    seeded.company,
    ...(seeded.companyTag ? [seeded.companyTag] : []),
    '/EmployerLandingPage',
    '/hire',
    '/hire/company-form',
    '/import-job',
    '/jobs',
    '/jobs?page=2',
    seeded.job,
    `${seeded.emailJob}/apply`,
    '/newsletter',
    ...(seeded.newsletter ? [seeded.newsletter] : []),
    '/PasswordReset',
    '/Resources',
    `/skills/${seeded.skill}/companies`,
    `/skills/${seeded.skill}/jobs`,
    '/welcome',
    '/PricingPage',
    '/PostCompanyRequest',
    '/employer/login',
    '/employer/signup',
    '/user/login',
    '/user/signup',
    '/designer-experiences',
    '/remote-experiences',
    '/MailchimpNewsletterList',
    '/internal/locale-diffs',
    '/privacy',
    '/salary-guide',
  ];
}

/** A sample of the SEO landing pages, the redirected designer page among them. */
export const LANDING_SAMPLE = ['/remote-jobs-in-japan', '/python-jobs-in-japan', '/jobs-in-japan-salary-over-8m', '/japan-jobs-relocation', '/jobs-in-japan-for-english-speakers', '/designer-jobs-in-japan', '/it-jobs-in-tokyo'];

/** Documents in one language each, outside the site's layout: no `/jp` version of their own. */
export const STANDALONE_DOCUMENTS = ['/terms_of_service_en.html', '/terms_of_service_ja.html'];

/** The Japanese version of a route: the `/jp` path prefix. */
export const japanese = (route: string) => (route === '/' ? '/jp' : `/jp${route}`);
