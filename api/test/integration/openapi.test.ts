import { expect } from 'chai';
import { api, indexed } from '../helpers/agent.js';
import { testApp } from '../helpers/context.js';
import { createCompany, createJapan, createJob, createSkill } from '../helpers/factories.js';
import { schemaProblems } from '../helpers/schema.js';

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

  it('matches what the endpoints answer', async () => {
    await createJapan();
    const go = await createSkill({ system_name: 'go', name: 'Go' });
    const company = await createCompany({ slug: 'acme', membership_code: 'join-acme-0123456789' });
    const job = await createJob({ company_id: company.id, skills: [go], application_url: 'https://acme.example/apply' });
    await createJob({ company_id: company.id, skills: [go] });
    await indexed();
    const doc = (await api().get('/api/v1/openapi.json').expect(200)).body;

    const samples: [string, string][] = [
      ['/jobs', '/jobs?lang=jp'],
      ['/searches/jobs', '/searches/jobs?q=engineer&filter[remote_level]=partial'],
      ['/jobs/{id}', `/jobs/${job.slug}`],
      ['/jobs/{slug}/related_jobs', `/jobs/${job.slug}/related_jobs`],
      ['/jobs/{slug}/same_company_jobs', `/jobs/${job.slug}/same_company_jobs`],
      ['/companies/{id}/jobs', `/companies/${company.id}/jobs`],
      ['/skills/{id}/jobs', '/skills/go/jobs'],
      ['/job_redirections/{slug}', `/job_redirections/${job.slug}`],
      ['/companies', '/companies'],
      ['/searches/companies', '/searches/companies'],
      ['/companies/{id}', `/companies/${company.id}`],
      ['/slug_companies/{slug}', '/slug_companies/acme'],
      ['/skills/{id}/companies', '/skills/go/companies'],
      ['/company_options', '/company_options'],
      ['/skills', '/skills'],
      ['/skills/{id}', '/skills/go'],
      ['/category_skills', '/category_skills'],
      ['/locations', '/locations'],
      ['/blog_posts', '/blog_posts'],
      ['/newsletters', '/newsletters'],
      ['/company_reviews', `/company_reviews?company_id=${company.id}`],
      ['/company_experiences', `/company_experiences?company_id=${company.id}`],
      ['/about', '/about'],
      ['/resources', '/resources?lang=jp'],
      ['/prices', '/prices'],
      ['/counts', '/counts'],
      ['/user_existences/{email}', '/user_existences/someone@example.com'],
      ['/company_membership_code_employers/{code}', '/company_membership_code_employers/join-acme-0123456789'],
      ['/landing_pages/{path}', '/landing_pages/go-jobs-in-japan'],
      ['/sitemap_entries', '/sitemap_entries'],
    ];
    for (const [template, url] of samples) {
      const res = await api().get(`/api/v1${url}`).expect(200);
      const schema = doc.paths[template].get.responses['200'].content['application/json'].schema;
      expect(schemaProblems(schema, res.body, doc), `${url}`).to.deep.equal([]);
    }
    const missing = await api().get('/api/v1/jobs/no-such-job').expect(404);
    expect(schemaProblems(doc.components.schemas.Errors, missing.body, doc)).to.deep.equal([]);
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

  it('the checker itself catches a wrong shape', async () => {
    const doc = (await api().get('/api/v1/openapi.json').expect(200)).body;
    const problems = schemaProblems(doc.components.schemas.Job, { id: 1, type: 'job', attributes: { title: 3 } }, doc);
    expect(problems).to.include('$.id: expected string, got integer');
    expect(problems).to.include('$.attributes.title: expected string, got integer');
  });
});
