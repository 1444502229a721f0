import { expect } from 'chai';
import { safeNextPath, withNext } from '../../src/components/account/next-path';

describe('where a sign-in returns to (next)', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeNextPath('/jobs?q=golang#results')).to.equal('/jobs?q=golang#results');
    expect(safeNextPath('/jp/companies/acme')).to.equal('/jp/companies/acme');
    expect(safeNextPath('/')).to.equal('/');
  });

  it('refuses absolute, protocol-relative and scheme URLs', () => {
    for (const value of ['https://evil.example/', 'http:evil.example', '//evil.example/x', 'javascript:alert(1)', 'jobs', '', null, undefined, ['/jobs']]) {
      expect(safeNextPath(value), String(value)).to.equal(null);
    }
  });

  it('refuses what a browser reads as another site: backslashes, tabs and dot segments', () => {
    for (const value of ['/\\evil.example', '/\t/evil.example', '/\n/evil.example', '/.//evil.example', '/%2e//evil.example']) {
      expect(safeNextPath(value), JSON.stringify(value)).to.equal(null);
    }
  });

  it('never returns to the account pages themselves (a loop or an immediate sign-out)', () => {
    for (const value of ['/user/login', '/user/login?next=/jobs', '/jp/user/signup', '/logout', '/PasswordReset', '/password-reset/abc', '/employer/login', '/jp/employer/signup?code=x']) {
      expect(safeNextPath(value), value).to.equal(null);
    }
    expect(safeNextPath('/user/loginhelp')).to.equal('/user/loginhelp');
  });

  it('carries next from one account page to the other', () => {
    expect(withNext('/user/signup', '/jobs?q=go')).to.equal('/user/signup?next=%2Fjobs%3Fq%3Dgo');
    expect(withNext('/user/signup', null)).to.equal('/user/signup');
  });
});
