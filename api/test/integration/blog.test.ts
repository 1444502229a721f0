import { expect } from 'chai';
import { api } from '../helpers/agent.js';
import { testApp } from '../helpers/context.js';
import { createBlogPost, createBlogTag } from '../helpers/factories.js';
import { errorsOf, refusalOf } from '../helpers/errors.js';

interface Resource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: { tags: { data: { id: string; type: string }[] } };
}

const slugs = (body: { data: Resource[] }) => body.data.map((post) => post.attributes.slug);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('GET /api/v1/blog_posts', () => {
  it('lists published posts newest first, without their bodies, with their tags included', async () => {
    const visas = await createBlogTag({ system_name: 'visas', name: 'Visas & immigration' });
    await createBlogPost({ slug: 'older', published_at: daysAgo(9) });
    await createBlogPost({ slug: 'newer', published_at: daysAgo(1), tags: [visas] });
    await createBlogPost({ slug: 'draft', published: false, published_at: daysAgo(2) });
    await createBlogPost({ slug: 'scheduled', published_at: new Date(Date.now() + 86_400_000) });

    const res = await api().get('/api/v1/blog_posts').expect(200);

    expect(slugs(res.body)).to.deep.equal(['newer', 'older']);
    const newer: Resource = res.body.data[0];
    expect(newer.type).to.equal('blog_post');
    expect(newer.attributes).to.include({ audience: 'seeker', author_name: 'Shigoto Team', view_count: 0 });
    expect(newer.attributes).to.not.have.property('body');
    expect(newer.relationships!.tags.data).to.deep.equal([{ id: String(visas.id), type: 'blog_tag' }]);
    expect(res.body.included).to.deep.equal([
      { id: String(visas.id), type: 'blog_tag', attributes: { system_name: 'visas', name: 'Visas & immigration', is_ja_employer: false, path: '/blog/tags/visas' } },
    ]);
    expect(res.body.meta).to.deep.equal({ total: 2, page: 1, per_page: 20, total_pages: 1 });
  });

  it('filters by audience (blog vs blog-employer) and by tag, counting a post with two matching tags once', async () => {
    const hiring = await createBlogTag({ system_name: 'hiring' });
    const branding = await createBlogTag({ system_name: 'employer_branding' });
    await createBlogPost({ slug: 'for-seekers' });
    await createBlogPost({ slug: 'both-tags', audience: 'employer', tags: [hiring, branding] });
    await createBlogPost({ slug: 'untagged-employer', audience: 'employer' });

    const employer = await api().get('/api/v1/blog_posts').query({ 'filter[audience]': 'employer' }).expect(200);
    expect(slugs(employer.body).sort()).to.deep.equal(['both-tags', 'untagged-employer']);

    const seeker = await api().get('/api/v1/blog_posts').query({ 'filter[audience]': 'seeker' }).expect(200);
    expect(slugs(seeker.body)).to.deep.equal(['for-seekers']);

    const tagged = await api().get('/api/v1/blog_posts').query({ 'filter[tag]': 'hiring,employer_branding' }).expect(200);
    expect(slugs(tagged.body)).to.deep.equal(['both-tags']);
    expect(tagged.body.meta.total).to.equal(1);
    expect(tagged.body.data[0].relationships.tags.data).to.have.length(2);

    const bad = await api().get('/api/v1/blog_posts').query({ 'filter[audience]': 'investors' }).expect(422);
    expect(errorsOf(bad.body)['filter.audience']).to.deep.equal(['must be one or more of: seeker, employer']);
  });

  it('pages newest first', async () => {
    for (let day = 1; day <= 5; day++) await createBlogPost({ slug: `day-${day}`, published_at: daysAgo(day) });

    const res = await api().get('/api/v1/blog_posts').query({ 'page[number]': 2, 'page[size]': 2 }).expect(200);

    expect(slugs(res.body)).to.deep.equal(['day-3', 'day-4']);
    expect(res.body.meta).to.deep.equal({ total: 5, page: 2, per_page: 2, total_pages: 3 });
    expect(res.body.links.next).to.equal('/api/v1/blog_posts?page[number]=3&page[size]=2');
  });

  it('gives the Japanese copy with lang=jp, falling back to English, then to a dash', async () => {
    const tag = await createBlogTag({ name: 'Salaries', name_ja: '年収' });
    await createBlogPost({ title: 'Salaries in Japan', title_ja: '日本の年収', excerpt: 'What engineers earn', excerpt_ja: null, tags: [tag] });
    await createBlogPost({ title: 'Untranslated', excerpt: null, published_at: daysAgo(3) });

    const res = await api().get('/api/v1/blog_posts').query({ lang: 'jp' }).expect(200);

    expect(res.body.data[0].attributes).to.include({ title: '日本の年収', excerpt: 'What engineers earn' });
    expect(res.body.data[1].attributes).to.include({ title: 'Untranslated', excerpt: '-' });
    expect(res.body.included[0].attributes.name).to.equal('年収');
  });
});

const viewsOf = async (id: number) => (await testApp().ctx.db.models.BlogPost.findByPk(id))!.view_count;
const view = (slug: string, address = '198.51.100.1') => api().post(`/api/v1/blog_posts/${slug}/views`).set('x-forwarded-for', address);

describe('GET /api/v1/blog_posts/:id', () => {
  it('shows a published post by id or slug, with its body and tags, without counting a view', async () => {
    const tag = await createBlogTag({ system_name: 'global_hiring', is_ja_employer: true });
    const post = await createBlogPost({ slug: 'hiring-abroad', audience: 'employer', body: '<p>Start with the visa.</p>', body_ja: '<p>ビザから。</p>', tags: [tag] });

    const bySlug = await api().get('/api/v1/blog_posts/hiring-abroad').expect(200);
    const byId = await api().get(`/api/v1/blog_posts/${post.id}`).query({ lang: 'jp' }).expect(200);

    expect(bySlug.body.data).to.deep.include({ id: String(post.id), type: 'blog_post' });
    expect(bySlug.body.data.attributes.body).to.equal('<p>Start with the visa.</p>');
    expect(byId.body.data.attributes.body).to.equal('<p>ビザから。</p>');
    expect(bySlug.body.included).to.have.length(1);
    expect(bySlug.body.included[0].attributes).to.include({ system_name: 'global_hiring', path: '/blog/tags/ja_employer/global_hiring' });

    // The page is rendered once for the page cache: its reads are not readers.
    await view('hiring-abroad').expect(204);
    expect(await viewsOf(post.id)).to.equal(1);
  });

  it('answers 404 for drafts and unknown posts', async () => {
    await createBlogPost({ slug: 'draft', published: false });

    const res = await api().get('/api/v1/blog_posts/draft').expect(404);
    await api().get('/api/v1/blog_posts/no-such-post').expect(404);

    expect(refusalOf(res.body)).to.deep.equal({ errors: ['Blog post not found'] });
  });
});

describe('POST /api/v1/blog_posts/:slug/views', () => {
  it('counts a view once per address and post in ten minutes, answering 204 whether counted or not', async () => {
    const post = await createBlogPost({ slug: 'visas-101' });
    const other = await createBlogPost({ slug: 'salaries' });

    const first = await view('visas-101').expect(204);
    expect(first.text).to.equal('');
    expect(await viewsOf(post.id)).to.equal(1);

    for (let reload = 0; reload < 5; reload++) await view('visas-101').expect(204);
    expect(await viewsOf(post.id)).to.equal(1);

    await view('visas-101', '203.0.113.9').expect(204);
    await view('salaries').expect(204);
    expect(await viewsOf(post.id)).to.equal(2);
    expect(await viewsOf(other.id)).to.equal(1);

    // A reader's counter lasts the window, so the same address counts again only after it.
    const counter = await testApp().ctx.rateLimiter.hit(`blog-view:${post.id}:198.51.100.1`, 1, 0);
    expect(counter.resetInSeconds).to.be.within(590, 600);
  });

  it('moves the post up the most viewed list', async () => {
    await createBlogPost({ slug: 'popular', view_count: 1 });
    await createBlogPost({ slug: 'rising', view_count: 1, published_at: daysAgo(3) });

    await view('rising').expect(204);

    const top = await api().get('/api/v1/top_blog_posts').expect(200);
    expect(slugs(top.body)).to.deep.equal(['rising', 'popular']);
  });

  it('answers 404 for drafts, scheduled and unknown posts, without counting them', async () => {
    const draft = await createBlogPost({ slug: 'draft', published: false });
    const scheduled = await createBlogPost({ slug: 'scheduled', published_at: new Date(Date.now() + 86_400_000) });

    const res = await view('draft').expect(404);
    await view('scheduled').expect(404);
    await view('no-such-post').expect(404);

    expect(refusalOf(res.body)).to.deep.equal({ errors: ['Blog post not found'] });
    expect(await viewsOf(draft.id)).to.equal(0);
    expect(await viewsOf(scheduled.id)).to.equal(0);
  });
});

describe('GET /api/v1/blog_tags/:tag/blog_posts', () => {
  it('lists the published posts of a tag, with the tag in meta', async () => {
    const visas = await createBlogTag({ system_name: 'visas', name: 'Visas', name_ja: 'ビザ' });
    const other = await createBlogTag();
    await createBlogPost({ slug: 'visa-guide', tags: [visas, other] });
    await createBlogPost({ slug: 'visa-draft', published: false, tags: [visas] });
    await createBlogPost({ slug: 'other-topic', tags: [other] });

    const res = await api().get('/api/v1/blog_tags/visas/blog_posts').query({ lang: 'jp' }).expect(200);

    expect(slugs(res.body)).to.deep.equal(['visa-guide']);
    expect(res.body.meta.total).to.equal(1);
    expect(res.body.meta.tag).to.deep.include({ id: String(visas.id), type: 'blog_tag' });
    expect(res.body.meta.tag.attributes.name).to.equal('ビザ');
  });

  it('answers 404 for an unknown tag', async () => {
    const res = await api().get('/api/v1/blog_tags/no_such_tag/blog_posts').expect(404);
    expect(refusalOf(res.body)).to.deep.equal({ errors: ['Blog tag not found'] });
  });
});

describe('GET /api/v1/top_blog_posts', () => {
  it('lists the most viewed published posts, five unless a limit up to 20 is given', async () => {
    for (const views of [10, 70, 30, 50, 20, 60]) await createBlogPost({ slug: `viewed-${views}`, view_count: views });
    await createBlogPost({ slug: 'hidden-hit', view_count: 1000, published: false });
    await createBlogPost({ slug: 'employer-hit', view_count: 500, audience: 'employer' });

    const top = await api().get('/api/v1/top_blog_posts').query({ 'filter[audience]': 'seeker' }).expect(200);
    expect(slugs(top.body)).to.deep.equal(['viewed-70', 'viewed-60', 'viewed-50', 'viewed-30', 'viewed-20']);

    const two = await api().get('/api/v1/top_blog_posts').query({ limit: 2 }).expect(200);
    expect(slugs(two.body)).to.deep.equal(['employer-hit', 'viewed-70']);
    expect(two.body.meta.total).to.equal(2);

    const tooMany = await api().get('/api/v1/top_blog_posts').query({ limit: 21 }).expect(422);
    expect(errorsOf(tooMany.body)).to.deep.equal({ limit: ['must be between 1 and 20'] });
  });
});

describe('GET /api/v1/related_blog_posts', () => {
  it('puts posts sharing the most tags first, then the newest others of the same audience, never the post itself', async () => {
    const [visas, salaries, life] = [await createBlogTag(), await createBlogTag(), await createBlogTag()];
    const post = await createBlogPost({ slug: 'moving-to-japan', tags: [visas, salaries, life], published_at: daysAgo(1) });
    await createBlogPost({ slug: 'shares-one', tags: [life], published_at: daysAgo(2) });
    await createBlogPost({ slug: 'shares-two', tags: [visas, salaries], published_at: daysAgo(30) });
    await createBlogPost({ slug: 'newest-unrelated', published_at: daysAgo(3) });
    await createBlogPost({ slug: 'older-unrelated', published_at: daysAgo(40) });
    await createBlogPost({ slug: 'oldest-unrelated', published_at: daysAgo(50) });
    await createBlogPost({ slug: 'employer-post', audience: 'employer', tags: [visas, salaries, life] });
    await createBlogPost({ slug: 'draft-related', published: false, tags: [visas, salaries, life] });

    const byId = await api().get('/api/v1/related_blog_posts').query({ blog_post_id: post.id }).expect(200);
    expect(slugs(byId.body)).to.deep.equal(['shares-two', 'shares-one', 'newest-unrelated', 'older-unrelated']);

    const bySlug = await api().get('/api/v1/related_blog_posts').query({ slug: 'moving-to-japan', limit: 2 }).expect(200);
    expect(slugs(bySlug.body)).to.deep.equal(['shares-two', 'shares-one']);
  });

  it('needs a post id or slug of a published post', async () => {
    const missing = await api().get('/api/v1/related_blog_posts').expect(422);
    expect(errorsOf(missing.body)).to.deep.equal({ blog_post_id: ['is required unless slug is given'] });

    const unknown = await api().get('/api/v1/related_blog_posts').query({ slug: 'no-such-post' }).expect(404);
    expect(refusalOf(unknown.body)).to.deep.equal({ errors: ['Blog post not found'] });
  });
});
