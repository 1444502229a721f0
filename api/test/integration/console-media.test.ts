import { expect } from 'chai';
import { IMAGE_URL_MESSAGE } from '../../src/lib/http/validators.js';
import sharp from 'sharp';
import { api, signInStaff } from '../helpers/agent.js';
import { testApp } from '../helpers/context.js';
import { createBlogPost, createSignedInEmployer } from '../helpers/factories.js';

async function staffAs(role: 'admin' | 'editor') {
  const { tokens } = await signInStaff(role);
  const auth = `Bearer ${tokens.access}`;
  return {
    get: (path: string) => api().get(`/admin/api${path}`).set('authorization', auth),
    put: (path: string, body: object) => api().put(`/admin/api${path}`).set('authorization', auth).send(body),
    post: (path: string, body: object) => api().post(`/admin/api${path}`).set('authorization', auth).send(body),
    delete: (path: string) => api().delete(`/admin/api${path}`).set('authorization', auth),
    multipartWithoutFile: (fields: Record<string, string>) => {
      const req = api().post('/admin/api/media').set('authorization', auth);
      for (const [name, value] of Object.entries(fields)) req.field(name, value);
      return req;
    },
    upload: (bytes: Buffer, filename: string, alt?: string) => {
      const req = api().post('/admin/api/media').set('authorization', auth).attach('file', bytes, filename);
      return alt === undefined ? req : req.field('alt_text', alt);
    },
  };
}

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: '#2277dd' } }).png().toBuffer();

const auditActions = async (subjectId: number) =>
  (await testApp().ctx.db.models.AuditLog.findAll({ where: { subject_type: 'media', subject_id: String(subjectId) }, order: [['id', 'ASC']] })).map((a) => a.action);

describe('console media library', () => {
  it('stores an uploaded PNG and makes WebP and PNG copies that are served, never wider than the original', async () => {
    const editor = await staffAs('editor');
    const created = await editor.upload(await png(1000, 500), 'harbour.png', 'Yokohama harbour at dusk').expect(201);
    expect(created.body).to.include({ name: 'harbour.png', alt_text: 'Yokohama harbour at dusk', width: 1000, height: 500, content_type: 'image/png' });
    expect(created.body.url).to.match(/^\/files\/media\/[0-9a-f]{32}\.png$/);
    expect(created.body.variants).to.deep.equal([]);
    await testApp().ctx.queue.drain();

    const shown = await editor.get(`/media/${created.body.id}`).expect(200);
    const variants = shown.body.variants as { format: string; width: number; height: number; url: string }[];
    expect(variants.map((v) => `${v.format}:${v.width}x${v.height}`)).to.deep.equal(['webp:400x200', 'png:400x200', 'webp:800x400', 'png:800x400']);
    for (const variant of variants) {
      const file = await api().get(variant.url).expect(200);
      expect(file.headers['content-type']).to.equal(`image/${variant.format}`);
      const meta = await sharp(file.body as Buffer).metadata();
      expect([meta.format, meta.width]).to.deep.equal([variant.format, variant.width]);
    }
    await api().get(created.body.url).expect(200).expect('content-type', 'image/png');
    expect(await auditActions(created.body.id)).to.deep.equal(['media.create']);
  });

  it('refuses a text file named .png and an upload without a file, with field messages', async () => {
    const editor = await staffAs('editor');
    const text = await editor.upload(Buffer.from('just some text, not a picture'), 'cover.png').expect(422);
    expect(text.body.errors).to.deep.equal({ file: ['must be a PNG, JPEG, WebP or GIF image'] });
    const none = await editor.multipartWithoutFile({ alt_text: 'nothing' }).expect(422);
    expect(none.body.errors).to.have.property('file');
    expect((await editor.get('/media').expect(200)).body).to.deep.equal([]);
  });

  it('lists newest first, finds by name or alt text, and audits an alt text edit', async () => {
    const editor = await staffAs('editor');
    const first = (await editor.upload(await png(40, 40), 'fuji.png', 'Mount Fuji').expect(201)).body;
    const second = (await editor.upload(await png(41, 40), 'office.png', 'An office in Shibuya').expect(201)).body;
    expect((await editor.get('/media').expect(200)).body.map((m: { id: number }) => m.id)).to.deep.equal([second.id, first.id]);
    const find = async (q: string) => (await editor.get(`/media?filter=${encodeURIComponent(JSON.stringify({ q }))}`).expect(200)).body.map((m: { id: number }) => m.id);
    expect(await find('fuji')).to.deep.equal([first.id]);
    expect(await find('shibuya')).to.deep.equal([second.id]);

    // The console sends the whole record back; only the alt text changes.
    const edited = await editor.put(`/media/${first.id}`, { ...first, alt_text: 'Mount Fuji from Hakone', url: '/files/elsewhere.png', width: 9 }).expect(200);
    expect(edited.body).to.include({ alt_text: 'Mount Fuji from Hakone', url: first.url, width: 40 });
    expect(await auditActions(first.id)).to.deep.equal(['media.create', 'media.update']);
    const entry = await testApp().ctx.db.models.AuditLog.findOne({ where: { subject_type: 'media', action: 'media.update' } });
    expect(entry!.changes).to.deep.equal({ alt_text: 'Mount Fuji from Hakone' });
    await editor.put(`/media/${first.id}`, { alt_text: 'x'.repeat(501) }).expect(422);
  });

  it('refuses to delete an image used as a blog cover, and deletes it once it is not', async () => {
    const editor = await staffAs('editor');
    const image = (await editor.upload(await png(60, 30), 'cover.png').expect(201)).body;
    const post = await createBlogPost({ slug: 'life-in-osaka' });
    const put = await editor.put(`/blog_posts/${post.id}`, { cover_media_id: image.id }).expect(200);
    expect(put.body).to.include({ cover_media_id: image.id, cover_image_url: image.url });

    // The image's page says which posts use it, before anyone tries to delete it.
    expect((await editor.get(`/media/${image.id}`).expect(200)).body.cover_of).to.deep.equal(['life-in-osaka']);
    const refused = await editor.delete(`/media/${image.id}`).expect(422);
    expect(refused.body.errors).to.deep.equal({ id: ['is the cover of the blog post life-in-osaka'] });

    const cleared = await editor.put(`/blog_posts/${post.id}`, { cover_media_id: null }).expect(200);
    expect(cleared.body).to.include({ cover_media_id: null, cover_image_url: null });
    expect((await editor.get(`/media/${image.id}`).expect(200)).body.cover_of).to.deep.equal([]);
    await editor.delete(`/media/${image.id}`).expect(200);
    await editor.get(`/media/${image.id}`).expect(404);
    expect(await auditActions(image.id)).to.deep.equal(['media.create', 'media.delete']);
  });

  it('saves a post with a library cover again as the console sends it back (the whole record), and clears the cover the same way', async () => {
    const editor = await staffAs('editor');
    const image = (await editor.upload(await png(60, 30), 'cover.png').expect(201)).body;
    const created = (await editor.post('/blog_posts', { slug: 'first-week', title: 'First week', body_markdown: 'Hello', cover_media_id: image.id }).expect(201)).body;
    expect(created.cover_image_url).to.match(/^\/files\/media\//);

    const record = (await editor.get(`/blog_posts/${created.id}`).expect(200)).body;
    const renamed = await editor.put(`/blog_posts/${created.id}`, { ...record, title: 'First week (updated)' }).expect(200);
    expect(renamed.body).to.include({ title: 'First week (updated)', cover_media_id: image.id, cover_image_url: image.url });
    const cleared = await editor.put(`/blog_posts/${created.id}`, { ...renamed.body, cover_media_id: null }).expect(200);
    expect(cleared.body).to.include({ cover_media_id: null, cover_image_url: null });

    const hostile = await editor.put(`/blog_posts/${created.id}`, { cover_image_url: '/files/../secrets.png' }).expect(422);
    expect(hostile.body.errors).to.deep.equal({ cover_image_url: [IMAGE_URL_MESSAGE] });
  });

  it('refuses a blog cover that is not in the library, and keeps an old URL-only cover', async () => {
    const editor = await staffAs('editor');
    const post = await createBlogPost({ cover_image_url: 'https://images.example/old.jpg' });
    const bad = await editor.put(`/blog_posts/${post.id}`, { cover_media_id: 999999 }).expect(422);
    expect(bad.body.errors).to.deep.equal({ cover_media_id: ['names an image that is not in the media library'] });
    const kept = await editor.put(`/blog_posts/${post.id}`, { title: 'Renamed', cover_media_id: null, cover_image_url: 'https://images.example/old.jpg' }).expect(200);
    expect(kept.body.cover_image_url).to.equal('https://images.example/old.jpg');
  });

  it('is open to editors and admins, and closed to employers and readers', async () => {
    await (await staffAs('admin')).get('/media').expect(200);
    await (await staffAs('editor')).get('/media').expect(200);
    const { authorization } = await createSignedInEmployer();
    await api().get('/admin/api/media').set('authorization', authorization).expect(403);
    await api().post('/admin/api/media').set('authorization', authorization).attach('file', await png(10, 10), 'a.png').expect(403);
    await api().get('/admin/api/media').expect(401);
  });

  it('queues the copies again when the upload could not queue them', async () => {
    const editor = await staffAs('editor');
    const { ctx } = testApp();
    const add = ctx.queue.add;
    ctx.queue.add = async () => {
      throw new Error('Redis is not connected');
    };
    let id: number;
    try {
      id = (await editor.upload(await png(30, 20), 'lost.png').expect(201)).body.id;
    } finally {
      ctx.queue.add = add;
    }
    // A grace in the past: MariaDB keeps updated_at to the second.
    expect((await ctx.sweeper.sweep(-60_000))['media variants']).to.equal(1);
    await ctx.queue.drain();
    const variants = (await editor.get(`/media/${id}`).expect(200)).body.variants as { format: string; width: number }[];
    expect(variants.map((v) => `${v.format}:${v.width}`)).to.deep.equal(['webp:30', 'png:30']);
    expect((await ctx.sweeper.sweep(-60_000))['media variants']).to.equal(0);
  });
});

describe('blog posts with a media library cover', () => {
  it('returns the cover with its size, alt text and copies in the public API, in lists and on the post', async () => {
    const editor = await staffAs('editor');
    const image = (await editor.upload(await png(1300, 650), 'team.png', 'The team at lunch').expect(201)).body;
    await testApp().ctx.queue.drain();
    const created = await editor
      .post('/blog_posts', { slug: 'our-team', title: 'Our team', body_markdown: 'Hello', cover_media_id: image.id, published: true })
      .expect(201);
    expect(created.body.cover_image_url).to.equal(image.url);

    const one = await api().get('/api/v1/blog_posts/our-team').expect(200);
    const cover = one.body.data.attributes.cover_image;
    expect(cover).to.include({ url: image.url, width: 1300, height: 650, alt: 'The team at lunch' });
    expect(cover.variants.map((v: { format: string; width: number }) => `${v.format}:${v.width}`)).to.deep.equal([
      'webp:400', 'png:400', 'webp:800', 'png:800', 'webp:1200', 'png:1200',
    ]);
    expect(one.body.data.attributes.cover_image_url).to.equal(image.url);
    const list = await api().get('/api/v1/blog_posts').expect(200);
    expect(list.body.data.find((p: { id: string }) => p.id === String(created.body.id)).attributes.cover_image).to.deep.equal(cover);

    const plainPost = await createBlogPost();
    expect((await api().get(`/api/v1/blog_posts/${plainPost.slug}`).expect(200)).body.data.attributes.cover_image).to.equal(null);
  });
});
