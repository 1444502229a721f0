import { expect } from 'chai';
import { withLinkScheme } from '../../src/lib/format/links';

describe('a link typed without its scheme', () => {
  it('gets https:// before it', () => {
    expect(withLinkScheme('github.com/mika')).to.equal('https://github.com/mika');
    expect(withLinkScheme(' www.linkedin.com/in/mika-example ')).to.equal('https://www.linkedin.com/in/mika-example');
    expect(withLinkScheme('mika.dev')).to.equal('https://mika.dev');
    expect(withLinkScheme('mika.dev?ref=cv#work')).to.equal('https://mika.dev?ref=cv#work');
  });

  it('is left as typed when it has a scheme or is not a link', () => {
    for (const typed of ['https://github.com/mika', 'http://mika.dev', 'ftp://files.example/cv', 'mika', 'mika@example.com', 'my site', '']) {
      expect(withLinkScheme(typed), typed).to.equal(typed);
    }
  });
});
