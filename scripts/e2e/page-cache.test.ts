import { expect } from 'chai';
import type { Page, Response } from 'playwright-core';
import { BASE_URL, closeBrowser, openPage, screenshot } from './browser.js';
import { apiJson, reloadUntil, type SignInAnswer } from './site-actions.js';

// Public pages are rendered once and served from the site's page cache to everyone; a change made
// through the employer or staff API makes the API tell the site, which renders the pages showing it
// anew. These tests look at what visitors get: the change, and never someone else's account.

const SEEKER = { email: 'seeker@shigoto.example', password: 'shigoto-seeker', name: 'Alex Morgan' };
const EMPLOYER = { email: 'hiring@komorebi-ledger.example', password: 'shigoto-employer' };

interface EmployerJob {
  attributes: { slug: string; title: string; status: string; published: boolean };
}

/** Opens `path` and reloads it until it shows `text`. */
async function reloadUntilShown(page: Page, path: string, text: string): Promise<void> {
  await page.goto(path);
  await reloadUntil(page, async () => (await page.content()).includes(text), `"${text}"`);
}

async function demoEmployerJob(): Promise<{ session: SignInAnswer; job: EmployerJob; path: string }> {
  const session = await apiJson<SignInAnswer>('/api/v1/employer_sessions', { body: { user: EMPLOYER } });
  const jobs = (await apiJson<{ data: EmployerJob[] }>('/api/v1/employers/jobs?page[size]=50', { token: session.meta.access })).data;
  const job = jobs.find((row) => row.attributes.published && row.attributes.status === 'open');
  if (!job) throw new Error('the demo employer has no published job');
  const company = await apiJson<{ included?: { type: string; attributes: { slug: string } }[] }>(`/api/v1/jobs/${job.attributes.slug}`);
  const companySlug = company.included?.find((resource) => resource.type === 'company')?.attributes.slug;
  return { session, job, path: `/jobs/${companySlug}/${job.attributes.slug}` };
}

/** Opens `path` until it comes from the cache (a page another test's change dropped is rendered anew first). */
async function openCachedCopy(page: Page, path: string): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = (await page.goto(path))!;
    if (response.headers()['x-cache'] === 'hit' || attempt === 20) return response;
    await page.waitForTimeout(250);
  }
}

/** A share image's bytes as the cache answers them (one another change dropped is drawn anew first). */
async function cachedImage(url: string): Promise<Buffer> {
  for (let attempt = 1; ; attempt++) {
    const answer = await fetch(url);
    expect([answer.status, answer.headers.get('content-type')]).to.deep.equal([200, 'image/png']);
    const bytes = Buffer.from(await answer.arrayBuffer());
    if (answer.headers.get('x-cache') === 'hit') return bytes;
    if (attempt === 20) throw new Error(`${url} never came from the page cache`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the page cache (Chromium)', () => {
  after(closeBrowser);

  it('shows an employer’s edit on the cached job page, in English and Japanese, and in searches through the site, within seconds', async () => {
    const { session, job, path } = await demoEmployerJob();
    const page = await openPage();
    await page.goto(path);
    const companyPath = (await page.locator('main a[href^="/companies/"]').first().getAttribute('href'))!;
    const cached = await page.goto(path);
    expect(cached!.headers()['x-cache']).to.equal('hit');
    await page.goto(`/jp${path}`);
    await page.goto(companyPath);
    const shareImage = `${BASE_URL}/og/jobs/${job.attributes.slug}`;
    const imageBefore = await cachedImage(shareImage);

    const word = Date.now().toString(36);
    const title = `Ledger Platform Engineer ${word}`;
    // A search through the site's origin for the new word, kept by the site (no job has it yet).
    const search = `${BASE_URL}/api/v1/searches/jobs?q=${word}`;
    const found = async () => ((await (await fetch(search)).json()) as { data: unknown[] }).data.length;
    expect(await found()).to.equal(0);
    expect(await found()).to.equal(0);
    const kept = await fetch(search);
    // Age counts whole seconds: the answer may be up to a second older than it says.
    const keptUntil = Date.now() + (Number(/max-age=(\d+)/.exec(kept.headers.get('cache-control') ?? '')?.[1]) - Number(kept.headers.get('age')) - 1) * 1000;
    expect(kept.headers.get('age'), 'the search answered by the site').to.not.equal(null);

    await apiJson(`/api/v1/employers/jobs/${job.attributes.slug}`, { method: 'PUT', token: session.meta.access, body: { job: { title } } });
    try {
      // The news of the change drops the kept answer before it would have expired.
      while ((await found()) === 0) {
        if (Date.now() > keptUntil) throw new Error(`${search} still finds no job`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await reloadUntilShown(page, path, title);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).to.contain(title);
      await reloadUntilShown(page, `/jp${path}`, title);
      // The company's page lists its jobs: it was rendered anew as well.
      await reloadUntilShown(page, companyPath, title);
      // The job's share image draws its title: it is drawn anew once, then served from the cache.
      const deadline = Date.now() + 10_000;
      while ((await cachedImage(shareImage)).equals(imageBefore)) {
        if (Date.now() > deadline) throw new Error('the share image still shows the old title');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await screenshot(page, 'page-cache-edited-job');
    } finally {
      await apiJson(`/api/v1/employers/jobs/${job.attributes.slug}`, { method: 'PUT', token: session.meta.access, body: { job: { title: job.attributes.title } } });
    }
  });

  it('shows staff’s edit of a company on its cached page', async () => {
    const { path } = await demoEmployerJob();
    const page = await openPage();
    await page.goto(path);
    const companyPath = (await page.locator('main a[href^="/companies/"]').first().getAttribute('href'))!;
    const slug = companyPath.split('/')[2];
    const company = (await apiJson<{ data: { id: string; attributes: { description: string | null } } }>(`/api/v1/slug_companies/${slug}`)).data;
    await page.goto(companyPath);

    const admin = await apiJson<{ access: string }>('/admin/api/sessions', { body: { email: 'admin@shigoto.example', password: 'shigoto-admin' } });
    const record = await apiJson<{ description: string | null }>(`/admin/api/companies/${company.id}`, { token: admin.access });
    const description = `We keep the books of ten thousand small shops (${Date.now().toString(36)}).`;
    await apiJson(`/admin/api/companies/${company.id}`, { method: 'PUT', token: admin.access, body: { description } });
    try {
      await reloadUntilShown(page, companyPath, description);
    } finally {
      await apiJson(`/admin/api/companies/${company.id}`, { method: 'PUT', token: admin.access, body: { description: record.description } });
    }
  });

  it('never shows one visitor’s account to another: the shared copy knows no one, and each browser fills in its own', async () => {
    const { path } = await demoEmployerJob();
    const seeker = await openPage();
    await seeker.goto('/user/login');
    await seeker.getByLabel('E-mail address').fill(SEEKER.email);
    await seeker.getByLabel('Password').fill(SEEKER.password);
    await seeker.getByRole('button', { name: 'Sign in', exact: true }).click();
    await seeker.waitForURL(/\/$/);
    for (const visited of ['/', path, '/jobs']) {
      const response = (await seeker.goto(visited))!;
      await seeker.locator('header [data-account="user"]').first().waitFor({ state: 'attached' });
      expect(await seeker.getByRole('banner').getByTestId('signed-in-as').innerText()).to.contain(SEEKER.name);
      // What the server sent knows no one: the name comes from this browser's own session.
      expect(await response.text()).not.to.contain(SEEKER.name);
    }

    const stranger = await openPage();
    for (const visited of ['/', path, '/jobs']) {
      const response = await openCachedCopy(stranger, visited);
      expect(response.headers()['x-cache'], visited).to.equal('hit');
      const html = await response.text();
      expect(html).not.to.contain(SEEKER.name);
      expect(html).not.to.contain(SEEKER.email);
      await stranger.locator('header [data-account="anonymous"]').first().waitFor({ state: 'attached' });
      expect(await stranger.getByTestId('signed-in-as').count()).to.equal(0);
      expect(await stranger.evaluate(() => window.sessionStorage.getItem('access'))).to.equal(null);
    }
    await screenshot(stranger, 'page-cache-stranger');

    // The seeker's apply form fills in their own details from their session, on a page that is not shared.
    const apply = (await seeker.goto(`${path}/apply`))!;
    expect(apply.headers()['x-cache']).to.equal(undefined);
  });
});
