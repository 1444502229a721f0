/** The employer side's pages. */
export const EMPLOYER_PATHS = {
  login: '/employer/login',
  signup: '/employer/signup',
  unconfirmed: '/employer/unconfirmed',
  jobs: '/employer/jobs',
  newJob: '/employer/new-job',
  applicants: '/employer/applicants',
  account: '/employer/account',
  contract: '/employer/contract',
  reportHire: '/employer/report-hire',
} as const;

/** The public employer pages: marketing, pricing and the ways to start. */
export const EMPLOYER_PUBLIC_PATHS = {
  landing: '/hire',
  pricing: '/PricingPage',
  companyForm: '/hire/company-form',
  thanks: '/PostCompanyRequest',
  importJob: '/import-job',
  blog: '/blog-employer',
} as const;

/** An employer's job as the dashboard previews it. */
export const employerJobPath = (slug: string) => `/employer/jobs/${encodeURIComponent(slug)}`;

/** One applicant of the employer's company. */
export const employerApplicantPath = (id: number | string) => `/employer/applicants/single/${encodeURIComponent(String(id))}`;

/** The confirmation e-mail's link: confirms the signed-in employer with the code it carries. */
export const employerConfirmPath = (code: string) => `/employer-confirm/${encodeURIComponent(code)}`;
/** The job form, editing an employer's job. */
export const employerJobEditPath = (slug: string) => `/employer/new-job?edit=${encodeURIComponent(slug)}`;

/**
 * Pages in the employer layouts: the public employer pages (landing, pricing, company form, job
 * import, sign-in and sign-up) and the dashboard. Their header speaks to employers.
 */
const EMPLOYER_PAGE_PREFIXES = [...Object.values(EMPLOYER_PUBLIC_PATHS), '/EmployerLandingPage', '/employer', '/employer-confirm'];

export function isEmployerPage(pathname: string): boolean {
  return EMPLOYER_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
