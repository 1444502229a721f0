import { expect } from 'chai';
import { api, indexed } from '../helpers/agent.js';
import { createCompany, createJapan, createLocation, createSkill } from '../helpers/factories.js';
import { errorsOf } from '../helpers/errors.js';

describe('GET /api/v1/companies', () => {
  it('lists published companies with their flags, filtered by flag and size band', async () => {
    const startup = await createCompany({ name: 'Tiny Startup', is_startup: true, employee_count: 8 });
    await createCompany({ name: 'Big Corp', employee_count: 5000 });
    await createCompany({ name: 'Hidden Startup', is_startup: true, employee_count: 8, published: false });

    await indexed();
    const all = await api().get('/api/v1/companies').expect(200);
    expect(all.body.data.map((c: { attributes: { name: string } }) => c.attributes.name).sort()).to.deep.equal(['Big Corp', 'Tiny Startup']);

    const res = await api().get('/api/v1/companies').query({ 'filter[flags]': 'is_startup', 'filter[size]': '1-10' }).expect(200);
    expect(res.body.data).to.have.length(1);
    expect(res.body.data[0]).to.deep.include({ id: String(startup.id), type: 'company' });
    expect(res.body.data[0].attributes).to.include({ is_startup: true, size_band: '1-10', short_name: 'Tiny Startup' });
  });

  it('refuses an unknown flag', async () => {
    await indexed();
    const res = await api().get('/api/v1/companies').query({ 'filter[flags]': 'is_evil' }).expect(422);
    expect(errorsOf(res.body)['filter.flags'][0]).to.match(/^must be one or more of: has_active_jobs/);
  });

  it('offers published companies for forms, matched by part of the name', async () => {
    await createCompany({ name: 'Kaizen Works' });
    await createCompany({ name: 'Big Corp' });
    await createCompany({ name: 'Kaizen Hidden', published: false });
    await indexed();
    const res = await api().get('/api/v1/company_options').query({ q: '  kaizen ' }).expect(200);
    expect(res.body.data.map((c: { attributes: { name: string } }) => c.attributes.name)).to.deep.equal(['Kaizen Works']);
    const bad = await api().get('/api/v1/company_options?q[]=kaizen').expect(422);
    expect(errorsOf(bad.body)).to.deep.equal({ q: ['must be text'] });
  });
});

describe('GET /api/v1/skills and /api/v1/locations', () => {
  it('lists skills by type and by name prefix', async () => {
    await createSkill({ name: 'Go', system_name: 'go' });
    await createSkill({ name: 'GraphQL', system_name: 'graphql' });
    await createSkill({ name: 'Backend', system_name: 'backend', skill_type: 'job_type' });

    const technologies = await api().get('/api/v1/skills').query({ 'filter[skill_type]': 'technology', q: 'G' }).expect(200);
    expect(technologies.body.data.map((s: { attributes: { system_name: string } }) => s.attributes.system_name)).to.deep.equal(['go', 'graphql']);
    expect(technologies.body.meta.total).to.equal(2);
  });

  it('lists locations with Japan as id 1, Japanese names on request, which are remote and which a job may be at', async () => {
    await createJapan();
    await createLocation({ name: 'Osaka', name_ja: '大阪', slug: 'osaka', parent_id: 1 });
    await createLocation({ name: 'Remote (Japan)', name_ja: 'リモート（日本国内）', slug: 'remote-japan', parent_id: 1 });
    await createLocation({ name: 'Elsewhere outside Japan', name_ja: '日本国外（その他の地域）', slug: 'outside-japan' });

    const res = await api().get('/api/v1/locations').query({ lang: 'jp' }).expect(200);
    expect(res.body.data[0]).to.deep.include({ id: '1', type: 'location' });
    type Attributes = { name: string; remote: boolean; for_jobs: boolean };
    const locations = res.body.data.map(({ attributes: l }: { attributes: Attributes }) => [l.name, l.remote, l.for_jobs]);
    expect(locations).to.deep.equal([
      ['日本', false, true],
      ['大阪', false, true],
      ['リモート（日本国内）', true, true],
      ['日本国外（その他の地域）', false, false],
    ]);
  });
});
