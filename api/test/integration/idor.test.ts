import { expect } from 'chai';
import type { Rows } from '@shigoto/db';
import { api } from '../helpers/agent.js';
import { testApp } from '../helpers/context.js';
import { createCompany, createEmailApplicant, createJob, createSignedInEmployer, pdfBytes } from '../helpers/factories.js';
import { declaredRoutes } from '../helpers/routes.js';
import { storeResume } from '../../src/lib/uploads/index.js';

const models = () => testApp().ctx.db.models;

/** Company A's records, as they stand, to prove company B changed nothing. */
async function snapshot(companyId: number) {
  const jobs = await models().Job.findAll({ where: { company_id: companyId }, order: [['id', 'ASC']], raw: true });
  const applicants = await models().EmailApplicant.findAll({ where: { company_id: companyId }, order: [['id', 'ASC']], attributes: ['id', 'user_state', 'is_user_starred', 'tags'] });
  return JSON.stringify({ jobs, applicants: applicants.map((a) => a.get({ plain: true })), reports: await models().HiringReport.count() });
}

/**
 * The IDOR suite: two companies; every employer endpoint is called by company B with each
 * of company A's ids (path, body and filters). Every one answers 404, and A's data is untouched.
 */
describe('IDOR: every employer endpoint, every id of another company', () => {
  it('answers 404 and changes nothing', async function () {
    this.timeout(30_000);
    const a = await createCompany({ name: 'Company A' });
    const b = await createCompany({ name: 'Company B' });
    const aReady = await createJob({ company_id: a.id, published: false, published_at: null, category_skill_id: null, raw_content: 'Ready to publish' });
    const aOpen = await createJob({ company_id: a.id, application_url: null, application_email: 'jobs@a.example' });
    const resume = await storeResume(testApp().ctx, { field: 'resume', clientName: 'cv.pdf', bytes: pdfBytes() }, 'pdf');
    const attachment = await storeResume(testApp().ctx, { field: 'resume', clientName: 'portfolio.pdf', bytes: pdfBytes('Portfolio') }, 'pdf');
    const aApplicant = await createEmailApplicant({ job_id: aOpen.id, company_id: a.id, resume_file_id: resume.id, attachment_file_ids: [attachment.id] });
    const { authorization } = await createSignedInEmployer({ company_id: b.id });
    const before = await snapshot(a.id);

    // What each path parameter of an employer route means, filled with company A's value.
    const valueOf: Record<string, (method: string) => string> = {
      slug: (method) => (method === 'delete' ? aOpen.slug : aReady.slug),
      id: () => String(aApplicant.id),
      fileId: () => String(attachment.id),
    };
    const routes = declaredRoutes().filter((r) => r.path.startsWith('/api/v1/employers/') && r.path.includes(':'));
    expect(routes.length, 'employer routes with ids').to.be.greaterThan(5);
    const calls: { method: string; url: string; body?: object }[] = routes.map((route) => ({
      method: route.method,
      url: route.path.replace(/:(\w+)/g, (_, name: string) => {
        if (!valueOf[name]) throw new Error(`the IDOR walk does not know :${name} of ${route.path}`);
        return valueOf[name](route.method);
      }),
      body: route.method === 'get' || route.method === 'delete' ? undefined : { job: { title: 'Hijacked' }, email_applicant: { user_state: 'user_state_hired', is_user_starred: true, tags: ['x'] } },
    }));
    // Ids in bodies and filters.
    calls.push(
      { method: 'post', url: '/api/v1/employers/job_publishings', body: { slug: aReady.slug } },
      { method: 'put', url: '/api/v1/employers/email_applicants/bulk_update', body: { ids: [aApplicant.id], email_applicant: { is_user_starred: true } } },
      { method: 'post', url: '/api/v1/employers/hiring_reports', body: { hiring_report: { full_name: 'Someone Else', position: 'Engineer', start_date: '2026-11-20', contract_type: 'full_time_permanent', job_id: aOpen.id } } },
      { method: 'post', url: '/api/v1/employers/hiring_reports', body: { hiring_report: { full_name: 'Someone Else', position: 'Engineer', start_date: '2026-11-20', contract_type: 'full_time_permanent', email_applicant_id: aApplicant.id } } },
      { method: 'get', url: `/api/v1/employers/email_applicants?filter[job_id]=${aOpen.id}` },
      { method: 'get', url: `/api/v1/employers/email_applicants/search?q=a&filter[job_id]=${aOpen.id}` },
    );
    const wrong: string[] = [];
    for (const call of calls) {
      const request = (api() as unknown as Record<string, (url: string) => import('supertest').Test>)[call.method](call.url).set('authorization', authorization);
      const res = await (call.body ? request.send(call.body) : request);
      if (res.status !== 404) wrong.push(`${call.method.toUpperCase()} ${call.url} → ${res.status}`);
    }
    expect(wrong).to.deep.equal([]);

    // B's lists never show A's records.
    for (const url of ['/api/v1/employers/jobs', '/api/v1/employers/email_applicants', '/api/v1/employers/applicants', '/api/v1/employers/company_contracts']) {
      const res = await api().get(url).set('authorization', authorization).expect(200);
      expect(res.body.data, url).to.deep.equal([]);
    }
    expect(await snapshot(a.id)).to.equal(before);
    expect((await models().Job.findByPk(aReady.id) as unknown as Rows['Job']).title).to.not.equal('Hijacked');
  });
});
