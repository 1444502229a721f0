import { expect } from 'chai';
import { parseBetaCodes } from '../../src/lib/site';

describe('beta codes configuration (BETA_CODES=code:company-slug,…)', () => {
  it('maps each code to the company it grants beta access for', () => {
    const codes = parseBetaCodes(' spring-2026:acme-labs , TOKYO_1:kaizen ');
    expect([...codes]).to.deep.equal([
      ['spring-2026', 'acme-labs'],
      ['TOKYO_1', 'kaizen'],
    ]);
  });

  it('means no beta codes when unset or empty', () => {
    expect(parseBetaCodes(undefined).size).to.equal(0);
    expect(parseBetaCodes('').size).to.equal(0);
    expect(parseBetaCodes(' , ').size).to.equal(0);
  });

  it('lists every malformed entry and repeated code at once', () => {
    expect(() => parseBetaCodes('good:acme,nocompany,bad code:acme,x:Acme Labs,good:other,a:b:c')).to.throw(
      'BETA_CODES: "nocompany" is not code:company-slug (code: letters, digits, _ and -; slug: lowercase letters, digits and -); ' +
        '"bad code:acme" is not code:company-slug (code: letters, digits, _ and -; slug: lowercase letters, digits and -); ' +
        '"x:Acme Labs" is not code:company-slug (code: letters, digits, _ and -; slug: lowercase letters, digits and -); ' +
        'code "good" is given twice; ' +
        '"a:b:c" is not code:company-slug (code: letters, digits, _ and -; slug: lowercase letters, digits and -)',
    );
  });
});
