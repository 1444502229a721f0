import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import type { SitemapEntry } from '../../src/lib/api/sitemap';
import { SITE_PAGES, SITEMAP_MAX_URLS, entryPath, sitemapFileUrls, sitemapIndexEntries, sitemapIndexXml, urlsetXml } from '../../src/lib/seo/sitemap';
import { absoluteUrl } from '../../src/lib/site';

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'sitemaps');
const fixture = (name: string) => ({ fileName: name, contents: readFileSync(path.join(FIXTURES, name), 'utf8') });

/** xmllint's verdict on a sitemap (sitemap.xsd with its xhtml:link) or a sitemap index (siteindex.xsd). */
async function schemaErrors(xml: string, kind: 'urlset' | 'index'): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: kind === 'urlset' ? [fixture('xhtml-link.xsd')] : [fixture('siteindex.xsd')],
    preload: kind === 'urlset' ? [fixture('sitemap.xsd')] : [],
  });
  return result.errors.map((error) => error.rawMessage);
}

const ENTRIES: SitemapEntry[] = [
  { id: 'job:acme/go-engineer', kind: 'job', slug: 'go-engineer', company_slug: 'acme', lastmod: '2026-03-01T09:30:00.000Z' },
  { id: 'company:acme', kind: 'company', slug: 'acme', lastmod: '2026-02-01T00:00:00.000Z' },
  { id: 'blog_post:r&d-in-tokyo', kind: 'blog_post', slug: 'r&d-in-tokyo', lastmod: null },
  { id: 'newsletter:7', kind: 'newsletter', issue_id: 7, lastmod: '2026-01-15T00:00:00.000Z' },
  { id: 'landing_page:/python-jobs-in-japan', kind: 'landing_page', path: '/python-jobs-in-japan', lastmod: null },
];

describe('the sitemap', () => {
  it('is valid against the sitemaps.org 0.9 schema, hreflang links included', async () => {
    const xml = urlsetXml(sitemapFileUrls(1, ENTRIES));
    expect(await schemaErrors(xml, 'urlset')).to.deep.equal([]);
    expect(xml).to.match(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
  });

  it('the check fails a sitemap written in the wrong order (hreflang links before lastmod, as Next writes them)', async () => {
    const xml = urlsetXml(sitemapFileUrls(2, ENTRIES.slice(0, 1)));
    const linksFirst = xml.replace(/(<lastmod>.*<\/lastmod>)\n((?:<xhtml:link [^>]*\/>\n)+)/g, '$2$1\n');
    expect(linksFirst).not.to.equal(xml);
    expect(await schemaErrors(linksFirst, 'urlset')).not.to.deep.equal([]);
  });

  it('lists each page in English and in Japanese, each naming both versions and the English default, with absolute addresses', () => {
    const urls = sitemapFileUrls(2, ENTRIES.slice(0, 1));
    expect(urls.map((url) => url.loc)).to.deep.equal([absoluteUrl('/jobs/acme/go-engineer'), absoluteUrl('/jobs/acme/go-engineer?lang=jp')]);
    // The schema takes any URI; the protocol wants absolute ones.
    for (const url of sitemapFileUrls(1, ENTRIES)) expect(url.loc).to.match(/^https?:\/\/[^/]+\//);
    for (const url of urls) {
      expect(url.lastmod).to.equal('2026-03-01T09:30:00.000Z');
      expect(url.alternates).to.deep.equal({ en: urls[0].loc, ja: urls[1].loc, 'x-default': urls[0].loc });
    }
  });

  it('names every kind of page by its address; the site’s own pages lead the first file only', () => {
    expect(ENTRIES.map(entryPath)).to.deep.equal(['/jobs/acme/go-engineer', '/companies/acme', '/blog/r%26d-in-tokyo', '/newsletters/7', '/python-jobs-in-japan']);
    const first = sitemapFileUrls(1, []).map((url) => url.loc);
    expect(first).to.include(absoluteUrl('/'));
    expect(first).to.include(absoluteUrl('/jobs?lang=jp'));
    expect(first).to.have.length(SITE_PAGES.length * 2);
    expect(sitemapFileUrls(2, [])).to.deep.equal([]);
    // Addresses that answer with a redirect are never listed.
    expect(SITE_PAGES).not.to.include('/designer-jobs-in-japan');
  });

  it('escapes addresses for XML', () => {
    const xml = urlsetXml([{ loc: 'https://example.com/jobs?a=1&b=<2>', alternates: { en: 'https://example.com/?x=1&y=2' } }]);
    expect(xml).to.include('<loc>https://example.com/jobs?a=1&amp;b=&lt;2&gt;</loc>');
    expect(xml).to.include('href="https://example.com/?x=1&amp;y=2"');
  });

  it('past 50,000 addresses is an index of files, valid against the sitemaps.org index schema', async () => {
    // The API's pages of entries are sized so that one page, in two languages, fits one file.
    expect(20_000 * 2 + SITE_PAGES.length * 2).to.be.at.most(SITEMAP_MAX_URLS);
    const xml = sitemapIndexXml(sitemapIndexEntries(3));
    expect(await schemaErrors(xml, 'index')).to.deep.equal([]);
    expect(xml).to.include(`<loc>${absoluteUrl('/sitemap/3.xml')}</loc>`);
    expect(await schemaErrors(xml.replace('<sitemapindex', '<sitemapindex data-x="1"'), 'index')).not.to.deep.equal([]);
  });
});
