// The site's types of what the API answers are its own (they say what the site reads, in the
// site's words); here they are held to the API's: each field a site record reads must be an
// attribute the API's OpenAPI schema names, and every value the schema allows there must fit the
// site's type. A field the API drops or retypes then fails the site's typecheck, naming the field.
// The schemas' types are written by scripts/api-types.mts (npm run api-types -w public-site).
import type { ActiveJobs as EmployerActiveJobs, EmployerJob } from '@/components/employer/jobs/employer-job';
import type { Applicant } from '@/components/employer/applicants/applicants';
import type { EmployerCompanyFields, EmployerProfileFields } from '@/components/employer/EmployerAccount';
import type { components } from './api-schemas.generated';
import type { BlogPost, BlogTag } from './blog';
import type { AboutPage, ResourcesPage, SiteCounts } from './content';
import type { ActiveJobs, CompanyContract, PriceList } from './contracts';
import type { Location } from './locations';
import type { NewsletterIssue } from './newsletters';
import type { CompanyExperience, CompanyReview } from './reviews';
import type { SalaryGuide } from './salary-guide';
import type { Skill } from './skills';
import type { Company, CompanyProfile, JobDetail, LandingPage } from './types';

type Schemas = components['schemas'];
type AttributesOf<Name extends keyof Schemas> = Schemas[Name] extends { attributes: infer A } ? A : never;

/**
 * The fields of the site's record `Site` that the API's attributes `Api` do not give as the site
 * types them: absent, or with a value the site's type does not allow. `id` is the resource's own;
 * `Own` are fields the site fills itself (a relationship resolved from `included`). An attribute
 * the API leaves out of some answers (a list's cards) counts as given where it is sent.
 */
type Unmet<Site, Api, Own extends keyof Site = never> = {
  [K in Exclude<keyof Site, 'id' | Own>]-?: K extends keyof Api ? (Exclude<Api[K], undefined> extends Site[K] ? never : K) : K;
}[Exclude<keyof Site, 'id' | Own>];

/** Compiles when nothing is unmet; otherwise the error names the fields. */
type Met<Fields extends never> = Fields;

export type ApiContract = [
  Met<Unmet<JobDetail, AttributesOf<'Job'>, 'company'>>,
  Met<Unmet<Company, AttributesOf<'CompanySummary'>>>,
  Met<Unmet<CompanyProfile, AttributesOf<'Company'>>>,
  Met<Unmet<LandingPage, AttributesOf<'LandingPage'>>>,
  Met<Unmet<BlogTag, AttributesOf<'BlogTag'>>>,
  Met<Unmet<BlogPost, AttributesOf<'BlogPost'>, 'tags'>>,
  Met<Unmet<NewsletterIssue, AttributesOf<'Newsletter'>>>,
  Met<Unmet<CompanyReview, AttributesOf<'CompanyReview'>>>,
  Met<Unmet<CompanyExperience, AttributesOf<'CompanyExperience'>>>,
  Met<Unmet<Skill, AttributesOf<'Skill'>>>,
  Met<Unmet<Location, AttributesOf<'Location'>>>,
  Met<Unmet<SiteCounts, AttributesOf<'SiteCounts'>>>,
  Met<Unmet<AboutPage, AttributesOf<'AboutPage'>>>,
  Met<Unmet<ResourcesPage, AttributesOf<'ResourcesPage'>>>,
  Met<Unmet<SalaryGuide, AttributesOf<'SalaryGuide'>>>,
  Met<Unmet<PriceList, AttributesOf<'PriceList'>>>,
  Met<Unmet<CompanyContract, AttributesOf<'CompanyContract'>>>,
  Met<Unmet<ActiveJobs, AttributesOf<'ActiveJobs'>>>,
  Met<Unmet<EmployerActiveJobs, AttributesOf<'ActiveJobs'>>>,
  Met<Unmet<EmployerJob, AttributesOf<'EmployerJob'>>>,
  Met<Unmet<Applicant, AttributesOf<'EmailApplicant'>>>,
  Met<Unmet<EmployerProfileFields, AttributesOf<'Employer'>>>,
  Met<Unmet<EmployerCompanyFields, AttributesOf<'EmployerCompany'>>>,
];
