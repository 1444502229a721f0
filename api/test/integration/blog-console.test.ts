import { expect } from 'chai';
import { api, signInStaff } from '../helpers/agent.js';
import { testApp } from '../helpers/context.js';
import { createBlogPost, createBlogTag, createSignedInEmployer } from '../helpers/factories.js';
import { PUBLISH_SCHEDULED_POST_JOB } from '../../src/modules/blog/blog-editor.service.js';
import { IMAGE_URL_MESSAGE, LINK_MESSAGE } from '../../src/lib/http/validators.js';

const models = () => testApp().ctx.db.models;
const bearer = (tokens: { access: string }) => `Bearer ${tokens.access}`;

async function editor() {
  const { tokens, staff } = await signInStaff('editor');
  return { staff, authorization: bearer(tokens) };
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition never became true');
}

const isLive = async (slug: string) => (await api().get(`/api/v1/blog_posts/${slug}`)).status === 200;

const draft = (overrides: Record<string, unknown> = {}) => ({
  slug: 'working-in-tokyo',
  title: 'Working in Tokyo',
  title_ja: '東京で働く',
  excerpt: 'What to expect.',
  audience: 'seeker',
  body_markdown: '## Visas\n\nSee [the list](https://example.com/visas).\n\n<script>alert(1)</script>',
  body_markdown_ja: '## ビザ\n\n**大切**なこと',
  author_name: 'Aiko Tanaka',
  ...overrides,
});

describe('console: blog posts', () => {
  it('lets an editor write a draft in Markdown: the HTML is rendered and sanitized, the draft stays off the site', async () => {
    const { authorization, staff } = await editor();
    const visas = await createBlogTag({ system_name: 'visas' });
    const res = await api().post('/admin/api/blog_posts').set('authorization', authorization).send(draft({ tag_ids: [visas.id] })).expect(201);

    expect(res.body).to.include({ slug: 'working-in-tokyo', status: 'draft', published: false, publish_at: null });
    expect(res.body.tag_ids).to.deep.equal([visas.id]);
    expect(res.body.body).to.equal('<h2>Visas</h2>\n<p>See <a href="https://example.com/visas" rel="noopener noreferrer">the list</a>.</p>');
    expect(res.body.body_ja).to.equal('<h2>ビザ</h2>\n<p><strong>大切</strong>なこと</p>');
    expect(await isLive('working-in-tokyo')).to.equal(false);

    const entry = await models().AuditLog.findOne({ where: { action: 'blog_post.create' } });
    expect(entry).to.include({ actor_type: 'staff', actor_id: staff.id, subject_type: 'blog_post', subject_id: String(res.body.id) });
  });

  it('publishes and unpublishes at once, on /blog/{slug} in both languages, audited', async () => {
    const { authorization } = await editor();
    const { body: post } = await api().post('/admin/api/blog_posts').set('authorization', authorization).send(draft()).expect(201);

    const published = await api().put(`/admin/api/blog_posts/${post.id}`).set('authorization', authorization).send({ ...post, published: true }).expect(200);
    expect(published.body).to.include({ status: 'published', published: true });
    const en = await api().get('/api/v1/blog_posts/working-in-tokyo').expect(200);
    expect(en.body.data.attributes).to.include({ title: 'Working in Tokyo' });
    expect(en.body.data.attributes.body).to.include('<h2>Visas</h2>');
    const ja = await api().get('/api/v1/blog_posts/working-in-tokyo').query({ lang: 'jp' }).expect(200);
    expect(ja.body.data.attributes).to.include({ title: '東京で働く', body: '<h2>ビザ</h2>\n<p><strong>大切</strong>なこと</p>' });

    await api().put(`/admin/api/blog_posts/${post.id}`).set('authorization', authorization).send({ ...published.body, published: false }).expect(200);
    expect(await isLive('working-in-tokyo')).to.equal(false);
    const actions = (await models().AuditLog.findAll({ order: [['id', 'ASC']] })).map((entry) => entry.action);
    expect(actions).to.deep.equal(['blog_post.create', 'blog_post.publish', 'blog_post.unpublish']);
  });

  it('publishes a scheduled post at its time through a delayed job, once', async () => {
    const { authorization } = await editor();
    // Whole seconds: MariaDB keeps no fractions of a second.
    const publishAt = new Date(Math.ceil((Date.now() + 1500) / 1000) * 1000);
    const res = await api().post('/admin/api/blog_posts').set('authorization', authorization).send(draft({ publish_at: publishAt.toISOString() })).expect(201);
    expect(res.body).to.include({ status: 'scheduled', published: false });
    expect(await isLive('working-in-tokyo')).to.equal(false);

    await eventually(() => isLive('working-in-tokyo'));
    expect(Date.now()).to.be.at.least(publishAt.getTime());
    const row = await models().BlogPost.findByPk(res.body.id);
    expect(row).to.include({ published: true, publish_at: null });
    expect(new Date(row!.published_at!).getTime()).to.equal(publishAt.getTime());
    // A second run (a retried job, the sweeper) finds nothing left to do.
    expect(await testApp().ctx.services.blogEditor.publishDue(new Date())).to.equal(0);
    expect(await models().AuditLog.count({ where: { action: 'blog_post.schedule' } })).to.equal(1);
  });

  it('publishes a scheduled post whose job runs a moment early (timers count from the loop’s last wake-up), at its time', async () => {
    const publishAt = new Date(Math.ceil((Date.now() + 1000) / 1000) * 1000);
    const post = await createBlogPost({ slug: 'early-job', published: false, published_at: null, publish_at: publishAt });
    // The job as the queue would run it, 400 ms or more before the post's time.
    await testApp().ctx.queue.add(PUBLISH_SCHEDULED_POST_JOB, { id: post.id }, { delayMs: Math.max(0, publishAt.getTime() - Date.now() - 400) });
    await eventually(() => isLive('early-job'), 5_000);
    expect(Date.now()).to.be.at.least(publishAt.getTime());
    const row = await models().BlogPost.findByPk(post.id);
    expect(row).to.include({ published: true, publish_at: null });
    // A job for a post rescheduled for later leaves it to its new job.
    const later = await createBlogPost({ slug: 'rescheduled', published: false, published_at: null, publish_at: new Date(Date.now() + 3_600_000) });
    await testApp().ctx.queue.add(PUBLISH_SCHEDULED_POST_JOB, { id: later.id });
    await testApp().ctx.queue.drain();
    expect(await isLive('rescheduled')).to.equal(false);
  });

  it('publishes a due post whose job was lost on the next sweep', async () => {
    await createBlogPost({ slug: 'lost-job', published: false, published_at: null, publish_at: new Date(Date.now() - 60_000) });
    expect(await isLive('lost-job')).to.equal(false);
    const taken = await testApp().ctx.sweeper.sweep();
    expect(taken['scheduled blog posts']).to.equal(1);
    expect(await isLive('lost-job')).to.equal(true);
  });

  it('answers 422 for bad input: missing title, bad slug, taken slug, past schedule, unknown tag, non-http cover', async () => {
    const { authorization } = await editor();
    await createBlogPost({ slug: 'taken' });
    const post = (body: object) => api().post('/admin/api/blog_posts').set('authorization', authorization).send(body).expect(422);

    expect((await post(draft({ title: '' }))).body.errors).to.have.property('title');
    expect((await post(draft({ slug: 'Not A Slug' }))).body.errors).to.have.property('slug');
    expect((await post(draft({ slug: 'taken' }))).body.errors).to.deep.equal({ slug: ['is already taken'] });
    expect((await post(draft({ publish_at: new Date(Date.now() - 1000).toISOString() }))).body.errors).to.deep.equal({ publish_at: ['must be in the future'] });
    expect((await post(draft({ tag_ids: [999999] }))).body.errors).to.deep.equal({ tag_ids: ['names a tag that does not exist'] });
    expect((await post(draft({ cover_image_url: 'javascript:alert(1)' }))).body.errors).to.have.property('cover_image_url');
    // A link or image the page would drop is named, in Markdown or in raw HTML.
    expect((await post(draft({ body_markdown: 'Read [the guide](/blog/visas), [write](mailto:a@b.example) or [click](javascript:alert(1)).' }))).body.errors).to.deep.equal({
      body_markdown: [`${LINK_MESSAGE}: javascript:alert(1)`],
    });
    expect((await post(draft({ body_markdown_ja: 'Hi <a href="data:text/html;base64,PHNjcmlwdD4=">x</a>' }))).body.errors).to.deep.equal({
      body_markdown_ja: [`${LINK_MESSAGE}: data:text/html;base64,PHNjcmlwdD4=`],
    });
    expect((await post(draft({ body_markdown: '![map](file:///etc/passwd)' }))).body.errors).to.deep.equal({ body_markdown: [`${IMAGE_URL_MESSAGE}: file:///etc/passwd`] });
    expect((await post(draft({ audience: 'everyone' }))).body.errors).to.have.property('audience');
    expect(await models().BlogPost.count()).to.equal(1);
  });

  it('lists posts for the console: search, audience, status and tag filters', async () => {
    const { authorization } = await editor();
    const hiring = await createBlogTag({ system_name: 'hiring', is_ja_employer: true });
    await createBlogPost({ slug: 'tokyo-visas', title: 'Visas in Tokyo' });
    await createBlogPost({ slug: 'hire-well', title: 'Hire well', audience: 'employer', tags: [hiring] });
    await createBlogPost({ slug: 'draft-one', title: 'Draft', published: false, published_at: null });
    await createBlogPost({ slug: 'later', title: 'Later', published: false, published_at: null, publish_at: new Date(Date.now() + 86_400_000) });
    const list = async (filter: object) =>
      (await api().get('/admin/api/blog_posts').query({ filter: JSON.stringify(filter), sort: JSON.stringify(['slug', 'ASC']) }).set('authorization', authorization).expect(200)).body.map(
        (p: { slug: string }) => p.slug,
      );

    expect(await list({ q: 'tokyo' })).to.deep.equal(['tokyo-visas']);
    expect(await list({ audience: 'employer' })).to.deep.equal(['hire-well']);
    expect(await list({ status: 'draft' })).to.deep.equal(['draft-one']);
    expect(await list({ status: 'scheduled' })).to.deep.equal(['later']);
    expect(await list({ status: 'published' })).to.deep.equal(['hire-well', 'tokyo-visas']);
    expect(await list({ published: false })).to.deep.equal(['draft-one', 'later']);
    expect(await list({ tag_id: hiring.id })).to.deep.equal(['hire-well']);
  });

  it('opens posts written in HTML with their HTML as the Markdown source', async () => {
    const { authorization } = await editor();
    const old = await createBlogPost({ body: '<h2>Old</h2><p>Text</p>' });
    const res = await api().get(`/admin/api/blog_posts/${old.id}`).set('authorization', authorization).expect(200);
    expect(res.body.body_markdown).to.equal('<h2>Old</h2><p>Text</p>');
  });

  it('renders the live preview with the site renderer', async () => {
    const { authorization } = await editor();
    const res = await api().post('/admin/api/blog_posts/render').set('authorization', authorization).send({ markdown: '# Hi <img src=x onerror=alert(1)>' }).expect(200);
    expect(res.body).to.deep.equal({ html: '<h1>Hi </h1>' });
  });

  it('is for staff: an employer is refused, an admin may edit too', async () => {
    const { authorization } = await createSignedInEmployer();
    await api().get('/admin/api/blog_posts').set('authorization', authorization).expect(403);
    await api().post('/admin/api/blog_posts').set('authorization', authorization).send(draft()).expect(403);
    await api().get('/admin/api/blog_posts').expect(401);
    const { tokens } = await signInStaff('admin');
    await api().post('/admin/api/blog_posts').set('authorization', bearer(tokens)).send(draft()).expect(201);
    const ed = await editor();
    await api().get('/admin/api/jobs').set('authorization', ed.authorization).expect(403);
  });

  it('deletes a post, audited', async () => {
    const { authorization } = await editor();
    const post = await createBlogPost({ slug: 'gone' });
    await api().delete(`/admin/api/blog_posts/${post.id}`).set('authorization', authorization).expect(200);
    expect(await models().BlogPost.count()).to.equal(0);
    expect(await models().AuditLog.count({ where: { action: 'blog_post.delete', subject_id: String(post.id) } })).to.equal(1);
  });
});

describe('blog preview links', () => {
  async function linkFor(postId: number) {
    const { authorization } = await editor();
    const res = await api().get(`/admin/api/blog_posts/${postId}/preview_link`).set('authorization', authorization).expect(200);
    return res.body as { url: string; token: string; expires_at: string };
  }

  it('shows a draft to the holder of a signed link: not cached, not indexed, not counted', async () => {
    const post = await createBlogPost({ slug: 'secret-draft', published: false, published_at: null, body: '<p>Draft body</p>', title_ja: '下書き' });
    const link = await linkFor(post.id);
    expect(link.url).to.match(/\/blog-preview\/secret-draft\?token=/);
    expect(new Date(link.expires_at).getTime() - Date.now()).to.be.within(29 * 60_000, 30 * 60_000 + 1000);

    const res = await api().get('/api/v1/blog_previews/secret-draft').query({ token: link.token }).expect(200);
    expect(res.headers['cache-control']).to.equal('no-store');
    expect(res.headers['x-robots-tag']).to.equal('noindex, nofollow');
    expect(res.body.data.attributes).to.include({ slug: 'secret-draft', body: '<p>Draft body</p>' });
    const ja = await api().get('/api/v1/blog_previews/secret-draft').query({ token: link.token, lang: 'jp' }).expect(200);
    expect(ja.body.data.attributes.title).to.equal('下書き');
    expect((await models().BlogPost.findByPk(post.id))!.view_count).to.equal(0);
  });

  it('refuses a forged, altered, expired or other post’s token with a 404', async () => {
    const post = await createBlogPost({ slug: 'secret-draft', published: false, published_at: null });
    const other = await createBlogPost({ slug: 'other-draft', published: false, published_at: null });
    const { token } = await linkFor(post.id);
    const [id, expires, signature] = token.split('.');
    const preview = (slug: string, t: string) => api().get(`/api/v1/blog_previews/${slug}`).query({ token: t });

    await preview('secret-draft', `${id}.${expires}.${signature.slice(0, -2)}xx`).expect(404);
    await preview('secret-draft', `${id}.${Number(expires) + 3600}.${signature}`).expect(404);
    await preview('other-draft', `${other.id}.${expires}.${signature}`).expect(404);
    await preview('other-draft', token).expect(404);
    await preview('secret-draft', 'garbage').expect(404);
    await preview('secret-draft', '').expect(422);

    const { blogEditor } = testApp().ctx.services;
    const expired = await blogEditor.previewLink(post.id, 'http://site', Date.now() - 31 * 60_000);
    await preview('secret-draft', expired.token).expect(404);
    const fresh = await blogEditor.previewLink(post.id, 'http://site', Date.now() - 29 * 60_000);
    await preview('secret-draft', fresh.token).expect(200);
  });
});

describe('console: blog tags', () => {
  it('creates, renames and deletes tags, audited; a taken system name is a 422', async () => {
    const { authorization } = await editor();
    const created = await api().post('/admin/api/blog_tags').set('authorization', authorization).send({ system_name: 'visas', name: 'Visas', name_ja: 'ビザ' }).expect(201);
    await api().post('/admin/api/blog_tags').set('authorization', authorization).send({ system_name: 'visas', name: 'Again' }).expect(422, { errors: { system_name: ['is already taken'] } });
    await api().post('/admin/api/blog_tags').set('authorization', authorization).send({ system_name: 'Bad Name!', name: '' }).expect(422);
    const other = await createBlogTag({ system_name: 'hiring' });
    await api().put(`/admin/api/blog_tags/${other.id}`).set('authorization', authorization).send({ system_name: 'visas' }).expect(422);

    const renamed = await api().put(`/admin/api/blog_tags/${created.body.id}`).set('authorization', authorization).send({ ...created.body, name: 'Visas & immigration', is_ja_employer: true }).expect(200);
    expect(renamed.body).to.include({ system_name: 'visas', name: 'Visas & immigration', is_ja_employer: true });
    const list = await api().get('/admin/api/blog_tags').query({ filter: JSON.stringify({ is_ja_employer: true }) }).set('authorization', authorization).expect(200);
    expect(list.body.map((t: { system_name: string }) => t.system_name)).to.deep.equal(['visas']);

    await api().delete(`/admin/api/blog_tags/${created.body.id}`).set('authorization', authorization).expect(200);
    const actions = (await models().AuditLog.findAll({ order: [['id', 'ASC']] })).map((entry) => entry.action);
    expect(actions).to.deep.equal(['blog_tag.create', 'blog_tag.update', 'blog_tag.delete']);
  });
});
