import { expect } from 'chai';
import { api, signInStaff } from '../helpers/agent.js';
import { freshAddress } from '../helpers/callers.js';
import { testApp } from '../helpers/context.js';
import { createCompany, createEmailApplicant, createJapan, createJob, createSignedInEmployer, createSignedInUser } from '../helpers/factories.js';
import { SINGLE_VALUE_MESSAGE } from '../../src/lib/http/endpoint.js';
import { MISSING_RECORD_MESSAGE } from '../../src/lib/errors/index.js';
import { errorsOf } from '../helpers/errors.js';

const models = () => testApp().ctx.db.models;
const post = (url: string, body: string | object, token?: string) => {
  const request = api().post(url).set('x-forwarded-for', freshAddress()).set('content-type', 'application/json');
  if (token) request.set('authorization', token);
  return request.send(typeof body === 'string' ? body : JSON.stringify(body));
};
const get = (url: string, token?: string) => {
  const request = api().get(url).set('x-forwarded-for', freshAddress());
  return token ? request.set('authorization', token) : request;
};

describe('input rules: keys that shadow Object.prototype members', () => {
  it('refuses them anywhere in a JSON body with 400', async () => {
    for (const [body, key] of [
      ['{"user":{"email":{"toString":0},"password":"x"}}', 'toString'],
      ['{"user":{"email":"a@b.example","password":{"valueOf":null}}}', 'valueOf'],
      ['{"__proto__":{"admin":true},"user":{}}', '__proto__'],
      ['{"user":{"constructor":{"prototype":{"x":1}}}}', 'constructor'],
    ]) {
      const res = await post('/api/v1/sessions', body).expect(400);
      expect(errorsOf(res.body)).to.deep.equal([`The request body may not use "${key}" as a key`]);
    }
    expect(({} as Record<string, unknown>).admin).to.equal(undefined);
  });

  it('drops them from multipart field names, and a part without a name does not bring the server down', async () => {
    const job = await createJob({ application_url: 'https://acme.example/apply' });
    const res = await api()
      .post('/api/v1/system_applicants')
      .set('x-forwarded-for', freshAddress())
      .field('applicant[job_id]', String(job.id))
      .field('applicant[email][toString]', 'x')
      .expect(422);
    expect(errorsOf(res.body).email).to.deep.equal(['is required']);
    const nameless = Buffer.from('--b\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--b--\r\n');
    const answer = await api().post('/api/v1/system_applicants').set('x-forwarded-for', freshAddress()).set('content-type', 'multipart/form-data; boundary=b').send(nameless);
    expect(answer.status).to.equal(422);
    // A nameless part longer than a field may be: refused by field, not a crash of the process.
    const long = Buffer.from(`--b\r\nContent-Disposition: form-data\r\n\r\n${'x'.repeat(30_000)}\r\n--b--\r\n`);
    const refused = await api().post('/api/v1/system_applicants').set('x-forwarded-for', freshAddress()).set('content-type', 'multipart/form-data; boundary=b').send(long);
    expect(refused.status).to.equal(422);
    expect(errorsOf(refused.body)).to.deep.equal({ base: ['is too long'] });
  });
});

describe('input rules: text is well-formed Unicode without control characters', () => {
  it('refuses a lone surrogate or a control character in a JSON body with 400, and keeps tabs and line breaks', async () => {
    const surrogate = await post('/api/v1/password_reset_tokens', '{"user":{"email":"\\ud800@example.com"}}').expect(400);
    expect(errorsOf(surrogate.body)).to.deep.equal(['The request body\'s "email" is not well-formed Unicode (it holds a lone surrogate)']);
    for (const text of ['\u0000', 'a\u0001b', '\u007f']) {
      const res = await post('/api/v1/feedbacks', { feedback: { body: text } }).expect(400);
      expect(errorsOf(res.body)).to.deep.equal(['The request body\'s "body" contains a control character (only tabs and line and page breaks are allowed)']);
    }
    await post('/api/v1/feedbacks', { feedback: { body: 'Line one\r\nLine\ttwo\fPage\u000btwo' } }).expect(201);
    expect((await models().Feedback.findOne())?.body).to.equal('Line one\r\nLine\ttwo\fPage\u000btwo');
  });

  it('reads application/vnd.api+json bodies like application/json, with the same rules', async () => {
    const send = (body: string) => api().post('/api/v1/feedbacks').set('x-forwarded-for', freshAddress()).set('content-type', 'application/vnd.api+json').send(body);
    await send(JSON.stringify({ feedback: { body: 'Works with JSON:API clients' } })).expect(201);
    await send('{"feedback":{"body":"\\u0000"}}').expect(400);
  });

  it('refuses them in path parameters, the query and form fields with 400', async () => {
    const { authorization } = await createSignedInEmployer();
    const form = api().post('/api/v1/system_applicants').set('x-forwarded-for', freshAddress()).field('applicant[name]', 'Aiko Tanaka').field('applicant[email]', 'aiko\u0000@example.com');
    const refused = [
      [get('/api/v1/skills?q=%00'), 'The query parameter "q" contains a control character (only tabs and line and page breaks are allowed)'],
      [get('/api/v1/jobs?filter[remote_level]=a%01'), 'The query parameter "filter[remote_level]" contains a control character (only tabs and line and page breaks are allowed)'],
      [get('/api/v1/company_membership_code_employers/%00'), 'The path parameter "code" contains a control character (only tabs and line and page breaks are allowed)'],
      [get('/api/v1/employers/jobs/a%00b', authorization), 'The path parameter "slug" contains a control character (only tabs and line and page breaks are allowed)'],
      [form, 'The form field "applicant[email]" contains a control character (only tabs and line and page breaks are allowed)'],
    ] as const;
    for (const [request, message] of refused) expect(errorsOf((await request.expect(400)).body)).to.deep.equal([message]);
  });

  it('reads JSON query parameters of the console under the same rules: a refused one counts as unreadable, so no filter', async () => {
    const { tokens } = await signInStaff('admin');
    await createJob({ title: 'Listed anyway' });
    const res = await get(`/admin/api/jobs?filter=${encodeURIComponent('{"q":"\\u0000"}')}`, `Bearer ${tokens.access}`).expect(200);
    expect(res.body.map((job: { title: string }) => job.title)).to.deep.equal(['Listed anyway']);
  });
});

describe('input rules: a field a standard validator checks holds a single value', () => {
  it('refuses lists and objects there with 422, before any query', async () => {
    await createJapan();
    const job = await createJob({ application_url: 'https://acme.example/apply' });
    const applicant = { job_id: job.id, name: 'Aiko Tanaka', email: 'aiko@example.com', location_id: 1, japanese_level_enum: 'japanese_level_none' };
    for (const [url, body, field] of [
      ['/api/v1/feedbacks', { feedback: { body: 'Hello', company_id: [] } }, 'company_id'],
      ['/api/v1/applicants', { applicant: { ...applicant, job_id: [job.id] } }, 'job_id'],
      ['/api/v1/applicant_validations', { applicant: { ...applicant, location_id: { 0: 1 } } }, 'location_id'],
      ['/api/v1/sessions', { user: { email: ['a@b.example'], password: 'password-123' } }, 'email'],
    ] as const) {
      const res = await post(url, body).expect(422);
      expect(errorsOf(res.body), url).to.deep.equal({ [field]: [SINGLE_VALUE_MESSAGE] });
    }
    const { authorization } = await createSignedInEmployer();
    const bulk = await api()
      .put('/api/v1/employers/email_applicants/bulk_update')
      .set('authorization', authorization)
      .send({ ids: [[1]], email_applicant: { is_user_starred: true } })
      .expect(422);
    expect(errorsOf(bulk.body)).to.deep.equal({ 'ids[0]': [SINGLE_VALUE_MESSAGE] });
    const page = await get('/api/v1/newsletters?page[number][a]=1').expect(422);
    expect(errorsOf(page.body)).to.deep.equal({ 'page.number': [SINGLE_VALUE_MESSAGE] });
  });
});

describe('input: only declared fields, and an id of no record', () => {
  it('keeps what the client adds to a payload wrapper out of the write', async () => {
    const company = await createCompany();
    const other = await createCompany();
    const job = await createJob({ company_id: company.id, application_url: null, application_email: 'jobs@acme.example' });
    const applicant = await createEmailApplicant({ job_id: job.id, company_id: company.id });
    const { authorization } = await createSignedInEmployer({ company_id: company.id });
    await api()
      .put(`/api/v1/employers/email_applicants/${applicant.id}`)
      .set('authorization', authorization)
      .send({ email_applicant: { user_state: 'user_state_good_fit', name: 'Renamed', email: 'evil@example.com', company_id: other.id, resume_file_id: 1 } })
      .expect(200);
    const row = await models().EmailApplicant.findByPk(applicant.id, { raw: true });
    expect(row).to.include({ user_state: 'user_state_good_fit', name: applicant.name, email: applicant.email, company_id: company.id, resume_file_id: null });
  });

  it('treats an optional field sent as null inside a wrapper as absent', async () => {
    const company = await createCompany();
    const job = await createJob({ company_id: company.id });
    const { authorization } = await createSignedInEmployer({ company_id: company.id });
    const res = await api().put(`/api/v1/employers/jobs/${job.slug}`).set('authorization', authorization).send({ job: { title: 'Staff Go Engineer', location: null } }).expect(200);
    expect(res.body.data.attributes.title).to.equal('Staff Go Engineer');
  });

  it('answers 422 when an id names no record', async () => {
    const { authorization } = await createSignedInUser();
    const res = await post('/api/v1/users/current', { user: { location_id: 999 } }, authorization).expect(422);
    expect(errorsOf(res.body)).to.deep.equal([MISSING_RECORD_MESSAGE]);
    const draft = await post('/api/v1/job_drafts', { job_draft: { title: 'Backend Engineer', company_id: 999 } }).expect(422);
    expect(errorsOf(draft.body)).to.deep.equal([MISSING_RECORD_MESSAGE]);
  });
});
