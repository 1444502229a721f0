import { expect } from 'chai';
import request from 'supertest';
import { createApp } from '../../src/app.js';
import { createBlogService } from '../../src/modules/blog/blog.service.js';
import { createContentService } from '../../src/modules/content/content.service.js';
import { api } from '../helpers/agent.js';
import { testApp } from '../helpers/context.js';
import { createBlogPost, createBlogTag, createCompany, createJob, createLead, createNewsletter, createReview, createSkill } from '../helpers/factories.js';
import { errorsOf, refusalOf } from '../helpers/errors.js';

interface Figure {
  key: string;
  figure: string;
  text: string;
}
interface Link {
  key: string;
  title: string;
  path: string;
}
interface Term {
  term: string;
  months: number;
  applicant_months: number;
  free_months: number;
  monthly_price_yen: number;
  price_yen: number;
}
interface PricedPlan {
  plan: string;
  name: string;
  active_job_limit: number | null;
  applicant_limit: number | null;
  featured: boolean;
  top_banner_weeks: number | null;
  features: string[];
  terms: Term[];
}

const figureOf = (body: { data: { attributes: { figures: Figure[] } } }, key: string) => body.data.attributes.figures.find((f) => f.key === key);
const contentService = (now: () => Date) => {
  const { db, rateLimiter } = testApp().ctx;
  return createContentService(db, createBlogService(db, rateLimiter), now);
};

describe('GET /api/v1/about', () => {
  it("states the product's claims, with the Japanese copy's own user count", async () => {
    const en = await api().get('/api/v1/about').expect(200);
    const jp = await api().get('/api/v1/about').query({ lang: 'jp' }).expect(200);

    expect(en.body.data).to.deep.include({ id: 'about', type: 'page' });
    expect(en.body.data.attributes).to.include({ language: 'en', title: 'About Shigoto' });
    expect(jp.body.data.attributes).to.include({ language: 'jp', title: 'Shigotoについて' });
    expect(figureOf(en.body, 'monthly_users')).to.include({ figure: '100,000', text: 'About 100,000 people use Shigoto every month.' });
    expect(figureOf(jp.body, 'monthly_users')!.figure).to.equal('120,000+');
    expect(figureOf(jp.body, 'monthly_users')!.text).to.include('120,000人以上');

    const claims = {
      newsletter_subscribers: '42,000+',
      users_in_japan: '60-68%',
      experienced_users: '3+ years',
      companies_rejected: '~90%',
      applicants_per_month: '10-20',
      companies_hiring: '~50%',
      salary_data_lift: '+15%',
      support_reply_time: '< 1 day',
    };
    for (const [key, figure] of Object.entries(claims)) expect(figureOf(en.body, key), key).to.deep.include({ figure });
    const keys = (body: { data: { attributes: { figures: Figure[] } } }) => body.data.attributes.figures.map((f) => f.key);
    expect(keys(jp.body)).to.deep.equal(keys(en.body));
    expect(en.body.data.attributes.sections[1].body).to.include('Posting a job is free; you pay a flat fee when you hire.');
  });
});

describe('GET /api/v1/resources', () => {
  it('links seekers and employers to guides, pages and blog categories, all inside the site', async () => {
    await createBlogPost({ slug: 'software-engineer-salaries-in-japan' });
    await createBlogPost({ slug: 'japanese-work-visas-for-engineers', published: false });
    await createBlogTag({ system_name: 'visas', name: 'Visas & immigration', name_ja: 'ビザ・在留資格' });
    await createBlogTag({ system_name: 'global_hiring', name: 'Hiring international engineers', is_ja_employer: true });

    const res = await api().get('/api/v1/resources').expect(200);

    expect(res.body.data).to.deep.include({ id: 'resources', type: 'page' });
    const sections: { key: string; links: Link[] }[] = res.body.data.attributes.sections;
    expect(sections.map((s) => s.key)).to.deep.equal(['seekers', 'employers', 'blog_categories']);
    const [seekers, employers, categories] = sections;
    expect(seekers.links[0]).to.deep.equal({ key: 'salary_guide', title: 'Salary guide: software engineer salaries in Japan', path: '/blog/software-engineer-salaries-in-japan' });
    expect(seekers.links.map((l) => l.key)).to.not.include('visa_guide');
    expect(employers.links.map((l) => l.path)).to.include.members(['/hire', '/blog-employer']);
    expect(categories.links).to.deep.equal([
      { key: 'global_hiring', title: 'Hiring international engineers', path: '/blog/tags/ja_employer/global_hiring' },
      { key: 'visas', title: 'Visas & immigration', path: '/blog/tags/visas' },
    ]);
    for (const link of sections.flatMap((s) => s.links)) expect(link.path, link.key).to.match(/^\/(?!\/)[\w\-/]*$/);

    const jp = await api().get('/api/v1/resources').query({ lang: 'jp' }).expect(200);
    expect(jp.body.data.attributes.title).to.equal('お役立ち情報');
    expect(jp.body.data.attributes.sections[0].links[0].title).to.equal('年収ガイド：日本のソフトウェアエンジニアの給与');
    expect(jp.body.data.attributes.sections[2].links[1].title).to.equal('ビザ・在留資格');
  });
});

describe('GET /api/v1/prices', () => {
  it('gives the three plans (Starter, Plus, Unlimited) with their job limits, terms and applicant periods', async () => {
    const res = await api().get('/api/v1/prices').expect(200);

    expect(res.body.data).to.deep.include({ id: 'prices', type: 'price_list' });
    const { plans, currency, success_fee } = res.body.data.attributes as { plans: PricedPlan[]; currency: string; success_fee: { available: boolean } };
    expect(currency).to.equal('JPY');
    expect(plans.map((p) => [p.plan, p.name, p.active_job_limit])).to.deep.equal([
      ['starter', 'Starter', 2],
      ['plus', 'Plus', 4],
      ['unlimited', 'Unlimited', null],
    ]);
    for (const plan of plans) {
      expect(plan.applicant_limit, plan.plan).to.equal(null);
      expect(plan.features, plan.plan).to.include('Unlimited applicants');
      expect(plan.terms.map((t) => t.term)).to.deep.equal(['annual', 'six_month', 'three_month']);
      for (const term of plan.terms) expect(term.price_yen).to.equal(term.monthly_price_yen * term.months);
    }
    const [starter, plus, unlimited] = plans;
    expect(starter.features[0]).to.equal('Up to 2 active jobs');
    expect(starter.terms[0]).to.include({ months: 12, applicant_months: 12, free_months: 0 });
    expect(plus.terms[0]).to.include({ months: 12, applicant_months: 12, free_months: 0 });
    expect(unlimited.terms[0]).to.include({ months: 12, applicant_months: 14, free_months: 2 });
    expect(unlimited.terms[1]).to.include({ months: 6, applicant_months: 6 });
    expect([starter.featured, plus.featured, unlimited.featured]).to.deep.equal([false, false, true]);
    expect(unlimited.top_banner_weeks).to.equal(2);
    expect(unlimited.features).to.include('Featured with a top banner for 2 weeks');
    expect(success_fee.available).to.equal(true);
  });

  it('gives the Japanese copy, its terms ordered 3 months, 6 months, 1 year', async () => {
    const res = await api().get('/api/v1/prices').query({ lang: 'jp' }).expect(200);
    expect(res.body.data.attributes.plans[2].name).to.equal('アンリミテッド');
    expect(res.body.data.attributes.promotion.description).to.equal('2020年6月末まで、初月50%オフ（最大60,000円）');
    const terms: { term: string; label: string }[] = res.body.data.attributes.plans[0].terms;
    expect(terms.map((t) => [t.term, t.label])).to.deep.equal([
      ['three_month', '3ヶ月'],
      ['six_month', '6ヶ月'],
      ['annual', '1年'],
    ]);
  });

  it('keeps the June 2020 promotion, active only until the end of that month in Japan', async () => {
    const res = await api().get('/api/v1/prices').expect(200);
    expect(res.body.data.attributes.promotion).to.deep.equal({
      description: 'First month 50% off (up to 60,000 yen) until the end of June 2020',
      discount_percent: 50,
      max_discount_yen: 60_000,
      months: 1,
      ends_on: '2020-06-30',
      active: false,
    });

    const promotionAt = (iso: string) => contentService(() => new Date(iso)).prices('en').promotion.active;
    expect(promotionAt('2020-06-30T23:59:00+09:00')).to.equal(true);
    expect(promotionAt('2020-07-01T00:00:00+09:00')).to.equal(false);
  });
});

describe('GET /api/v1/counts', () => {
  it('counts what the site shows, a new job at once', async () => {
    const hiring = await createCompany({ hiring_now: true });
    const quiet = await createCompany();
    const hidden = await createCompany({ published: false, hiring_now: true });
    for (let i = 0; i < 3; i++) await createJob({ company_id: hiring.id });
    await createJob({ company_id: quiet.id, published: false });
    await createJob({ company_id: quiet.id, is_deleted: true });
    await createJob({ company_id: hidden.id });
    for (let i = 0; i < 4; i++) await createLead();
    await createLead({ unsubscribed_at: new Date() });
    await createReview({ company_id: hiring.id });
    await createReview({ company_id: quiet.id });
    await createReview({ company_id: quiet.id, moderation_state: 'pending' });
    await createReview({ company_id: hidden.id });
    await createBlogPost();
    await createBlogPost({ published: false });
    await createBlogPost({ published_at: new Date(Date.now() + 86_400_000) });

    const res = await request(createApp(testApp().ctx)).get('/api/v1/counts').expect(200);

    expect(res.body.data).to.deep.include({ id: 'counts', type: 'site_counts' });
    expect(res.body.data.attributes).to.deep.include({
      jobs: 3,
      companies: 2,
      hiring_companies: 1,
      newsletter_subscribers: 4,
      company_reviews: 2,
      blog_posts: 1,
    });

    await createJob({ company_id: hiring.id });
    const again = await request(createApp(testApp().ctx)).get('/api/v1/counts').expect(200);
    expect(again.body.data.attributes.jobs).to.equal(4);
  });
});

describe('GET /api/v1/newsletters', () => {
  it('lists published issues, the most recently sent first, without their bodies', async () => {
    const older = await createNewsletter({ subject: 'Older issue', sent_at: new Date('2026-03-01') });
    const newer = await createNewsletter({ subject: 'Newer issue', subject_ja: '最新号', sent_at: new Date('2026-03-08') });
    await createNewsletter({ subject: 'Unpublished', published: false, sent_at: new Date('2026-03-15') });

    const res = await api().get('/api/v1/newsletters').query({ lang: 'jp' }).expect(200);

    expect(res.body.data.map((n: { id: string }) => n.id)).to.deep.equal([String(newer.id), String(older.id)]);
    expect(res.body.data[0]).to.deep.equal({ id: String(newer.id), type: 'newsletter', attributes: { subject: '最新号', sent_at: '2026-03-08T00:00:00.000Z' } });
    expect(res.body.data[1].attributes.subject).to.equal('Older issue');
    expect(res.body.meta).to.deep.equal({ total: 2, page: 1, per_page: 20, total_pages: 1 });

    const paged = await api().get('/api/v1/newsletters').query({ 'page[number]': 2, 'page[size]': 1 }).expect(200);
    expect(paged.body.data.map((n: { id: string }) => n.id)).to.deep.equal([String(older.id)]);
  });

  it('lists an issue published but not sent yet first: it is the newest', async () => {
    const sent = await createNewsletter({ subject: 'Sent last week', sent_at: new Date('2026-03-08') });
    const first = await createNewsletter({ subject: 'Published, not sent', sent_at: null });
    const second = await createNewsletter({ subject: 'Published later, not sent', sent_at: null });

    const res = await api().get('/api/v1/newsletters').expect(200);

    expect(res.body.data.map((n: { id: string }) => n.id)).to.deep.equal([String(second.id), String(first.id), String(sent.id)]);
  });

  it('shows a published issue with its body, and answers 404 for an unpublished one', async () => {
    const issue = await createNewsletter({ body: '<p>12 new jobs</p>', body_ja: '<p>新着求人12件</p>' });
    const draft = await createNewsletter({ published: false });

    const en = await api().get(`/api/v1/newsletters/${issue.id}`).expect(200);
    const jp = await api().get(`/api/v1/newsletters/${issue.id}`).query({ lang: 'jp' }).expect(200);
    expect(en.body.data.attributes.body).to.equal('<p>12 new jobs</p>');
    expect(jp.body.data.attributes.body).to.equal('<p>新着求人12件</p>');

    const hidden = await api().get(`/api/v1/newsletters/${draft.id}`).expect(404);
    expect(refusalOf(hidden.body)).to.deep.equal({ errors: ['Newsletter not found'] });
  });
});

describe('GET /api/v1/skills/:id, category_skills and subcategory_skills', () => {
  it('finds a skill by id or system name', async () => {
    const go = await createSkill({ name: 'Go', name_ja: 'Go言語', system_name: 'go' });

    const byName = await api().get('/api/v1/skills/go').expect(200);
    const byId = await api().get(`/api/v1/skills/${go.id}`).query({ lang: 'jp' }).expect(200);

    expect(byName.body.data).to.deep.include({ id: String(go.id), type: 'skill' });
    expect(byName.body.data.attributes).to.include({ name: 'Go', system_name: 'go' });
    expect(byId.body.data.attributes.name).to.equal('Go言語');
    const missing = await api().get('/api/v1/skills/cobol').expect(404);
    expect(refusalOf(missing.body)).to.deep.equal({ errors: ['Skill not found'] });
  });

  it('lists categories by name, and subcategories, all or of one category, without paging', async () => {
    const engineering = await createSkill({ name: 'Engineering', system_name: 'engineering', skill_type: 'category' });
    const design = await createSkill({ name: 'Design', system_name: 'design', skill_type: 'category' });
    await createSkill({ name: 'Backend', system_name: 'backend', skill_type: 'subcategory', parent_id: engineering.id });
    await createSkill({ name: 'Frontend', system_name: 'frontend', skill_type: 'subcategory', parent_id: engineering.id });
    await createSkill({ name: 'UX', system_name: 'ux', skill_type: 'subcategory', parent_id: design.id });
    await createSkill({ name: 'Rust', system_name: 'rust' });

    const names = (body: { data: { attributes: { name: string } }[] }) => body.data.map((s) => s.attributes.name);
    const categories = await api().get('/api/v1/category_skills').expect(200);
    expect(names(categories.body)).to.deep.equal(['Design', 'Engineering']);
    expect(categories.body.meta).to.deep.equal({ total: 2 });

    const all = await api().get('/api/v1/subcategory_skills').expect(200);
    expect(names(all.body)).to.deep.equal(['Backend', 'Frontend', 'UX']);
    const ofEngineering = await api().get('/api/v1/subcategory_skills').query({ category_id: engineering.id }).expect(200);
    expect(names(ofEngineering.body)).to.deep.equal(['Backend', 'Frontend']);
    expect(ofEngineering.body.data[0].attributes.parent_id).to.equal(engineering.id);

    const bad = await api().get('/api/v1/subcategory_skills').query({ category_id: 'design' }).expect(422);
    expect(errorsOf(bad.body)).to.deep.equal({ category_id: ['must be a category id'] });
  });
});
