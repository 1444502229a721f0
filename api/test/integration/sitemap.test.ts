import { expect } from 'chai';
import { api, indexed } from '../helpers/agent.js';
import { createBlogPost, createCompany, createJob, createNewsletter, createSkill } from '../helpers/factories.js';

interface Entry {
  id: string;
  attributes: { kind: string; slug?: string; company_slug?: string; issue_id?: number; path?: string; lastmod: string | null };
}

describe('Sitemap entries (/api/v1/sitemap_entries)', () => {
  it('lists every public job, company, post and newsletter issue, and only the landing pages that list jobs', async () => {
    const python = await createSkill({ system_name: 'python', name: 'Python' });
    await createSkill({ system_name: 'cobol', name: 'COBOL' });
    // "designer" is a role whose keyword path moved to /design-jobs-in-japan (a 301).
    const designer = await createSkill({ system_name: 'designer', name: 'Designer', skill_type: 'job_type' });
    const acme = await createCompany({ slug: 'acme', name: 'Acme' });
    const hidden = await createCompany({ slug: 'hidden', published: false });
    const open = await createJob({ company_id: acme.id, skills: [python, designer] });
    const closed = await createJob({ company_id: acme.id, published: false });
    const deleted = await createJob({ company_id: acme.id, is_deleted: true });
    await createJob({ company_id: hidden.id });
    const post = await createBlogPost({ slug: 'moving-to-tokyo' });
    await createBlogPost({ slug: 'draft', published: false });
    const issue = await createNewsletter({ published: true });
    await indexed();

    const res = await api().get('/api/v1/sitemap_entries').expect(200);
    const entries = res.body.data as Entry[];
    const ids = entries.map((entry) => entry.id);
    expect(ids).to.include.members([`job:acme/${open.slug}`, 'company:acme', `blog_post:${post.slug}`, `newsletter:${issue.id}`, 'landing_page:/python-jobs-in-japan']);
    expect(ids).not.to.include(`job:acme/${closed.slug}`);
    expect(ids).not.to.include(`job:acme/${deleted.slug}`);
    expect(ids).not.to.include('company:hidden');
    expect(ids).not.to.include('blog_post:draft');
    // A landing page listing no job is left out (it answers noindex).
    expect(ids).not.to.include('landing_page:/cobol-jobs-in-japan');
    expect(ids).not.to.include('landing_page:/designer-jobs-in-japan');
    const job = entries.find((entry) => entry.id === `job:acme/${open.slug}`)!;
    expect(job.attributes).to.include({ kind: 'job', slug: open.slug, company_slug: 'acme' });
    expect(new Date(job.attributes.lastmod!).getTime()).to.be.greaterThan(0);
    expect(res.body.meta).to.include({ total: entries.length, page: 1, total_pages: 1 });
  });

  it('agrees with the landing page itself on which pages have jobs', async () => {
    const go = await createSkill({ system_name: 'go', name: 'Go' });
    await createJob({ skills: [go] });
    await indexed();
    const landing = (await api().get('/api/v1/sitemap_entries').expect(200)).body.data.filter((entry: Entry) => entry.attributes.kind === 'landing_page');
    for (const entry of landing.slice(0, 10) as Entry[]) {
      const page = await api().get(`/api/v1/landing_pages${entry.attributes.path}`).expect(200);
      expect(page.body.data.attributes.job_count, entry.attributes.path).to.be.greaterThan(0);
    }
    const empty = await api().get('/api/v1/landing_pages/senior-jobs-in-tokyo').expect(200);
    expect(empty.body.data.attributes.job_count).to.equal(0);
  });

  it('pages past the end are empty, not an error; a bad page number is a 422', async () => {
    const res = await api().get('/api/v1/sitemap_entries?page[number]=2').expect(200);
    expect(res.body.data).to.deep.equal([]);
    await api().get('/api/v1/sitemap_entries?page[number]=0').expect(422);
  });
});
