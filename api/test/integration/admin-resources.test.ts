import { expect } from 'chai';
import { api, signInStaff } from '../helpers/agent.js';
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
