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

/** An employer's job as the dashboard previews it. */
export const employerJobPath = (slug: string) => `/employer/jobs/${encodeURIComponent(slug)}`;

/** One applicant of the employer's company. */
export const employerApplicantPath = (id: number | string) => `/employer/applicants/single/${encodeURIComponent(String(id))}`;

/** The confirmation e-mail's link: confirms the signed-in employer with the code it carries. */
export const employerConfirmPath = (code: string) => `/employer-confirm/${encodeURIComponent(code)}`;
/** The job form, editing an employer's job. */
export const employerJobEditPath = (slug: string) => `/employer/new-job?edit=${encodeURIComponent(slug)}`;
