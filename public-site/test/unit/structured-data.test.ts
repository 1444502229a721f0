import { expect } from 'chai';
import type { BlogPost } from '../../src/lib/api/blog';
import type { CompanyProfile } from '../../src/lib/api/types';
import { articleStructuredData, breadcrumbs, organizationStructuredData, serializeJsonLd, webSiteStructuredData } from '../../src/lib/seo/structured-data';
import { absoluteUrl } from '../../src/lib/site';

const company = {
  id: '4',
  name: 'Acme',
  slug: 'acme',
  logo_url: '/files/logos/acme.png',
  homepage_url: 'https://acme.example',
  linkedin_url: 'https://www.linkedin.com/company/acme',
} as CompanyProfile;

describe('structured data (JSON-LD)', () => {
  it('cannot be closed early by text in the data', () => {
    const json = serializeJsonLd({ title: '</script><script>alert(1)</script>' });
    expect(json).not.to.include('<');
    expect(JSON.parse(json).title).to.equal('</script><script>alert(1)</script>');
  });

  it('a company is an Organization with its logo, site and LinkedIn page', () => {
    const [organization, ...rest] = organizationStructuredData(company, { pageUrl: absoluteUrl('/companies/acme'), rating: { count: 0, average: null } });
    expect(rest).to.deep.equal([]);
    expect(organization).to.deep.equal({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Acme',
      url: 'https://acme.example',
      logo: absoluteUrl('/files/logos/acme.png'),
      sameAs: ['https://acme.example', 'https://www.linkedin.com/company/acme'],
    });
  });

  it('states an employer rating only when at least one approved review rates the company', () => {
    const rated = organizationStructuredData(company, { pageUrl: absoluteUrl('/companies/acme'), rating: { count: 3, average: 4.33 } });
    expect(rated[1]).to.include({ '@type': 'EmployerAggregateRating', ratingValue: 4.33, ratingCount: 3, bestRating: 5, worstRating: 1 });
    expect(rated[1].itemReviewed).to.include({ '@type': 'Organization', name: 'Acme' });
    expect(organizationStructuredData(company, { pageUrl: 'x', rating: null })).to.have.length(1);
  });

  it('leaves out links that are not http(s), and uses the company page when there is no site', () => {
    const [organization] = organizationStructuredData({ ...company, homepage_url: 'javascript:alert(1)', linkedin_url: null, logo_url: null }, { pageUrl: absoluteUrl('/companies/acme'), rating: null });
    expect(organization).to.deep.equal({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Acme', url: absoluteUrl('/companies/acme') });
  });

  it('a breadcrumb trail lists the pages in order, in the page’s language', () => {
    const trail = breadcrumbs('jp', [
      ['ホーム', '/'],
      ['求人', '/jobs'],
    ]);
    expect(trail.itemListElement).to.deep.equal([
      { '@type': 'ListItem', position: 1, name: 'ホーム', item: absoluteUrl('/?lang=jp') },
      { '@type': 'ListItem', position: 2, name: '求人', item: absoluteUrl('/jobs?lang=jp') },
    ]);
  });

  it('the home page says how to search the site', () => {
    const site = webSiteStructuredData({ name: 'Shigoto', url: absoluteUrl('/'), language: 'en' });
    expect(site.potentialAction).to.deep.equal({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: absoluteUrl('/jobs?q={search_term_string}') },
      'query-input': 'required name=search_term_string',
    });
  });

  it('a post is an Article with headline, dates, author and cover', () => {
    const post = {
      id: '1',
      slug: 'moving',
      audience: 'seeker',
      title: 'Moving to Tokyo',
      excerpt: 'What to know.',
      author_name: 'Aiko Tanaka',
      published_at: '2026-04-01T00:00:00.000Z',
      updated_at: '2026-04-03T00:00:00.000Z',
      cover_image: { url: '/files/media/cover.jpg', width: 1200, height: 630, alt: null, variants: [] },
      tags: [],
    } as BlogPost;
    const article = articleStructuredData(post, { url: absoluteUrl('/blog/moving'), language: 'en' });
    expect(article).to.include({ '@type': 'Article', headline: 'Moving to Tokyo', datePublished: '2026-04-01T00:00:00.000Z', dateModified: '2026-04-03T00:00:00.000Z' });
    expect(article.author).to.deep.equal({ '@type': 'Person', name: 'Aiko Tanaka' });
    expect(article.image).to.deep.equal([absoluteUrl('/files/media/cover.jpg')]);
    const anonymous = articleStructuredData({ ...post, author_name: null, cover_image: null, updated_at: undefined }, { url: 'x', language: 'en' });
    expect(anonymous.author).to.include({ '@type': 'Organization', name: 'Shigoto' });
    expect(anonymous).not.to.have.property('image');
    expect(anonymous.dateModified).to.equal('2026-04-01T00:00:00.000Z');
  });
});
