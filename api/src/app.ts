import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import qs from 'qs';
import { auditLogsAdminRoutes } from './admin/audit-logs.admin.js';
import { blogPostsAdminRoutes } from './admin/blog-posts.admin.js';
import { mediaAdminRoutes } from './admin/media.admin.js';
import { blogTagsAdminRoutes } from './admin/blog-tags.admin.js';
import { companiesAdminRoutes } from './admin/companies.admin.js';
import { companyLeadsAdminRoutes, companySubmissionsAdminRoutes } from './admin/company-leads.admin.js';
import { companyExperiencesAdminRoutes, companyReviewsAdminRoutes } from './admin/company-reviews.admin.js';
import { contractsAdminRoutes } from './admin/contracts.admin.js';
import { dashboardAdminRoutes } from './admin/dashboard.admin.js';
import { employersAdminRoutes } from './admin/employers.admin.js';
import { feedbackAdminRoutes, nowHiringReportsAdminRoutes } from './admin/feedback.admin.js';
import { hiringReportsAdminRoutes } from './admin/hiring-reports.admin.js';
import { newslettersAdminRoutes } from './admin/newsletters.admin.js';
import { adminJobsRoutes } from './admin/jobs.admin.js';
import { leadsAdminRoutes } from './admin/leads.admin.js';
import { outboundEmailsAdminRoutes } from './admin/outbound-emails.admin.js';
import { staffSessionsRoutes } from './admin/sessions.routes.js';
import { staffUsersAdminRoutes } from './admin/staff-users.admin.js';
import { taxonomyAdminRoutes } from './admin/taxonomy.admin.js';
import { trackingEventsAdminRoutes } from './admin/tracking-events.admin.js';
import { usersAdminRoutes } from './admin/users.admin.js';
import type { AppContext } from './context.js';
import { AppError } from './lib/errors/index.js';
import { errorHandler } from './lib/http/error-handler.js';
import { weakEtag } from './lib/http/etag.js';
import { jsonBody } from './lib/http/input-rules.js';
import { jsonApiRequest } from './lib/http/jsonapi.js';
import { requestLog } from './lib/http/request-log.js';
import { securityHeaders } from './lib/http/security-headers.js';
import { publicAccountsRoutes } from './modules/accounts/accounts.public.routes.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { applicantsRoutes } from './modules/applicants/applicants.routes.js';
import { employerApplicantsRoutes } from './modules/employer-applicants/employer-applicants.routes.js';
import { employerJobsRoutes } from './modules/employer-jobs/employer-jobs.routes.js';
import { employersRoutes } from './modules/employers/employers.routes.js';
import { submissionsRoutes } from './modules/submissions/submissions.routes.js';
import { jobSubmissionsRoutes } from './modules/job-submissions/job-submissions.routes.js';
import { blogRoutes } from './modules/blog/blog.routes.js';
import { companiesRoutes } from './modules/companies/companies.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { publicFilesRoutes } from './modules/files/files.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { jobsRoutes } from './modules/jobs/jobs.routes.js';
import { landingPagesRoutes } from './modules/landing-pages/landing-pages.routes.js';
import { locationsRoutes } from './modules/locations/locations.routes.js';
import { newslettersRoutes } from './modules/newsletters/newsletters.routes.js';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { salaryGuideRoutes } from './modules/salary-guide/salary-guide.routes.js';
import { skillsRoutes } from './modules/skills/skills.routes.js';
import { openApiRoutes } from './openapi/openapi.routes.js';

/** Builds the HTTP app; listening, signals and process lifetime belong to server.ts. */
export function createApp(ctx: AppContext) {
  const app = express();
  // filter[remote_level]=a,b needs nested objects; a value is never a list, so `x[]=a` or a repeated
  // `x` cannot slip past validators written for one string (a repeated parameter: the last wins).
  app.set('query parser', (query: string) => qs.parse(query, { parseArrays: false, duplicates: 'last' }));
  app.set('trust proxy', ctx.config.trustProxy ? 1 : 'loopback');
  app.disable('x-powered-by');
  app.set('etag', weakEtag);

  app.use(requestLog(app, ctx.logger, { quiet: (url) => url === '/api/healthz' }));
  app.use(securityHeaders);

  // Health checks are the app's own routes (full paths), not a router mounted at /api: entering
  // and leaving a router cost a tenth of a health check (bench:api).
  healthRoutes(ctx, app.router);

  // Reading what a client sends (the query, a JSON body, the session) runs only under the mounts
  // whose endpoints read it: health checks, public files and the console's page skip it (it was
  // most of what a health check cost beyond a bare server; measured with bench:api).
  const readInput = [parseQueryOnce, jsonBody({ limit: '1mb' }), ctx.sessions.authenticate()];
  // JSON:API's rules for media types and `include` come before the body is read.
  const readJsonApiInput = [parseQueryOnce, jsonApiRequest, ...readInput.slice(1)];

  // Every module adds its routes to one router per mount point: a request entered (and left)
  // each module's own router on its way, ~14 µs of the busiest calls (measured with the search
  // benchmark). Order matters: companies before jobs, so /companies/tags/:tag wins over
  // /companies/:id/jobs.
  app.use('/api/v1', routerOf(ctx, readJsonApiInput, [
    companiesRoutes, jobsRoutes, skillsRoutes, locationsRoutes, blogRoutes, newslettersRoutes, reviewsRoutes, contentRoutes, salaryGuideRoutes,
    publicAccountsRoutes, accountsRoutes, landingPagesRoutes, sitemapRoutes, submissionsRoutes, applicantsRoutes, jobSubmissionsRoutes,
    employersRoutes, employerJobsRoutes, employerApplicantsRoutes, openApiRoutes,
  ]));
  app.use('/admin/api', routerOf(ctx, readInput, [
    staffSessionsRoutes, adminJobsRoutes, companiesAdminRoutes, outboundEmailsAdminRoutes, trackingEventsAdminRoutes, hiringReportsAdminRoutes,
    dashboardAdminRoutes, taxonomyAdminRoutes, auditLogsAdminRoutes, employersAdminRoutes, usersAdminRoutes, staffUsersAdminRoutes,
    companyReviewsAdminRoutes, companyExperiencesAdminRoutes, companySubmissionsAdminRoutes, companyLeadsAdminRoutes, nowHiringReportsAdminRoutes, feedbackAdminRoutes, leadsAdminRoutes,
    blogPostsAdminRoutes, blogTagsAdminRoutes, contractsAdminRoutes, newslettersAdminRoutes, mediaAdminRoutes,
  ]));
  // An unknown console API call is a JSON 404, not the console's page (its client-side routes are under /admin).
  app.use('/admin/api', notFound);
  app.use('/files', routerOf(ctx, [], [publicFilesRoutes]));
  serveConsole(app, ctx.config.adminDistDir);

  app.use(notFound);
  app.use(errorHandler({ consolePath: '/admin/api' }));
  return app;
}

function notFound(req: Request, _res: Response, next: NextFunction) {
  next(new AppError(404, `Page not found: ${req.baseUrl}${req.path}`));
}

/**
 * Express 5's req.query is a getter that parses the query string on every read; validators read
 * it once per field. Parse once per request.
 */
function parseQueryOnce(req: Request, _res: Response, next: NextFunction) {
  Object.defineProperty(req, 'query', { value: req.query, writable: true, configurable: true, enumerable: true });
  next();
}

/** One router: the given middleware, then the routes of the given modules, in order. */
function routerOf(ctx: AppContext, middleware: RequestHandler[], modules: ((ctx: AppContext, router: express.Router) => void)[]): express.Router {
  const router = express.Router();
  if (middleware.length) router.use(middleware);
  for (const addRoutes of modules) addRoutes(ctx, router);
  return router;
}

/** The staff console's static build, with its client-side routes falling back to index.html. */
function serveConsole(app: express.Express, distDir: string) {
  const index = path.join(distDir, 'index.html');
  app.use('/admin', express.static(distDir, { index: false, redirect: false, maxAge: '1h' }));
  app.get(['/admin', '/admin/*rest'], (_req, res, next) => {
    if (!existsSync(index)) return next(new AppError(503, 'The staff console is not built yet (npm run build -w admin)'));
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
