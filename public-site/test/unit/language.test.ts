import { expect } from 'chai';
import { languageOfQuery, languageOfUrl, localizeHref, withoutJapanesePathPrefix } from '../../src/i18n/language';

describe('language selection (English by default, Japanese on request)', () => {
  it('picks Japanese from lang=jp or fLang=jp, English otherwise', () => {
    expect(languageOfQuery(new URLSearchParams('lang=jp'))).to.equal('jp');
    expect(languageOfQuery(new URLSearchParams('fLang=jp'))).to.equal('jp');
    expect(languageOfQuery(new URLSearchParams('lang=en'))).to.equal('en');
    expect(languageOfQuery(new URLSearchParams(''))).to.equal('en');
  });

  it('reads the language of a visible URL from its /jp path prefix, else from its query', () => {
    expect(languageOfUrl('/jp/jobs/acme/engineer', new URLSearchParams(''))).to.equal('jp');
    expect(languageOfUrl('/jp', new URLSearchParams('lang=en'))).to.equal('jp');
    expect(languageOfUrl('/jobs', new URLSearchParams('fLang=jp'))).to.equal('jp');
    expect(languageOfUrl('/jpop-jobs-in-japan', new URLSearchParams(''))).to.equal('en');
  });

  it('strips the /jp path prefix only as a whole segment', () => {
    expect(withoutJapanesePathPrefix('/jp')).to.equal('/');
    expect(withoutJapanesePathPrefix('/jp/jobs')).to.equal('/jobs');
    expect(withoutJapanesePathPrefix('/jpop-jobs-in-japan')).to.equal('/jpop-jobs-in-japan');
  });

  it('switches a URL to Japanese by adding lang=jp, keeping the rest', () => {
    expect(localizeHref('/jobs?page=2#top', 'jp')).to.equal('/jobs?page=2&lang=jp#top');
    expect(localizeHref('/', 'jp')).to.equal('/?lang=jp');
  });

  it('switches a URL to English by removing every language marker', () => {
    expect(localizeHref('/jp/jobs?fLang=jp&page=2', 'en')).to.equal('/jobs?page=2');
    expect(localizeHref('/jobs?lang=jp', 'en')).to.equal('/jobs');
    expect(localizeHref('/jp/jobs', 'jp')).to.equal('/jobs?lang=jp');
  });
});
