import { expect } from 'chai';
import type supertest from 'supertest';
import { api, signInStaff } from '../helpers/agent.js';
import { freshAddress } from '../helpers/callers.js';
import { testApp } from '../helpers/context.js';
import { completeJobForm, createCompany, createJapan, createJob, createLocation, createSignedInEmployer, createSignedInUser, createSkill } from '../helpers/factories.js';
import { HTTP_URL_MESSAGE } from '../../src/lib/http/validators.js';
import { UNREADABLE_URL_MESSAGE } from '../../src/lib/net/safe-fetch.js';
import { errorsOf } from '../helpers/errors.js';

/** Links that are not http(s) with a host, each refused by every URL field. */
const NOT_HTTP_LINKS = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'http:/x', '//evil.example'];
const HTTPS_LINK = 'https://portfolio.example/aiko';

/** Jobs, accounts and reference data every URL field's endpoint needs for a valid request. */
async function world() {
  await createJapan();
  await createLocation({ slug: 'tokyo', name: 'Tokyo' });
  await createSkill({ system_name: 'go', name: 'Go' });
  const category = await createSkill({ system_name: 'software_engineering', name: 'Software Engineering', skill_type: 'category' });
  const acme = await createCompany({ slug: 'acme', homepage_url: 'https://acme.example' });
  // Application conditions waive the readiness rules: the link's shape must hold all the same.
  const waivedJob = await createJob({ company_id: acme.id, application_url: 'https://acme.example/apply', application_conditions: 'Apply with your portfolio' });
  const { authorization: employer } = await createSignedInEmployer({ company_id: acme.id });
  const { authorization: user } = await createSignedInUser();
  const staff = `Bearer ${(await signInStaff('admin')).tokens.access}`;
  const completeJob = (link: Record<string, string>) =>
    completeJobForm({ category: category.id, submitter_email: 'boss@acme.example', new_company_name: 'Acme', ...link });
  const applicant = (url: string) => ({
    job_id: waivedJob.id,
    company_id: acme.id,
    name: 'Aiko Tanaka',
    email: 'aiko@example.com',
    url,
    location_id: 1,
    japanese_level_enum: 'japanese_level_business_level',
  });
  return { waivedJob, employer, user, staff, completeJob, applicant };
}

type World = Awaited<ReturnType<typeof world>>;

interface UrlField {
  endpoint: string;
  /** The key its errors are reported under. */
  field: string;
  /** The endpoint's request, valid but for `link` in the URL field. */
  send: (world: World, link: string) => supertest.Test;
  /** What the answer to an https link shows (most endpoints: success). */
  accepts: (res: supertest.Response) => void;
}

const post = (url: string, token?: string) => {
  const request = api().post(url).set('x-forwarded-for', freshAddress());
  return token ? request.set('authorization', token) : request;
};
const put = (url: string, token: string) => api().put(url).set('x-forwarded-for', freshAddress()).set('authorization', token);
const status = (code: number) => (res: supertest.Response) => expect(res.status, JSON.stringify(res.body)).to.equal(code);

const URL_FIELDS: UrlField[] = [
  { endpoint: 'POST /api/v1/applicant_validations', field: 'url', send: (w, link) => post('/api/v1/applicant_validations').send({ applicant: w.applicant(link) }), accepts: status(200) },
  { endpoint: 'POST /api/v1/applicants', field: 'url', send: (w, link) => post('/api/v1/applicants').send({ applicant: w.applicant(link) }), accepts: status(201) },
  {
    endpoint: 'POST /api/v1/system_applicants',
    field: 'url',
    send: (w, link) => Object.entries(w.applicant(link)).reduce((request, [name, value]) => request.field(`applicant[${name}]`, String(value)), post('/api/v1/system_applicants')),
    accepts: status(201),
  },
  { endpoint: 'POST /api/v1/users/current (the link job applications hand on)', field: 'url', send: (w, link) => post('/api/v1/users/current', w.user).send({ user: { url: link } }), accepts: status(200) },
  ...(['application_url', 'import_url'] as const).flatMap((field): UrlField[] => [
    { endpoint: 'POST /api/v1/job_drafts', field, send: (_w, link) => post('/api/v1/job_drafts').send({ job_draft: { title: 'Backend Engineer', [field]: link } }), accepts: status(201) },
    { endpoint: 'POST /api/v1/jobs', field, send: (w, link) => post('/api/v1/jobs').send({ job: w.completeJob({ [field]: link }) }), accepts: status(201) },
    { endpoint: 'POST /api/v1/employers/jobs', field, send: (w, link) => post('/api/v1/employers/jobs', w.employer).send({ job: w.completeJob({ [field]: link }) }), accepts: status(201) },
    { endpoint: 'PUT /api/v1/employers/jobs/:slug', field, send: (w, link) => put(`/api/v1/employers/jobs/${w.waivedJob.slug}`, w.employer).send({ job: { [field]: link } }), accepts: status(200) },
  ]),
  { endpoint: 'PUT /admin/api/jobs/:id', field: 'application_url', send: (w, link) => put(`/admin/api/jobs/${w.waivedJob.id}`, w.staff).send({ application_url: link }), accepts: status(200) },
  {
    endpoint: 'POST /api/v1/job_imports',
    field: 'url',
    // Nothing listens on port 1: a link of the right shape gets as far as the fetch.
    send: (_w, link) => post('/api/v1/job_imports').send({ job_import: { url: link === HTTPS_LINK ? 'http://127.0.0.1:1/jobs/42' : link } }),
    accepts: (res) => expect(errorsOf(res.body)).to.deep.equal({ url: [UNREADABLE_URL_MESSAGE] }),
  },
  { endpoint: 'POST /api/v1/feedbacks', field: 'page_url', send: (_w, link) => post('/api/v1/feedbacks').send({ feedback: { body: 'The search is great', page_url: link } }), accepts: status(201) },
  {
    endpoint: 'POST /api/v1/company_leads',
    field: 'example_job_url',
    send: (_w, link) => post('/api/v1/company_leads').send({ company_lead: { name: 'Ken Sato', company_name: 'Acme KK', email: 'ken@acme.example', example_job_url: link } }),
    accepts: status(201),
  },
  { endpoint: 'POST /api/v1/now_hiring_reports', field: 'url', send: (_w, link) => post('/api/v1/now_hiring_reports').send({ now_hiring_report: { company_name: 'Acme KK', url: link } }), accepts: status(201) },
  {
    endpoint: 'POST /api/v1/company_submissions',
    field: 'homepage_url',
    send: (_w, link) =>
      post('/api/v1/company_submissions').send({
        company_submission: { company_name: 'Portfolio KK', submitter_name: 'Ken Sato', email: 'ken@portfolio.example', homepage_url: link, salary_min: 5_000_000, salary_max: 9_000_000, employee_count: 30 },
      }),
    accepts: status(201),
  },
  { endpoint: 'POST /api/v1/trackings', field: 'page_location', send: (_w, link) => post('/api/v1/trackings').send({ data: { type: 'PAGE_VIEW', page_location: link } }), accepts: status(202) },
];

describe('URL fields accept http(s) links only', () => {
  for (const { endpoint, field, send, accepts } of URL_FIELDS) {
    it(`${endpoint} ${field}`, async () => {
      const w = await world();
      for (const link of NOT_HTTP_LINKS) {
        const res = await send(w, link);
        expect(res.status, `${JSON.stringify(link)}: ${JSON.stringify(res.body)}`).to.equal(422);
        expect(errorsOf(res.body)[field], JSON.stringify(link)).to.include(HTTP_URL_MESSAGE);
      }
      accepts(await send(w, HTTPS_LINK));
    });
  }

  it('stores no applicant with a script link, even for a job whose conditions waive readiness', async () => {
    const w = await world();
    await post('/api/v1/applicants').send({ applicant: w.applicant('javascript:alert(1)') }).expect(422);
    expect(await testApp().ctx.db.models.Applicant.count()).to.equal(0);
    await post('/api/v1/applicants').send({ applicant: w.applicant(` ${HTTPS_LINK} `) }).expect(201);
    expect((await testApp().ctx.db.models.Applicant.findOne())?.url).to.equal(HTTPS_LINK);
  });
});
