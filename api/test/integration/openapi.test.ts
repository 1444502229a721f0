import { expect } from 'chai';
import { api, indexed } from '../helpers/agent.js';
import { testApp } from '../helpers/context.js';
import type supertest from 'supertest';
import { freshAddress } from '../helpers/callers.js';
import { contractChecker, type Checked } from '../helpers/contract.js';
import {
  completeJobForm,
  createBlogPost,
  createBlogTag,
  createCompany,
  createContract,
  createEmailApplicant,
  createExperience,
  createJapan,
  createJob,
  createLead,
  createLocation,
  createNewsletter,
  createReview,
  createSignedInEmployer,
  createSignedInUser,
  createSkill,
  pdfBytes,
} from '../helpers/factories.js';
import { storeResume } from '../../src/lib/uploads/index.js';
import { createUnsubscribeTokens } from '../../src/modules/newsletters/unsubscribe-tokens.js';

interface Layer {
  rawPath?: string;
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** "method path" of every route mounted under /api/v1, in OpenAPI form ({param}). */
function publicRoutes(): string[] {
  const stack = (testApp().app as unknown as { router: { stack: Layer[] } }).router.stack;
  return stack
    .filter((layer) => layer.rawPath === '/api/v1' && layer.handle.stack)
    .flatMap((layer) =>
      layer.handle.stack!.filter((l) => l.route).flatMap((l) => Object.keys(l.route!.methods).map((method) => `${method} ${l.route!.path.replace(/:(\w+)/g, '{$1}')}`)),
    );
}

describe('OpenAPI description (/api/v1/openapi.json)', () => {
  it('describes every public route', async () => {
    const doc = (await api().get('/api/v1/openapi.json').expect(200)).body;
    expect(doc.openapi).to.equal('3.1.0');
    const undocumented = publicRoutes().filter((route) => {
      const [method, path] = route.split(' ');
      return path !== '/openapi.json' && !doc.paths[path]?.[method];
    });
    expect(undocumented).to.deep.equal([]);
  });

  it('answers every operation as described: listed statuses, schemas with no undocumented field, JSON:API 1.1 documents', async function () {
    this.timeout(120_000);
    const { ctx } = testApp();
    await createJapan();
    const tokyo = await createLocation({ name: 'Tokyo', slug: 'tokyo', parent_id: 1 });
    const go = await createSkill({ system_name: 'go', name: 'Go' });
    const category = await createSkill({ system_name: 'backend', name: 'Backend', skill_type: 'category' });
    const company = await createCompany({ slug: 'acme', membership_code: 'join-acme-0123456789', homepage_url: 'https://acme.example' });
    const job = await createJob({ company_id: company.id, skills: [go], application_url: 'https://acme.example/apply', category_skill_id: category.id, location_id: tokyo.id });
    const emailJob = await createJob({ company_id: company.id, skills: [go], application_url: null, application_email: 'jobs@acme.example' });
    const closedJob = await createJob({ company_id: company.id, published: false, closed_at: new Date() });
    const tag = await createBlogTag({ system_name: 'careers' });
    const post = await createBlogPost({ slug: 'first-post', tags: [tag] });
    const newsletter = await createNewsletter();
    await createReview({ company_id: company.id });
    await createExperience({ company_id: company.id });
    const lead = await createLead();
    const seeker = await createSignedInUser({ location_id: tokyo.id, japanese_level_enum: 'japanese_level_native', url: 'https://github.example/seeker' });
    const { employer, authorization: employerAuth } = await createSignedInEmployer({ company_id: company.id, email: 'boss@acme.example', password: 'password-123' });
    const unconfirmed = await createSignedInEmployer({ company_id: company.id, confirmed_at: null });
    await createContract({ company_id: company.id });
    const applicant = await createEmailApplicant({ job_id: emailJob.id, company_id: company.id });
    const resume = await storeResume(ctx, { field: 'resume', clientName: 'CV.pdf', bytes: pdfBytes() }, 'pdf');
    const attachment = await storeResume(ctx, { field: 'resume', clientName: 'Portfolio.pdf', bytes: pdfBytes('Portfolio') }, 'pdf');
    await ctx.db.models.EmailApplicant.update({ resume_file_id: resume.id, attachment_file_ids: [attachment.id] }, { where: { id: applicant.id } });
    await indexed();
    const doc = (await api().get('/api/v1/openapi.json').expect(200)).body;
    const contract = contractChecker(doc);

    const answers: Checked[] = [];
    /** One call through a fresh address (rate limits stay out of the way), checked against `method template`. */
    async function call(method: 'get' | 'post' | 'put' | 'delete', template: string, url: string, options: { auth?: string; body?: object; accept?: string; attach?: Buffer } = {}) {
      let request = (api() as unknown as Record<string, (url: string) => supertest.Test>)[method](`/api/v1${url}`).set('x-forwarded-for', freshAddress());
      if (options.auth) request = request.set('authorization', options.auth);
      if (options.accept) request = request.set('accept', options.accept);
      if (options.attach) request = request.attach('resume', options.attach, 'cv.pdf');
      else if (options.body) request = request.send(options.body);
      const res = await request;
      answers.push(contract.check(method, template, res));
      return res;
    }

    // Public reads.
    await call('get', '/jobs', '/jobs?lang=jp');
    await call('get', '/jobs', '/jobs', { accept: 'application/vnd.api+json' });
    await call('get', '/jobs', '/jobs?include=company');
    await call('get', '/jobs', '/jobs?page[number]=0');
    await call('get', '/jobs', '/jobs', { accept: 'application/vnd.api+json; version=2' });
    await call('get', '/searches/jobs', '/searches/jobs?q=engineer&filter[remote_level]=partial&facets=skills');
    await call('get', '/jobs/{id}', `/jobs/${job.slug}`);
    await call('get', '/jobs/{id}', `/jobs/${closedJob.slug}`);
    await call('get', '/jobs/{id}', '/jobs/no-such-job');
    await call('get', '/jobs/{slug}/related_jobs', `/jobs/${job.slug}/related_jobs`);
    await call('get', '/jobs/{slug}/same_company_jobs', `/jobs/${job.slug}/same_company_jobs`);
    await call('get', '/companies/{id}/jobs', `/companies/${company.id}/jobs`);
    await call('get', '/skills/{id}/jobs', '/skills/go/jobs');
    await call('get', '/job_redirections/{slug}', `/job_redirections/${job.slug}`);
    await call('get', '/job_redirections/{slug}', `/job_redirections/${job.slug}`, { accept: 'text/html' });
    await call('get', '/companies', '/companies');
    await call('get', '/searches/companies', '/searches/companies');
    await call('get', '/companies/{id}', `/companies/${company.id}`);
    await call('get', '/slug_companies/{slug}', '/slug_companies/acme');
    await call('get', '/companies/tags/{tag}', '/companies/tags/remote');
    await call('get', '/skills/{id}/companies', '/skills/go/companies');
    await call('get', '/skill_companies/{id}', `/skill_companies/${go.id}`);
    await call('get', '/company_options', '/company_options');
    await call('get', '/skills', '/skills');
    await call('get', '/skills/{id}', '/skills/go');
    await call('get', '/category_skills', '/category_skills');
    await call('get', '/subcategory_skills', `/subcategory_skills?category_id=${category.id}`);
    await call('get', '/locations', '/locations');
    await call('get', '/blog_posts', '/blog_posts');
    await call('get', '/blog_posts/{id}', `/blog_posts/${post.slug}`);
    await call('post', '/blog_posts/{slug}/views', `/blog_posts/${post.slug}/views`);
    await call('get', '/blog_previews/{slug}', `/blog_previews/${post.slug}?token=forged.0.x`);
    await call('get', '/blog_tags/{tag}/blog_posts', '/blog_tags/careers/blog_posts');
    await call('get', '/top_blog_posts', '/top_blog_posts');
    await call('get', '/related_blog_posts', `/related_blog_posts?post_id=${post.id}`);
    await call('get', '/newsletters', '/newsletters');
    await call('get', '/newsletters/{id}', `/newsletters/${newsletter.id}`);
    await call('post', '/newsletter_unsubscriptions', `/newsletter_unsubscriptions?token=${createUnsubscribeTokens(ctx.config.jwtSecret).sign(lead.id)}`);
    await call('get', '/company_reviews', `/company_reviews?company_id=${company.id}`);
    await call('get', '/company_reviews', '/company_reviews?company_id=x');
    await call('get', '/company_experiences', `/company_experiences?company_id=${company.id}`);
    await call('get', '/about', '/about');
    await call('get', '/resources', '/resources?lang=jp');
    await call('get', '/prices', '/prices');
    await call('get', '/counts', '/counts');
    await call('get', '/salary_guide', '/salary_guide?lang=jp');
    await call('get', '/sitemap_entries', '/sitemap_entries');
    await call('get', '/user_existences/{email}', '/user_existences/someone@example.com');
    await call('get', '/company_membership_code_employers/{code}', '/company_membership_code_employers/join-acme-0123456789');
    await call('get', '/landing_pages', '/landing_pages');
    await call('get', '/landing_pages/{path}', '/landing_pages/go-jobs-in-japan');
    await call('get', '/landing_pages/{path}', '/landing_pages/designer-jobs-in-japan');

    // Public writes.
    await call('post', '/feedbacks', '/feedbacks', { body: { feedback: { body: 'Great site', email: 'reader@mail.example' } } });
    await call('post', '/feedbacks', '/feedbacks', { body: { feedback: {} } });
    await call('post', '/leads', '/leads', { body: { lead: { email: 'new@mail.example' } } });
    await call('post', '/company_leads', '/company_leads', { body: { company_lead: { name: 'Ken', company_name: 'Kaizen', email: 'ken@kaizen.example' } } });
    await call('post', '/contract_requests', '/contract_requests', { body: { contract_request: { company_id: company.id, email: 'boss@acme.example', plan: 'plus', term: 'annual' } } });
    await call('post', '/now_hiring_reports', '/now_hiring_reports', { body: { now_hiring_report: { company_id: company.id } } });
    await call('post', '/company_reviews', '/company_reviews', { body: { company_review: { company_id: company.id, title: 'Good place', body: 'A good place to work, with kind people.', rating: 4 } } });
    await call('post', '/company_experiences', '/company_experiences', { body: { company_experience: { company_id: company.id, body: 'Remote works well here.', kind: 'remote' } } });
    await call('post', '/company_submissions', '/company_submissions', { body: { company_submission: { company_name: 'Kaizen' } } });
    await call('post', '/trackings', '/trackings', { body: { data: { type: 'PAGE_VIEW', page_location: 'https://shigoto.example/jobs' } } });
    await call('post', '/users', '/users', { body: { user: { email: 'new-seeker@mail.example', password: 'long-enough-1', name: 'New' } } });
    await call('post', '/sessions', '/sessions', { body: { user: { email: 'new-seeker@mail.example', password: 'long-enough-1' } } });
    await call('post', '/sessions', '/sessions', { body: { user: { email: 'new-seeker@mail.example', password: 'wrong-password' } } });
    const signIn = await call('post', '/employer_sessions', '/employer_sessions', { body: { user: { email: 'boss@acme.example', password: 'password-123' } } });
    await call('post', '/employer_users', '/employer_users', { body: { user: { email: 'ken@acme.example', password: 'password-123', membership_code: 'join-acme-0123456789' } } });
    await call('post', '/refresh', '/refresh', { body: { refresh: signIn.body.meta.refresh } });
    await call('post', '/refresh', '/refresh', { body: { refresh: signIn.body.meta.refresh } });
    await call('delete', '/sessions', '/sessions', { auth: `Bearer ${signIn.body.meta.access}` });
    await call('post', '/password_reset_tokens', '/password_reset_tokens', { body: { user: { email: 'new-seeker@mail.example' } } });
    await call('post', '/password_resets', '/password_resets', { body: { user: { token: 'x'.repeat(40), password: 'another-password-1' } } });
    await call('post', '/applicant_validations', '/applicant_validations', { body: { applicant: { job_id: job.id, name: 'Robin Tanaka', email: 'robin@mail.example', url: 'https://github.example/robin', location_id: tokyo.id, japanese_level_enum: 'japanese_level_native' } } });
    await call('post', '/applicant_validations', '/applicant_validations', { body: { applicant: {} } });
    const application = { job_id: job.id, name: 'Robin Tanaka', email: 'robin@mail.example', url: 'https://github.example/robin', location_id: tokyo.id, japanese_level_enum: 'japanese_level_native' };
    await call('post', '/applicants', '/applicants', { body: { applicant: application } });
    await call('post', '/applicants', '/applicants', { body: { applicant: application } });
    await call('post', '/system_applicants', '/system_applicants', { body: {} });
    await call('post', '/job_drafts', '/job_drafts', { body: { job_draft: { title: 'Backend Engineer' } } });
    await call('post', '/job_imports', '/job_imports', { body: { job_import: { url: 'http://127.0.0.1/job' } } });
    await call('post', '/internal/generated_skills', '/internal/generated_skills', { body: { raw_content: 'We use Go and Kubernetes.' } });
    await call('post', '/jobs', '/jobs', { body: { job: completeJobForm({ category: category.id, submitter_email: 'boss@acme.example' }) } });
    await call('post', '/jobs', '/jobs', { body: { job: { title: 'Senior Go Engineer' } } });

    // A signed-in seeker.
    await call('get', '/users/current', '/users/current', { auth: seeker.authorization });
    await call('get', '/users/current', '/users/current');
    await call('get', '/users/current', '/users/current', { auth: employerAuth });
    await call('post', '/user_resumes', '/user_resumes', { auth: seeker.authorization, attach: pdfBytes() });
    await call('get', '/users/current', '/users/current', { auth: seeker.authorization });
    await call('post', '/users/current', '/users/current', { auth: seeker.authorization, body: { user: { name: 'Seeker Renamed' } } });
    await call('post', '/job_applications', '/job_applications', { auth: seeker.authorization, body: { job_application: { job_id: job.id } } });
    await call('post', '/job_applications', '/job_applications', { auth: seeker.authorization, body: { job_application: { job_id: job.id } } });

    // Employers.
    await call('post', '/employer_confirmation_codes', '/employer_confirmation_codes', { auth: unconfirmed.authorization });
    await call('post', '/employer_confirmations', '/employer_confirmations', { auth: unconfirmed.authorization, body: { code: '000000' } });
    await call('get', '/employers/jobs', '/employers/jobs', { auth: unconfirmed.authorization });
    await call('get', '/employers/current', '/employers/current', { auth: employerAuth });
    await call('post', '/employers/current', '/employers/current', { auth: employerAuth, body: { user: { name: 'Boss' } } });
    await call('post', '/employers/current', '/employers/current', { auth: employerAuth, body: { user: { password: 'a-new-password-1', current_password: 'password-123' } } });
    const renewed = `Bearer ${answers.length && (await api().post('/api/v1/employer_sessions').set('x-forwarded-for', freshAddress()).send({ user: { email: 'boss@acme.example', password: 'a-new-password-1' } })).body.meta.access}`;
    await call('get', '/employers/jobs', '/employers/jobs', { auth: renewed });
    await call('get', '/employers/jobs/{slug}', `/employers/jobs/${job.slug}`, { auth: renewed });
    const created = await call('post', '/employers/jobs', '/employers/jobs', { auth: renewed, body: { job: completeJobForm({ category: category.id }) } });
    await call('post', '/employers/jobs', '/employers/jobs', { auth: renewed, body: { job: {} } });
    await call('put', '/employers/jobs/{slug}', `/employers/jobs/${job.slug}`, { auth: renewed, body: { job: { title: 'Senior Go Engineer' } } });
    await call('put', '/employers/jobs/{slug}', `/employers/jobs/${created.body.data.attributes.slug}`, { auth: renewed, body: { job: { title: 'Changed' } } });
    await call('delete', '/employers/job_publishings/{slug}', `/employers/job_publishings/${job.slug}`, { auth: renewed });
    await call('post', '/employers/job_publishings', '/employers/job_publishings', { auth: renewed, body: { slug: job.slug } });
    await call('post', '/employers/job_publishings', '/employers/job_publishings', { auth: renewed, body: { slug: created.body.data.attributes.slug } });
    await call('get', '/employers/company_contracts', '/employers/company_contracts', { auth: renewed });
    await call('post', '/employers/hiring_reports', '/employers/hiring_reports', {
      auth: renewed,
      body: { hiring_report: { full_name: 'Robin Tanaka', position: 'Backend Engineer', start_date: new Date().toISOString().slice(0, 10), contract_type: 'permanent', job_id: job.id } },
    });
    await call('get', '/employers/applicants', '/employers/applicants', { auth: renewed });
    await call('get', '/employers/email_applicants', '/employers/email_applicants', { auth: renewed });
    await call('get', '/employers/email_applicants/search', '/employers/email_applicants/search?q=applicant', { auth: renewed });
    await call('get', '/employers/email_applicants/{id}', `/employers/email_applicants/${applicant.id}`, { auth: renewed });
    await call('put', '/employers/email_applicants/{id}', `/employers/email_applicants/${applicant.id}`, { auth: renewed, body: { email_applicant: { is_user_starred: true } } });
    await call('put', '/employers/email_applicants/bulk_update', '/employers/email_applicants/bulk_update', { auth: renewed, body: { ids: [applicant.id], email_applicant: { is_user_starred: false } } });
    await call('get', '/employers/email_applicants/{id}/resume', `/employers/email_applicants/${applicant.id}/resume`, { auth: renewed });
    await call('get', '/employers/email_applicants/{id}/attachments/{fileId}', `/employers/email_applicants/${applicant.id}/attachments/${attachment.id}`, { auth: renewed });
    await call('get', '/employers/email_applicants/{id}', '/employers/email_applicants/999999', { auth: renewed });
    void employer;

    expect(answers.filter((answer) => answer.problems.length), 'answers that differ from the document').to.deep.equal([]);
    const reached = new Set(answers.map((answer) => answer.operation));
    const operations = Object.entries(doc.paths as Record<string, object>).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect(operations.filter((operation) => !reached.has(operation)), 'operations no call reached').to.deep.equal([]);
    // The statuses the calls met, so a reader sees what the test covers.
    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].sort()).to.include.members([200, 201, 202, 204, 301, 302, 400, 401, 403, 404, 406, 410, 422]);
  });

  it('names every operation (operationId, unique) and lists 401 only where an operation may answer it', async () => {
    const doc = (await api().get('/api/v1/openapi.json').expect(200)).body;
    const operations = Object.entries(doc.paths as Record<string, Record<string, { operationId: string; responses: Record<string, unknown>; security: unknown[] }>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ key: `${method} ${path}`, method, ...operation })),
    );
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every((id) => /^[a-z][A-Za-z]+$/.test(id)), 'camelCase ids').to.equal(true);
    expect(new Set(ids).size).to.equal(ids.length);
    const publicReadsWith401 = operations.filter((operation) => operation.method === 'get' && !operation.security.length && operation.responses['401']);
    expect(publicReadsWith401.map((operation) => operation.key)).to.deep.equal([]);
    const signedInWithout401 = operations.filter((operation) => operation.security.length && !operation.responses['401']);
    expect(signedInWithout401.map((operation) => operation.key)).to.deep.equal([]);
    expect(Object.keys(doc.paths['/jobs/{id}'].get.responses)).to.include.members(['200', '304', '400', '404', '410']);
    expect(doc.paths['/landing_pages/{path}'].get.responses['301'].headers.Location).to.be.an('object');
    expect(doc.paths['/job_redirections/{slug}'].get.responses['302'].headers.Location).to.be.an('object');
    expect(doc.paths['/employers/jobs'].get.responses['403']).to.be.an('object');
    expect(Object.keys(doc.paths['/employers/email_applicants/{id}/resume'].get.responses['200'].content)).to.deep.equal([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
    expect(doc.paths['/applicant_validations'].post.responses['422'].content['application/json'].schema.$ref).to.equal('#/components/schemas/FieldErrors');
    expect(doc.paths['/applicants'].post.responses['429']).to.be.an('object');
    expect(doc.paths['/jobs'].get.responses['429']).to.equal(undefined);
    expect(Object.keys(doc.components.schemas.Job.properties.attributes.properties)).to.include.members(['details', 'requirements', 'benefits', 'raw_content']);
  });

  it('the checker itself catches an undocumented field, a wrong shape and an unlisted status', async () => {
    const doc = (await api().get('/api/v1/openapi.json').expect(200)).body;
    const contract = contractChecker(doc);
    const answer = (status: number, body: unknown) => ({ status, body, text: JSON.stringify(body), headers: { 'content-type': 'application/json; charset=utf-8' } }) as unknown as supertest.Response;
    const extra = contract.check('get', '/counts', answer(200, { data: { id: 'counts', type: 'site_counts', attributes: { jobs: 1, companies: 1, hiring_companies: 1, newsletter_subscribers: 1, company_reviews: 1, blog_posts: 1, counted_at: new Date().toISOString(), secret: 1 } } }));
    expect(extra.problems.join('\n')).to.match(/additionalProperty.*secret/);
    const wrong = contract.check('get', '/skills/{id}', answer(200, { data: { id: 1, type: 'skill', attributes: { name: 3 } } }));
    expect(wrong.problems.join('\n')).to.match(/\/data\/id must be string/).and.match(/JSON:API: \/data\/id/);
    expect(contract.check('get', '/counts', answer(410, { errors: [] })).problems).to.deep.equal(['get /counts answered 410, which the document does not list']);
    const notJsonApi = contract.check('get', '/jobs/{id}', answer(404, { errors: [{ status: '404', title: 'Not Found', detail: 'x' }], message: 'extra' }));
    expect(notJsonApi.problems.join('\n')).to.match(/JSON:API/);
  });

  it('describes the multipart writes with their fields and the resume file', async () => {
    const doc = (await api().get('/api/v1/openapi.json').expect(200)).body;
    for (const path of ['/system_applicants', '/user_resumes']) {
      const form = doc.paths[path].post.requestBody.content['multipart/form-data'];
      expect(form.schema.properties.resume, path).to.include({ type: 'string', format: 'binary' });
      expect(form.encoding.resume.contentType, path).to.include('application/pdf');
    }
    expect(doc.paths['/system_applicants'].post.requestBody.content['multipart/form-data'].schema.required).to.include('applicant[job_id]');
  });

  it('describes request bodies and parameters from the endpoints’ validators', async () => {
    const doc = (await api().get('/api/v1/openapi.json').expect(200)).body;
    const jsonBody = (path: string, method: string) => doc.paths[path][method].requestBody?.content['application/json']?.schema;
    const signIn = jsonBody('/sessions', 'post');
    expect(signIn.required).to.deep.equal(['user']);
    expect(signIn.properties.user.required).to.deep.equal(['email', 'password']);
    expect(signIn.properties.user.properties.email).to.include({ type: 'string', format: 'email' });
    expect(jsonBody('/employers/email_applicants/bulk_update', 'put').properties.ids).to.deep.equal({ type: 'array', items: { type: 'integer', minimum: 1 } });
    expect(jsonBody('/applicants', 'post').properties.applicant.properties.japanese_level_enum.enum).to.include('japanese_level_business_level');
    expect(doc.paths['/company_reviews'].get.parameters).to.deep.include({ name: 'company_id', in: 'query', required: true, schema: { type: 'integer', minimum: 1 } });
    expect(doc.paths['/companies/{id}'].get.parameters[0]).to.deep.equal({ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } });
    const writesWithoutBody = Object.entries(doc.paths as Record<string, Record<string, { requestBody?: unknown }>>).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method, operation]) => (method === 'post' || method === 'put') && !operation.requestBody)
        .map(([method]) => `${method} ${path}`),
    );
    // Asking for a new confirmation code carries nothing: the signed-in employer is the whole request.
    // A one-click unsubscribe carries its token in the URL (mail clients post a fixed form body).
    // A blog post view is the post named in the URL, from the caller's address.
    expect(writesWithoutBody).to.deep.equal(['post /blog_posts/{slug}/views', 'post /newsletter_unsubscriptions', 'post /employer_confirmation_codes']);
  });

});
