import { expect } from 'chai';
import { servedArticleHtml } from '@shigoto/db/markdown';
import { withSiteLinks } from '../../src/components/blog/ArticleBody';
import { carryOverHref } from '../../src/i18n/language';

describe("an article's links", () => {
  const japanesePage = (path: string) => carryOverHref(path, '/newsletters/1?lang=jp');

  it("lead to this site's pages in the language of the page showing the article", () => {
    const html = servedArticleHtml('<p><a href="/jobs/acme/backend-engineer">Backend</a> and <a href="/jobs?q=go&amp;page=2">Go jobs</a></p>');
    const shown = withSiteLinks(html, japanesePage);
    expect(shown).to.include('href="/jobs/acme/backend-engineer?lang=jp"');
    expect(shown).to.include('href="/jobs?q=go&amp;page=2&amp;lang=jp"');
  });

  it('leave links to other sites alone, protocol-relative ones included', () => {
    const html = servedArticleHtml('<p><a href="https://example.com/jobs">a</a> <a href="//evil.example/x">b</a></p>');
    expect(withSiteLinks(html, japanesePage)).to.equal(html);
  });

  it('changes nothing on an English page', () => {
    const html = servedArticleHtml('<p><a href="/blog/how-to">How to</a></p>');
    expect(withSiteLinks(html, (path) => carryOverHref(path, '/blog/x'))).to.equal(html);
  });
});
