import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { closeBrowser, openPage, robotsDirectives, screenshot } from './browser.js';

const PHONE = { viewport: { width: 375, height: 812 } };

async function signInEditor(page: Page) {
  await page.goto('/admin');
  await page.locator('input[name="username"]').fill('editor@shigoto.example');
  await page.locator('input[name="password"]').fill('shigoto-editor');
  await page.locator('button[type="submit"]').click();
}

/** Calls the staff API with the session the console stored; answers the status and body. */
async function adminApi(page: Page, path: string): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async (apiPath) => {
    const { access } = JSON.parse(localStorage.getItem('shigoto.staffSession') ?? '{}') as { access?: string };
    const response = await fetch(`/admin/api${apiPath}`, { headers: { Accept: 'application/json', Authorization: `Bearer ${access}` } });
    return { status: response.status, body: await response.json() };
  }, path);
}

/** Picks a tag in the post form's tag autocomplete. */
async function pickTag(page: Page, name: string) {
  await page.getByLabel('Tags').fill(name.slice(0, 5));
  await page.getByRole('option', { name }).click();
}

const ENGLISH = [
  '## Why Tokyo',
  '',
  'Tokyo has **more tech jobs** than any other city in Japan.',
  '',
  '- Meetups every week',
  '- English-speaking teams',
  '',
  'Read [our job list](https://shigoto.example/jobs) and run `npm test`.',
].join('\n');

const JAPANESE = ['## 東京を選ぶ理由', '', '東京には日本で**最も多くの**IT求人があります。', '', '- 毎週の勉強会', '- 英語を話すチーム'].join('\n');

describe('console blog', () => {
  after(closeBrowser);

  it('an editor writes a post in both languages, previews it, publishes it, and it is on the site at once', async () => {
    const slug = `e2e-tokyo-${Date.now()}`;
    const page = await openPage();
    await signInEditor(page);
    await page.getByTestId('blog-count-draft').waitFor();
    await page.getByRole('link', { name: 'Write a post' }).waitFor();
    await screenshot(page, 'blog-editor-dashboard');

    await page.getByRole('link', { name: 'Write a post' }).click();
    await page.waitForURL(/\/blog_posts\/create/);
    await page.locator('input[name="slug"]').fill(slug);
    await page.locator('input[name="author_name"]').fill('Aiko Tanaka');
    await pickTag(page, 'Life in Japan');
    await page.locator('input[name="title"]').fill('Why engineers choose Tokyo');
    await page.locator('textarea[name="excerpt"]').fill('Jobs, meetups and English-speaking teams.');
    await page.locator('textarea[name="body_markdown"]').fill(ENGLISH);
    await page.locator('input[name="title_ja"]').fill('エンジニアが東京を選ぶ理由');
    await page.locator('textarea[name="body_markdown_ja"]').fill(JAPANESE);

    // The live preview is the site's renderer: a heading, a list, a safe link, code.
    const preview = page.getByTestId('preview-body_markdown');
    await preview.locator('h2', { hasText: 'Why Tokyo' }).waitFor();
    expect(await preview.locator('li').allInnerTexts()).to.deep.equal(['Meetups every week', 'English-speaking teams']);
    expect(await preview.locator('a').getAttribute('rel')).to.equal('noopener noreferrer');
    expect(await preview.locator('code').innerText()).to.equal('npm test');
    await page.getByTestId('preview-body_markdown_ja').locator('h2', { hasText: '東京を選ぶ理由' }).waitFor();
    await screenshot(page, 'blog-editor-write');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/blog_posts\/\d+$/);
    await page.getByTestId('post-status').getByText('Draft').waitFor();
    const postId = Number(/\/blog_posts\/(\d+)/.exec(page.url())![1]);

    // A draft is not on the site.
    const draftPage = await page.context().newPage();
    expect((await draftPage.goto(`/blog/${slug}`))!.status()).to.equal(404);
    // Staff previewing a draft are not readers: their pages report no view.
    const viewReports: string[] = [];
    draftPage.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/views') && viewReports.push(request.url()));

    // The signed preview link shows the draft as its page will, never stored nor indexed.
    await page.getByRole('button', { name: 'Preview on the site' }).click();
    const previewUrl = new URL((await page.getByTestId('preview-link-en').getAttribute('href'))!);
    const previewPath = previewUrl.pathname + previewUrl.search;
    const previewResponse = (await draftPage.goto(previewPath))!;
    expect(previewResponse.status()).to.equal(200);
    expect(previewResponse.headers()['cache-control']).to.include('no-store');
    expect(previewResponse.headers()['x-robots-tag']).to.include('noindex');
    expect(await robotsDirectives(draftPage)).to.satisfy((all: string[]) => all.every((d) => d.includes('noindex')));
    await draftPage.getByTestId('preview-notice').waitFor();
    const article = draftPage.getByTestId('blog-post');
    await article.locator('h1', { hasText: 'Why engineers choose Tokyo' }).waitFor();
    await article.locator('h2', { hasText: 'Why Tokyo' }).waitFor();
    expect(await article.locator('strong').first().innerText()).to.equal('more tech jobs');
    await screenshot(draftPage, 'blog-preview-site');
    const japanesePreview = new URL((await page.getByTestId('preview-link-ja').getAttribute('href'))!);
    await draftPage.goto(japanesePreview.pathname + japanesePreview.search);
    await draftPage.getByTestId('blog-post').locator('h1', { hasText: 'エンジニアが東京を選ぶ理由' }).waitFor();
    // A forged link is the 404 page.
    const token = previewUrl.searchParams.get('token')!;
    expect((await draftPage.goto(`/blog-preview/${slug}?token=${encodeURIComponent(token.slice(0, -3) + 'AAA')}`))!.status()).to.equal(404);
    expect(viewReports).to.deep.equal([]);

    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByRole('dialog').getByText('Why engineers choose Tokyo').waitFor();
    await screenshot(page, 'blog-publish-confirmation');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Post published.').waitFor();
    await page.getByTestId('post-status').getByText('Published').waitFor();
    expect((await adminApi(page, `/blog_posts/${postId}`)).body).to.include({ published: true, status: 'published' });

    expect((await draftPage.goto(`/blog/${slug}`))!.status()).to.equal(200);
    await draftPage.getByTestId('blog-post').locator('h2', { hasText: 'Why Tokyo' }).waitFor();
    expect(await draftPage.getByTestId('article-body').locator('li').allInnerTexts()).to.deep.equal(['Meetups every week', 'English-speaking teams']);
    await draftPage.getByTestId('blog-post').getByRole('link', { name: 'Life in Japan' }).waitFor();
    await screenshot(draftPage, 'blog-published-en');
    expect((await draftPage.goto(`/jp/blog/${slug}`))!.status()).to.equal(200);
    await draftPage.getByTestId('blog-post').locator('h1', { hasText: 'エンジニアが東京を選ぶ理由' }).waitFor();
    await draftPage.getByTestId('blog-post').locator('strong', { hasText: '最も多くの' }).waitFor();
    await screenshot(draftPage, 'blog-published-ja');

    await page.goto('/admin#/blog_posts');
    await page.locator('table tbody tr', { hasText: slug }).waitFor();
    await screenshot(page, 'blog-editor-list');
  });

  it('an editor schedules a post, which goes live at its time', async () => {
    const slug = `e2e-scheduled-${Date.now()}`;
    const page = await openPage();
    await signInEditor(page);
    await page.getByTestId('blog-count-scheduled').waitFor();
    await page.goto('/admin#/blog_posts/create');
    await page.locator('input[name="slug"]').fill(slug);
    await page.locator('input[name="title"]').fill('Scheduled for later');
    await pickTag(page, 'Career advice');
    await page.locator('textarea[name="body_markdown"]').fill('## On time\n\nGoes live **on time**.\n\n- at its time\n- once');
    // The browser's local time, a few seconds ahead, as a datetime-local input takes it.
    const at = await page.evaluate(() => {
      const when = new Date(Date.now() + 8000);
      const local = new Date(when.getTime() - when.getTimezoneOffset() * 60_000);
      return { input: local.toISOString().slice(0, 19), epoch: when.getTime() };
    });
    await page.locator('input[name="publish_at"]').fill(at.input);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/blog_posts\/\d+$/);
    await page.getByTestId('post-status').getByText('Scheduled').waitFor();
    await screenshot(page, 'blog-scheduled');

    const site = await page.context().newPage();
    expect((await site.goto(`/blog/${slug}`))!.status()).to.equal(404);
    let status = 404;
    while (status !== 200 && Date.now() < at.epoch + 20_000) {
      await site.waitForTimeout(500);
      status = (await site.goto(`/blog/${slug}`))!.status();
    }
    expect(status).to.equal(200);
    expect(Date.now()).to.be.at.least(at.epoch - 1000);
    await site.getByTestId('blog-post').locator('strong', { hasText: 'on time' }).waitFor();
    await page.reload();
    await page.getByTestId('post-status').getByText('Published').waitFor();
  });

  it('works on a phone: the list, the form (versions stacked) and the tags', async () => {
    const page = await openPage(PHONE);
    await signInEditor(page);
    await page.getByTestId('blog-count-published').waitFor();
    await screenshot(page, 'blog-editor-dashboard-375');
    await page.goto('/admin#/blog_posts');
    await page.locator('.MuiList-root a[href*="blog_posts"]').first().waitFor();
    expect(await page.locator('table').count()).to.equal(0);
    await screenshot(page, 'blog-editor-list-375');
    await page.locator('.MuiList-root a[href*="blog_posts"]').first().click();
    await page.locator('textarea[name="body_markdown"]').waitFor();
    const english = await page.locator('textarea[name="body_markdown"]').boundingBox();
    const japanese = await page.locator('textarea[name="body_markdown_ja"]').boundingBox();
    expect(japanese!.y).to.be.greaterThan(english!.y);
    expect(english!.width).to.be.lessThan(376);
    await screenshot(page, 'blog-editor-edit-375');
    await page.goto('/admin#/blog_tags');
    await page.locator('.MuiList-root a[href*="blog_tags"]').first().waitFor();
    await screenshot(page, 'blog-tags-375');
  });

  it('an editor is refused jobs and companies', async () => {
    const page = await openPage();
    await signInEditor(page);
    await page.getByRole('menuitem', { name: /blog posts/i }).waitFor();
    await page.getByRole('menuitem', { name: /blog tags/i }).waitFor();
    expect(await page.getByRole('menuitem', { name: /^jobs$/i }).count()).to.equal(0);
    expect(await page.getByRole('menuitem', { name: /^companies$/i }).count()).to.equal(0);
    expect((await adminApi(page, '/jobs')).status).to.equal(403);
    expect((await adminApi(page, '/companies')).status).to.equal(403);
    expect((await adminApi(page, '/blog_posts')).status).to.equal(200);
    await screenshot(page, 'blog-editor-menu');
  });
});
