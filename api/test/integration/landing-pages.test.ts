import { expect } from 'chai';
import { api, indexed } from '../helpers/agent.js';
import { createCompany, createJob, createLocation, createSkill } from '../helpers/factories.js';
import { errorsOf } from '../helpers/errors.js';

describe('SEO landing pages (/api/v1/landing_pages)', () => {
  async function world() {
    const python = await createSkill({ system_name: 'python', name: 'Python', name_ja: 'パイソン' });
    await createSkill({ system_name: 'ruby_on_rails', name: 'Ruby on Rails' });
    await createSkill({ system_name: 'design', name: 'Design', skill_type: 'job_type' });
    const tokyo = await createLocation({ slug: 'tokyo', name: 'Tokyo' });
    const company = await createCompany({ name: 'Mirai Soft', slug: 'mirai-soft' });
    await createJob({ company_id: company.id, skills: [python], location_id: tokyo.id, salary_max: 9_000_000 });
    await createJob({ company_id: company.id, skills: [python], remote_level: 'full_japan' });
    await createJob({ remote_level: 'partial' });
    await indexed();
  }

  it('resolves a skill path to its filters, copy and job count', async () => {
    await world();
    const res = await api().get('/api/v1/landing_pages/python-jobs-in-japan').expect(200);
    expect(res.body.data.attributes).to.include({ path: '/python-jobs-in-japan', title: 'Python jobs in Japan', job_count: 2 });
    expect(res.body.data.attributes.filters).to.deep.equal({ skills: ['python'] });

    const jp = await api().get('/api/v1/landing_pages/python-jobs-in-tokyo').query({ lang: 'jp' }).expect(200);
    expect(jp.body.data.attributes).to.include({ title: '東京のパイソン求人', job_count: 1 });
  });

  it('turns underscores into hyphens and knows the fixed phrasings', async () => {
    await world();
    await api().get('/api/v1/landing_pages/ruby-on-rails-jobs-in-japan').expect(200);
    const remote = await api().get('/api/v1/landing_pages/remote-jobs-in-japan').expect(200);
    expect(remote.body.data.attributes.job_count).to.equal(1);
    const partial = await api().get('/api/v1/landing_pages/partial-remote-jobs-in-japan').expect(200);
    expect(partial.body.data.attributes.filters).to.deep.equal({ remote_level: ['partial', 'around_office'] });
    const salary = await api().get('/api/v1/landing_pages/jobs-in-japan-salary-over-8m').expect(200);
    expect(salary.body.data.attributes).to.include({ job_count: 1, title: 'Jobs in Japan with a salary over ¥8M' });
    for (const path of ['it-jobs-in-japan', 'japan-jobs-relocation', 'jobs-in-japan-for-english-speakers', 'mirai-soft-jobs-in-japan']) {
      await api().get(`/api/v1/landing_pages/${path}`).expect(200);
    }
  });

  it('redirects designer to design permanently and 404s unknown paths', async () => {
    await world();
    const res = await api().get('/api/v1/landing_pages/designer-jobs-in-japan').expect(301);
    expect(res.body.data.attributes.redirect_to).to.equal('/design-jobs-in-japan');
    await api().get('/api/v1/landing_pages/design-jobs-in-japan').expect(200);
    const missing = await api().get('/api/v1/landing_pages/cobol-jobs-on-mars').expect(404);
    expect(errorsOf(missing.body)).to.deep.equal(['Page not found: /cobol-jobs-on-mars']);
  });

  it('lists every page for the sitemap', async () => {
    await world();
    const res = await api().get('/api/v1/landing_pages').expect(200);
    const paths = res.body.data.map((p: { attributes: { path: string } }) => p.attributes.path);
    expect(paths).to.include.members(['/remote-jobs-in-japan', '/python-jobs-in-tokyo', '/jobs-in-tokyo-salary-over-10m', '/japan-jobs-relocation']);
    expect(new Set(paths).size).to.equal(paths.length);
  });
});
