import { expect } from 'chai';
import { en } from '../../public-site/src/i18n/en';
import { ja } from '../../public-site/src/i18n/ja';
import { BASE_URL } from './browser.js';
import { LANDING_SAMPLE, STANDALONE_DOCUMENTS, japanese, publicRoutes, seededRoutes } from './public-routes.js';

// Crawls the public site as a search engine would: every public route of the product and a sample
// of the keyword landing pages, in English and in Japanese, then every internal link found on them
// (one level). Nothing may answer with an error, and the Japanese pages' chrome must be Japanese.

interface Visit {
  url: string;
  status: number;
  html: string;
}

/** GET a site path, following redirects (a 301 to the page's own address is fine; where it ends counts). */
async function visit(path: string): Promise<Visit> {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'follow', headers: { accept: 'text/html' } });
  const html = (response.headers.get('content-type') ?? '').includes('text/html') ? await response.text() : '';
  return { url: path, status: response.status, html };
}

/** Runs `work` over `items`, a few at a time (the machine is shared). */
async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** The site's own links on a page (`<a href="/…">`), without their hash; not the API, the console or files. */
function internalLinks(html: string): string[] {
  const links = [...html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)].map((match) => decodeEntities(match[1]));
  return links
    .map((href) => (href.startsWith(BASE_URL) ? href.slice(BASE_URL.length) || '/' : href))
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.split('#')[0])
    .filter((href) => href && !/^\/(api|admin|files|_next)(\/|$|\?)/.test(href));
}

/** The path of a link, without query or the `/jp` prefix: how the list of other branches' routes names it. */

/**
 * The English UI strings a Japanese page must not show: every dictionary text whose Japanese differs,
 * except templates (filled in) and words the Japanese dictionary uses itself (brand names, "English"
 * on the language switch).
 */
function untranslatedCandidates(): Set<string> {
  const english = new Set<string>();
  const japaneseTexts = new Set<string>();
  const walk = (a: unknown, b: unknown) => {
    if (typeof a === 'string' && typeof b === 'string') {
      japaneseTexts.add(b.trim());
      if (a !== b && !a.includes('{') && a.trim().length >= 3) english.add(a.trim());
      return;
    }
    if (a && typeof a === 'object' && b && typeof b === 'object') for (const key of Object.keys(a)) walk((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]);
  };
  walk(en, ja);
  for (const text of japaneseTexts) english.delete(text);
  return english;
}

/** The text of a page's chrome (header, navigation, footer, buttons) and its accessible labels. */
function chromeTexts(html: string): string[] {
  const parts = [...html.matchAll(/<(header|nav|footer|button)\b[\s\S]*?<\/\1>/g)].map((match) => match[0]);
  const texts = parts.flatMap((part) => [...part.matchAll(/>([^<]+)</g)].map((match) => match[1]));
  const labels = parts.flatMap((part) => [...part.matchAll(/\saria-label="([^"]*)"/g)].map((match) => match[1]));
  return [...texts, ...labels].map((text) => decodeEntities(text).trim()).filter(Boolean);
}

describe('crawl: public routes and their links (both languages)', function () {
  this.timeout(600_000);
  let pages: Visit[] = [];

  before(async () => {
    const routes = [...publicRoutes(await seededRoutes()), ...LANDING_SAMPLE];
    pages = await inBatches([...routes, ...routes.map(japanese), ...STANDALONE_DOCUMENTS], 4, visit);
  });

  it('answers every public route and sampled landing page, English and Japanese, without an error', () => {
    const failed = pages.filter((page) => page.status >= 400).map((page) => `${page.status} ${page.url}`);
    expect(failed).to.deep.equal([]);
    expect(pages.length).to.be.greaterThan(60);
  });

  it('finds no broken internal link on those pages (one level)', async () => {
    const links = [...new Set(pages.flatMap((page) => internalLinks(page.html)))];
    expect(links.length).to.be.greaterThan(100);
    const visited = await inBatches(links, 4, async (href) => {
      const { status } = await visit(href);
      return { href, status };
    });
    const broken = visited.filter((link) => link.status >= 400).map((link) => `${link.status} ${link.href}`);
    expect(broken).to.deep.equal([]);
  });

  it('shows no untranslated UI text in the Japanese pages’ header, navigation, footer and buttons', () => {
    const english = untranslatedCandidates();
    expect(english.has('Search jobs')).to.equal(true);
    const found = pages
      .filter((page) => page.url.startsWith('/jp') && page.status < 400)
      .flatMap((page) => chromeTexts(page.html).filter((text) => english.has(text)).map((text) => `${page.url}: "${text}"`));
    expect([...new Set(found)]).to.deep.equal([]);
  });

  it('the check of untranslated text catches an English page', () => {
    const english = untranslatedCandidates();
    const home = pages.find((page) => page.url === '/')!;
    expect(chromeTexts(home.html).filter((text) => english.has(text))).not.to.deep.equal([]);
  });
});
