import { expect } from 'chai';
import { COMPANY_NAME_MAX_LENGTH, orDash, shorten, toParagraphs } from '../../src/lib/format/text';

describe('text formatting', () => {
  it('shortens company names to 29 characters including the ellipsis', () => {
    const name = 'Extraordinarily Long Company Name Kabushiki Kaisha';
    const short = shorten(name, COMPANY_NAME_MAX_LENGTH);
    expect(Array.from(short)).to.have.length.at.most(29);
    expect(short).to.equal('Extraordinarily Long Company…');
    expect(shorten('Acme', COMPANY_NAME_MAX_LENGTH)).to.equal('Acme');
  });

  it('counts Japanese characters as one each', () => {
    expect(shorten('株式会社ソフトウェアエンジニアリングジャパン東京本社開発部門', 10)).to.equal('株式会社ソフトウェ…');
  });

  it('splits plain text into paragraphs and keeps single line breaks', () => {
    expect(toParagraphs('First line\nsame paragraph\n\nSecond\r\n\r\n\r\nThird')).to.deep.equal([
      'First line\nsame paragraph',
      'Second',
      'Third',
    ]);
  });

  it('turns markup into text instead of rendering it', () => {
    const html = '<p>We build <strong>payments</strong> &amp; more.</p><ul><li>Go</li><li>SQL</li></ul><script>alert(1)</script>';
    expect(toParagraphs(html)).to.deep.equal(['We build payments & more.', '• Go\n• SQL', 'alert(1)']);
  });

  it('treats missing text and the API dash as no paragraphs', () => {
    expect(toParagraphs(null)).to.deep.equal([]);
    expect(toParagraphs('-')).to.deep.equal([]);
    expect(orDash('  ')).to.equal('-');
    expect(orDash('Tokyo')).to.equal('Tokyo');
  });
});
