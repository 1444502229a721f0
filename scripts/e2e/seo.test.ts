import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, openPage, robotsDirectives, screenshot } from './browser.js';
import { seededRoutes, type SeededRoutes } from './public-routes.js';
import { getJson, openJobs } from './seeded.js';

type JsonLd = Record<string, unknown> & { '@type': string };

/** Every JSON-LD node of the page (a script may hold one node or a list). */
async function structuredData(page: Page): Promise<JsonLd[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => [JSON.parse(text)].flat() as JsonLd[]);
}
const ofType = (nodes: JsonLd[], type: string) => nodes.find((node) => node['@type'] === type);

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, '&'));

describe('SEO: sitemap, canonical addresses, structured data, share images', function () {
  this.timeout(180_000);
  let seeded: SeededRoutes;
  before(async () => {
    seeded = await seededRoutes();
  });
  after(closeBrowser);

  it('the sitemap lists every public job, and every kind of address in it answers 200 directly', async () => {
    const response = await fetch(`${BASE_URL}/sitemap.xml`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/xml/);
    const xml = await response.text();
    expect(xml).to.include('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const urls = locs(xml);
    const paths = urls.map((url) => url.slice(BASE_URL.length));
    for (const job of await openJobs()) expect(paths, job.slug).to.include(`/jobs/${job.company.slug}/${job.slug}`);
    expect(paths).not.to.include('/designer-jobs-in-japan');
    // One address of each kind, in English and Japanese: no redirect, no error.
    const kinds = [/^\/$/, /^\/jobs$/, /^\/jobs\/[^/]+\/[^/]+$/, /^\/companies\/[^/]+$/, /^\/blog\/[^/]+$/, /^\/newsletters\/\d+$/, /^\/[a-z0-9-]*jobs[a-z0-9-]*$/, /^\/hire$/, /^\/PricingPage$/];
    for (const kind of kinds) {
      const samples = paths.filter((path) => kind.test(path.split('?')[0])).slice(0, 2);
      expect(samples, String(kind)).to.have.length.greaterThan(0);
      for (const path of [...samples, ...samples.map((sample) => `${sample}${sample.includes('?') ? '&' : '?'}lang=jp`)]) {
        const answer = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
        expect(answer.status, path).to.equal(200);
      }
    }
    expect(xml).to.match(/<xhtml:link rel="alternate" hreflang="ja" href="[^"]+\?lang=jp"\/>/);
  });

  it('leaves landing pages without jobs out of the sitemap; such a page is noindex', async () => {
    const xml = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
    const listed = new Set(locs(xml).map((url) => url.slice(BASE_URL.length)));
    const all = (await getJson<{ data: { attributes: { path: string } }[] }>('/api/v1/landing_pages')).data.map((page) => page.attributes.path);
    const left = all.filter((path) => !listed.has(path));
    expect(left.length).to.be.greaterThan(0);
    const empty = left[0];
    const page = (await getJson<{ data: { attributes: { job_count: number } } }>(`/api/v1/landing_pages${empty}`)).data.attributes;
    expect(page.job_count).to.equal(0);
    const browser = await openPage();
    const response = await browser.goto(empty);
    expect(response?.status()).to.equal(200);
    expect(await robotsDirectives(browser)).to.satisfy((directives: string[]) => directives.every((content) => content.includes('noindex')));
    const listedLanding = all.find((path) => listed.has(path))!;
    await browser.goto(listedLanding);
    expect((await browser.locator('meta[name="robots"]').count()) === 0 || (await robotsDirectives(browser)).every((content) => !content.includes('noindex'))).to.equal(true);
  });

  it('each page of a list is its own canonical, with hreflang pairs', async () => {
    const page = await openPage();
    await page.goto('/jobs?page=2');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).to.equal(`${BASE_URL}/jobs?page=2`);
    expect(await page.locator('link[rel="alternate"][hreflang="ja"]').getAttribute('href')).to.equal(`${BASE_URL}/jobs?page=2&lang=jp`);
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).to.equal(`${BASE_URL}/jobs?page=2`);
    await page.goto('/jp/jobs?filter[remote_level]=full_japan');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).to.equal(`${BASE_URL}/jobs?filter[remote_level]=full_japan&lang=jp`);
  });

  it('a job page describes the posting, its trail and its share card (title, company, salary, place)', async () => {
    const page = await openPage();
    await page.goto(seeded.job);
    const nodes = await structuredData(page);
    const posting = ofType(nodes, 'JobPosting')!;
    expect(posting.title).to.equal((await page.locator('h1').first().innerText()).trim());
    expect(String(posting.description)).to.match(/^<p>/);
    expect(posting.directApply).to.be.a('boolean');
    expect(posting.hiringOrganization).to.have.property('name');
    if (posting.jobLocationType === 'TELECOMMUTE') expect(JSON.stringify(posting.jobLocation ?? {})).not.to.match(/Remote/);
    const trail = ofType(nodes, 'BreadcrumbList') as unknown as { itemListElement: { name: string; item: string }[] };
    expect(trail.itemListElement.map((crumb) => crumb.name)).to.include.members(['Home', 'Jobs', posting.title as string]);
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).to.equal('summary_large_image');
    const image = await page.locator('meta[property="og:image"]').first().getAttribute('content');
    expect(image).to.match(/^http.*\/og\/jobs\//);
    const answer = await fetch(image!);
    expect(answer.status).to.equal(200);
    expect(answer.headers.get('content-type')).to.equal('image/png');
    const card = await openPage({ viewport: { width: 1200, height: 630 } });
    await card.goto(image!);
    await screenshot(card, 'og-job');
    await card.goto(image!.replace(/\/og\/jobs\/.*/, '/og/site'));
    await screenshot(card, 'og-site');
  });

  it('a company page is an Organization with its trail; a post an Article; the home page a searchable WebSite', async () => {
    const page = await openPage();
    await page.goto(seeded.company);
    const company = await structuredData(page);
    expect(ofType(company, 'Organization')).to.have.property('name');
    expect(ofType(company, 'BreadcrumbList')).to.exist;
    const rating = ofType(company, 'EmployerAggregateRating');
    if (rating) expect(rating.ratingCount).to.be.greaterThan(0);
    const card = await openPage({ viewport: { width: 1200, height: 630 } });
    await card.goto((await page.locator('meta[property="og:image"]').first().getAttribute('content'))!);
    await screenshot(card, 'og-company');

    await page.goto(seeded.post);
    const post = await structuredData(page);
    const article = ofType(post, 'Article')!;
    expect(article).to.include.keys('headline', 'datePublished', 'dateModified', 'author');
    expect(ofType(post, 'BreadcrumbList')).to.exist;
    await card.goto((await page.locator('meta[property="og:image"]').first().getAttribute('content'))!);
    await screenshot(card, 'og-post');

    await page.goto('/jp');
    const site = ofType(await structuredData(page), 'WebSite') as unknown as { potentialAction: { target: { urlTemplate: string } } };
    expect(site.potentialAction.target.urlTemplate).to.equal(`${BASE_URL}/jobs?q={search_term_string}`);
    await card.goto(`${BASE_URL}/og/jobs/${seeded.job.split('/').pop()}?lang=jp`);
    await screenshot(card, 'og-job-ja');
  });

  it('a company with approved reviews states its employer rating', async () => {
    const companies = (await getJson<{ data: { id: string; attributes: { slug: string; review_count: number } }[] }>('/api/v1/companies?page[size]=100')).data;
    const reviewed = companies.find((company) => company.attributes.review_count > 0);
    if (!reviewed) return;
    const page = await openPage();
    await page.goto(`/companies/${reviewed.attributes.slug}`);
    const rating = ofType(await structuredData(page), 'EmployerAggregateRating');
    expect(rating).to.include({ bestRating: 5, worstRating: 1 });
    expect(rating!.ratingCount).to.be.greaterThan(0);
  });

  it('answers /favicon.ico with an icon', async () => {
    const response = await fetch(`${BASE_URL}/favicon.ico`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/icon/);
    expect((await response.arrayBuffer()).byteLength).to.be.greaterThan(100);
  });

  it('sends old and natural addresses on: /designer-jobs-in-japan permanently, /newsletters to the archive', async () => {
    const target = async (path: string) => {
      const answer = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
      return [answer.status, answer.headers.get('location')?.replace(BASE_URL, '')];
    };
    expect(await target('/designer-jobs-in-japan')).to.deep.equal([301, '/design-jobs-in-japan']);
    expect(await target('/newsletters')).to.deep.equal([307, '/MailchimpNewsletterList']);
    expect(await target('/jp/newsletters')).to.deep.equal([307, '/jp/MailchimpNewsletterList']);
  });
});
