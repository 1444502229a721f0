import type { Infrastructure } from './infrastructure.js';
import { createCredentialsChecker } from './lib/auth/passport.js';
import { createPublicAccountsService } from './modules/accounts/accounts.public.service.js';
import { createAccountsService } from './modules/accounts/accounts.service.js';
import { createApplicantsService } from './modules/applicants/applicants.service.js';
import { createDashboardService } from './modules/back-office/dashboard.service.js';
import { createHireBillingService } from './modules/back-office/hire-billing.service.js';
import { createOutboxService } from './modules/back-office/outbox.service.js';
import { createTaxonomyService } from './modules/back-office/taxonomy.service.js';
import { createBlogEditorService } from './modules/blog/blog-editor.service.js';
import { createBlogService } from './modules/blog/blog.service.js';
import { createCompaniesAdminService } from './modules/companies/companies.admin.service.js';
import { createMediaService } from './modules/media/media.service.js';
import { createCompaniesService } from './modules/companies/companies.service.js';
import { createContentService } from './modules/content/content.service.js';
import { createContractsService } from './modules/contracts/contracts.service.js';
import { createEmployerApplicantsService } from './modules/employer-applicants/employer-applicants.service.js';
import { createEmployerJobsService } from './modules/employer-jobs/employer-jobs.service.js';
import { createEmployersService } from './modules/employers/employers.service.js';
import { createJobLifecycleEmails } from './modules/job-lifecycle/job-lifecycle.emails.js';
import { createJobLifecycle } from './modules/job-lifecycle/job-lifecycle.service.js';
import { createJobSubmissionsService } from './modules/job-submissions/job-submissions.service.js';
import { createJobsService, searchQueryFor, type JobFilters } from './modules/jobs/jobs.service.js';
import { createJapanLocations } from './modules/locations/japan-locations.js';
import { createLandingPagesService } from './modules/landing-pages/landing-pages.service.js';
import { createModerationService } from './modules/moderation/moderation.service.js';
import { createNewsletterIssuesService } from './modules/newsletters/newsletter-issues.service.js';
import { createNewsletterSendsService } from './modules/newsletters/newsletter-sends.service.js';
import { createNewslettersService } from './modules/newsletters/newsletters.service.js';
import { createUnsubscribeTokens } from './modules/newsletters/unsubscribe-tokens.js';
import { createPageRevalidation } from './modules/page-revalidation/page-revalidation.service.js';
import type { PageTag } from './modules/page-revalidation/page-tags.js';
import { createPeopleService } from './modules/people/people.service.js';
import { createStaffAccountsService } from './modules/people/staff-accounts.service.js';
import { createReviewsService } from './modules/reviews/reviews.service.js';
import { createSalaryGuideService } from './modules/salary-guide/salary-guide.service.js';
import { createSearchService, type Changes } from './modules/search/search.service.js';
import { createSitemapService } from './modules/sitemap/sitemap.service.js';
import { createSubmissionsService } from './modules/submissions/submissions.service.js';
import { createTrackingWriter } from './modules/submissions/tracking.js';

/**
 * Every service of the process, made once and handed to routes, jobs and tasks: the one place
 * that knows which service needs which. Services get their dependencies, never the context.
 */
export function createServices(infra: Infrastructure) {
  const { config, db, mailer, logger, storage, sessions } = infra;
  const notices = { staffEmail: config.staffNotificationEmail, publicUrl: config.publicUrl };

  const search = createSearchService({ db, redis: infra.redis, logger });
  const { pagesChanged, pageTagsOf } = createPageRevalidation({ db, queue: infra.queue, logger, siteUrl: config.siteInternalUrl, secret: config.revalidateSecret });
  /**
   * Whatever search must see, public pages show: jobs and companies changed update this process's
   * search first, so the site re-reading its pages finds the change, then the site is told.
   */
  const listingsChanged = (tags: PageTag[]) => async (changes: Changes) => {
    await search.changed(changes);
    await pagesChanged([...tags, ...(await pageTagsOf(changes))]);
  };
  const employers = createEmployersService({ db, mailer, ...notices });
  const lifecycle = createJobLifecycle({
    db,
    emails: createJobLifecycleEmails({ db, mailer, ...notices }),
    listingsChanged: listingsChanged(['jobs', 'companies', 'counts']),
    activeJobs: employers.activeJobs,
  });
  const blog = createBlogService(db, infra.rateLimiter);
  const media = createMediaService({ db, storage, queue: infra.queue, logger, pagesChanged });
  const japanLocations = createJapanLocations(db);
  const tracking = createTrackingWriter({ db, logger });
  const newsletterIssues = createNewsletterIssuesService({ db, publicUrl: config.publicUrl, pagesChanged });
  const unsubscribeTokens = createUnsubscribeTokens(config.jwtSecret);
  const newsletters = createNewslettersService({ db, issues: newsletterIssues, tokens: unsubscribeTokens });
  const landingPages = createLandingPagesService(
    db,
    () => search.version,
    async (filters: JobFilters) => (await search.searchJobs(searchQueryFor({ filters, offset: 0, limit: 0 }))).total,
  );
  infra.onClose(() => tracking.close());
  infra.onClose(() => search.stop());

  return {
    search,
    lifecycle,
    employers,
    tracking,
    blog,
    blogEditor: createBlogEditorService({ db, queue: infra.queue, logger, previewSecret: config.jwtSecret, coverOf: media.coverOf, pagesChanged }),
    media,
    jobs: createJobsService(db, search),
    companies: createCompaniesService(search),
    companiesAdmin: createCompaniesAdminService({ db, storage, queue: infra.queue, logger, listingsChanged: listingsChanged(['companies', 'jobs', 'counts']) }),
    contracts: createContractsService(db),
    landingPages,
    content: createContentService(db, blog),
    salaryGuide: createSalaryGuideService({ db, search }),
    newsletters,
    sitemap: createSitemapService({ search, landingPages, blog, newsletters }),
    newsletterIssues,
    newsletterSends: createNewsletterSendsService({
      db,
      queue: infra.queue,
      mailer,
      logger,
      issues: newsletterIssues,
      tokens: unsubscribeTokens,
      publicUrl: config.publicUrl,
      perSecond: config.newsletterPerSecond,
      claimTimeoutMs: config.newsletterClaimTimeoutSeconds * 1000,
      pagesChanged,
    }),
    reviews: createReviewsService(db),
    moderation: createModerationService({ db, mailer, publicUrl: config.publicUrl, pagesChanged }),
    submissions: createSubmissionsService({ db, mailer, ...notices }),
    jobSubmissions: createJobSubmissionsService({ db, importAllowedHosts: config.importAllowedHosts }),
    employerJobs: createEmployerJobsService({ db, lifecycle, employers }),
    employerApplicants: createEmployerApplicantsService({ db, storage, japanLocations }),
    applicants: createApplicantsService({ db, storage, mailer, publicUrl: config.publicUrl, logger, japanLocations }),
    accounts: createAccountsService({ db, sessions, mailer, publicUrl: config.publicUrl }),
    publicAccounts: createPublicAccountsService(db),
    people: createPeopleService({ db, sessions }),
    staffAccounts: createStaffAccountsService({ db, sessions, mailer, publicUrl: config.publicUrl }),
    credentials: createCredentialsChecker(db),
    dashboard: createDashboardService(db),
    hireBilling: createHireBillingService(db),
    taxonomy: createTaxonomyService({ db, searchChanged: search.changed, pagesChanged }),
    outbox: createOutboxService({ db, mailer }),
  };
}

export type Services = ReturnType<typeof createServices>;
