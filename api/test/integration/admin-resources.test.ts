import { expect } from 'chai';
import { api, signInStaff } from '../helpers/agent.js';
import { testApp } from '../helpers/context.js';
import { createCompany, createJob } from '../helpers/factories.js';

describe('console resources (ra-data-simple-rest)', () => {
  it('lists jobs with Content-Range, sort, range and filters', async () => {
    const { tokens } = await signInStaff('admin');
    const company = await createCompany({ name: 'Acme KK' });
    await createJob({ company_id: company.id, title: 'Approved one' });
    const pending = await createJob({ company_id: company.id, title: 'Pending one', approval_state: 'pending', published: false, memo: 'check salary' });
    await createJob({ title: 'Other pending', approval_state: 'pending', published: false });

    const res = await api()
      .get('/admin/api/jobs')
      .query({ sort: JSON.stringify(['title', 'ASC']), range: JSON.stringify([0, 0]), filter: JSON.stringify({ approval_state: 'pending' }) })
      .set('authorization', `Bearer ${tokens.access}`)
      .expect(200);

    expect(res.headers['content-range']).to.equal('jobs 0-0/2');
    expect(res.headers['access-control-expose-headers']).to.equal('Content-Range');
    expect(res.body).to.have.length(1);
    expect(res.body[0]).to.include({ title: 'Other pending', approval_state: 'pending' });

    const one = await api().get(`/admin/api/jobs/${pending.id}`).set('authorization', `Bearer ${tokens.access}`).expect(200);
    expect(one.body).to.include({ title: 'Pending one', company_name: 'Acme KK', memo: 'check salary' });
  });

  it('lists hire reports with their late flag, filtered by company and lateness (admins only)', async () => {
    const { tokens } = await signInStaff('admin');
    const [acme, other] = [await createCompany({ name: 'Acme KK' }), await createCompany()];
    const { HiringReport } = testApp().ctx.db.models;
    const hire = (company_id: number, full_name: string, is_late: boolean) =>
      HiringReport.create({ company_id, full_name, position: 'Backend Engineer', start_date: '2026-01-05', contract_type: 'full_time_permanent', is_late });
    await hire(acme.id, 'Aiko Tanaka', false);
    await hire(acme.id, 'Ken Sato', true);
    await hire(other.id, 'Mia Chen', true);

    const res = await api()
      .get('/admin/api/hiring_reports')
      .query({ filter: JSON.stringify({ company_id: acme.id, is_late: true }) })
      .set('authorization', `Bearer ${tokens.access}`)
      .expect(200);
    expect(res.headers['content-range']).to.equal('hiring_reports 0-0/1');
    expect(res.body.map((row: { full_name: string; is_late: boolean }) => [row.full_name, row.is_late])).to.deep.equal([['Ken Sato', true]]);
    await api().get('/admin/api/hiring_reports').expect(401);
  });

  it('keeps deleted jobs out of the lists unless asked for or named by id', async () => {
    const { tokens } = await signInStaff('admin');
    const kept = await createJob({ title: 'Kept' });
    const deleted = await createJob({ title: 'Deleted' });
    await api().delete(`/admin/api/jobs/${deleted.id}`).set('authorization', `Bearer ${tokens.access}`).expect(200);
    const list = (filter: object) =>
      api().get('/admin/api/jobs').query({ filter: JSON.stringify(filter) }).set('authorization', `Bearer ${tokens.access}`).expect(200);
    expect((await list({})).body.map((j: { title: string }) => j.title)).to.deep.equal(['Kept']);
    expect((await list({ is_deleted: true })).body.map((j: { title: string }) => j.title)).to.deep.equal(['Deleted']);
    expect((await list({ id: [kept.id, deleted.id] })).body).to.have.length(2);
  });

  it('lists companies with their job counts', async () => {
    const { tokens } = await signInStaff('admin');
    const company = await createCompany({ name: 'Acme KK', membership_code: 'secret-code-123' });
    await createJob({ company_id: company.id });
    await createJob({ company_id: company.id });

    const res = await api().get('/admin/api/companies').query({ filter: JSON.stringify({ q: 'acme' }) }).set('authorization', `Bearer ${tokens.access}`).expect(200);
    expect(res.body).to.have.length(1);
    expect(res.body[0]).to.include({ name: 'Acme KK', job_count: 2 });
    expect(res.body[0]).to.not.have.property('membership_code');
    expect(res.headers['content-range']).to.equal('companies 0-0/1');
  });

  it('shows the outbox: e-mails by recipient and state, bodies on the show page only', async () => {
    const { tokens } = await signInStaff('admin');
    const { ctx } = testApp();
    await ctx.mailer.send({ dedupeKey: 'a', template: 'job_approved', language: 'en', to: 'hiring@acme.example', subject: 'Your job "Go Engineer" was approved', text: 'Publish it.' });
    await ctx.mailer.send({ dedupeKey: 'b', template: 'application_receipt', language: 'jp', to: 'aiko@example.com', subject: '応募を受け付けました', text: 'ありがとうございます' });
    await ctx.queue.drain();
    const list = await api().get('/admin/api/outbound_emails').query({ filter: JSON.stringify({ to_address: 'hiring@acme.example' }) }).set('authorization', `Bearer ${tokens.access}`).expect(200);
    expect(list.headers['content-range']).to.equal('outbound_emails 0-0/1');
    expect(list.body[0]).to.include({ subject: 'Your job "Go Engineer" was approved', state: 'sent', template: 'job_approved' });
    expect(list.body[0]).to.not.have.property('text_body');
    const one = await api().get(`/admin/api/outbound_emails/${list.body[0].id}`).set('authorization', `Bearer ${tokens.access}`).expect(200);
    expect(one.body.text_body).to.equal('Publish it.');
    const searched = await api().get('/admin/api/outbound_emails').query({ filter: JSON.stringify({ q: '応募' }) }).set('authorization', `Bearer ${tokens.access}`).expect(200);
    expect(searched.body.map((e: { to_address: string }) => e.to_address)).to.deep.equal(['aiko@example.com']);
    const { tokens: editor } = await signInStaff('editor');
    await api().get('/admin/api/outbound_emails').set('authorization', `Bearer ${editor.access}`).expect(403);
  });

  it('refuses bad list parameters with 422', async () => {
    const { tokens } = await signInStaff('admin');
    const res = await api().get('/admin/api/jobs').query({ sort: '["password_hash","ASC"]', range: '[0,100000]' }).set('authorization', `Bearer ${tokens.access}`).expect(422);
    expect(res.body.errors).to.have.keys(['sort', 'range']);
  });

  it('keeps job moderation from editors and from anonymous callers', async () => {
    const { tokens } = await signInStaff('editor');
    await api().get('/admin/api/jobs').set('authorization', `Bearer ${tokens.access}`).expect(403);
    await api().get('/admin/api/companies').set('authorization', `Bearer ${tokens.access}`).expect(403);
    await api().get('/admin/api/jobs').expect(401);
    await api().get('/admin/api/jobs').set('authorization', 'Bearer not-a-token').expect(401);
  });
});
