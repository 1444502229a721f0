import { expect } from 'chai';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { closeBrowser, openPage, screenshot } from './browser.js';
import { readAdminApi, signInToConsole, until } from './console-session.js';
import { reloadUntil } from './site-actions.js';

interface AdminMedia {
  id: number;
  name: string;
  alt_text: string | null;
  url: string;
  variants: { format: string; width: number; height: number; url: string }[];
}

/** A 1000×600 picture with a diagonal gradient, so the screenshots show the real image. */
async function gradientPng(): Promise<Buffer> {
  const [width, height] = [1000, 600];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = Math.round((255 * x) / width);
      pixels[i + 1] = Math.round((180 * y) / height);
      pixels[i + 2] = 200;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

async function bothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, name);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(300);
  await screenshot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('console media', () => {
  let current: Page | null = null;
  afterEach(async function () {
    if (this.currentTest?.state === 'failed' && current) await screenshot(current, 'media-failure');
  });
  after(closeBrowser);

  it('an editor uploads an image to the library, makes it a post’s cover and publishes; the site shows it as WebP through srcset', async () => {
    const stamp = Date.now();
    const name = `e2e-harbour-${stamp}.png`;
    const slug = `e2e-cover-${stamp}`;
    const alt = 'Cranes over Yokohama harbour at dusk';
    const page = await openPage({ viewport: { width: 1280, height: 900 } });
    current = page;
    await signInToConsole(page, 'editor@shigoto.example', 'shigoto-editor');
    await page.getByRole('menuitem', { name: /media library/i }).click();
    await page.waitForURL(/#\/media/);

    // A text file named .png is refused by its content.
    await page.getByTestId('media-file').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    await page.getByText('Image refused: it must be a PNG, JPEG, WebP or GIF image.').waitFor();

    await page.getByTestId('media-file').setInputFiles({ name, mimeType: 'image/png', buffer: await gradientPng() });
    await page.getByText('Image uploaded').waitFor();
    await page.waitForURL(/#\/media\/\d+$/);
    const mediaId = Number(/#\/media\/(\d+)/.exec(page.url())![1]);
    await page.locator('textarea[name="alt_text"]').fill(alt);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/media\/\d+\/show$/);
    await page.getByText(alt).first().waitFor();
    const media = await until(() => readAdminApi<AdminMedia>(page, `/media/${mediaId}`), (m) => m.variants.length > 0, 'the image copies');
    expect(media.alt_text).to.equal(alt);
    expect(media.variants.map((v) => `${v.format}:${v.width}x${v.height}`)).to.deep.equal(['webp:400x240', 'png:400x240', 'webp:800x480', 'png:800x480']);
    await page.reload();
    await page.getByText('WEBP 800×480').waitFor();
    await bothWidths(page, 'media-show');

    await page.goto('/admin#/media');
    await page.locator('input[name="q"]').fill('harbour');
    const row = page.locator('table tbody tr', { hasText: name });
    await row.waitFor();
    await row.getByRole('button', { name: 'Markdown' }).waitFor();
    expect(await row.locator('img').getAttribute('alt')).to.equal(alt);
    await bothWidths(page, 'media-list');

    // The post's cover is picked from the library in the post form.
    await page.goto('/admin#/blog_posts/create');
    await page.locator('input[name="slug"]').fill(slug);
    await page.locator('input[name="title"]').fill('A week at Yokohama’s new tech hub');
    await page.locator('textarea[name="excerpt"]').fill('Harbour views and hiring teams.');
    await page.locator('textarea[name="body_markdown"]').fill('## Day one\n\nWe met three teams hiring in English.');
    await page.getByLabel('Cover image').fill('harbour');
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await page.getByTestId('cover-preview').waitFor();
    await screenshot(page, 'media-cover-picked');
    // The API's answer is checked first, so a refusal fails with its reason rather than a wait for a page.
    const created = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/admin/api/blog_posts');
    await page.getByRole('button', { name: 'Save' }).click();
    const answer = await created;
    expect(answer.status(), await answer.text()).to.equal(201);
    await page.waitForURL(/\/blog_posts\/\d+$/);
    const postId = Number(/\/blog_posts\/(\d+)/.exec(page.url())![1]);
    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Post published.').waitFor();
    expect(await readAdminApi(page, `/blog_posts/${postId}`)).to.include({ published: true, cover_media_id: mediaId, cover_image_url: media.url });
    // A typo fixed after publishing saves like any change (the form sends the cover's stored path back).
    await page.locator('input[name="title"]').fill('A week at Yokohama’s newest tech hub');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changes saved.').waitFor();
    expect(await readAdminApi(page, `/blog_posts/${postId}`)).to.include({ title: 'A week at Yokohama’s newest tech hub', cover_media_id: mediaId });

    // In use as a cover: the image's page names the post and Delete is off.
    await page.goto(`/admin#/media/${mediaId}/show`);
    await page.getByRole('link', { name: slug }).waitFor();
    await page.getByText('A cover cannot be deleted: give these posts another cover first.').waitFor();
    expect(await page.getByRole('button', { name: 'Delete' }).isDisabled()).to.equal(true);
    await screenshot(page, 'media-in-use');

    const site = await openPage({ viewport: { width: 1280, height: 900 } });
    current = site;
    expect((await site.goto(`/blog/${slug}`))!.status()).to.equal(200);
    const hero = site.getByTestId('blog-cover');
    const source = hero.locator('picture source[type="image/webp"]');
    await source.waitFor({ state: 'attached' });
    expect(await source.getAttribute('srcset')).to.equal(`${media.variants[0].url} 400w, ${media.variants[2].url} 800w`);
    expect(await source.getAttribute('sizes')).to.equal('(min-width: 900px) 852px, 100vw');
    const img = hero.locator('picture img');
    expect(await img.getAttribute('width')).to.equal('1000');
    expect(await img.getAttribute('height')).to.equal('600');
    expect(await img.getAttribute('alt')).to.equal(alt);
    // The hero is seen at once: not lazy.
    expect(await img.getAttribute('loading')).to.equal('eager');
    expect(await img.evaluate((el: HTMLImageElement) => el.decode().then(() => el.currentSrc))).to.match(/-800\.webp$/);
    await bothWidths(site, 'media-blog-article');

    // The blog list's card shows it too, loaded lazily.
    const card = site.getByTestId('blog-post-card').filter({ hasText: 'A week at Yokohama’s newest tech hub' });
    await site.goto('/blog');
    await reloadUntil(site, async () => (await card.count()) > 0, 'the new post');
    const cardImg = card.locator('picture img');
    expect(await cardImg.getAttribute('loading')).to.equal('lazy');
    expect(await card.locator('picture source[type="image/webp"]').getAttribute('sizes')).to.equal('(min-width: 600px) 200px, 100vw');
    await bothWidths(site, 'media-blog-list');
  }).timeout(90_000);
});
