import { expect } from 'chai';
import { contentSecurityPolicy, newNonce } from '../../src/lib/content-security-policy.mjs';

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split('; ').map((directive) => directive.split(' ')).map(([name, ...sources]) => [name, sources]));
}

describe('the pages’ Content-Security-Policy', () => {
  it('runs only scripts and style elements carrying the response’s nonce, and nothing evaluated', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc123==' }, { development: false }));
    expect(policy.get('script-src')).to.deep.equal(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(policy.get('style-src')).to.deep.equal(["'self'", "'nonce-abc123=='"]);
    expect(policy.get('style-src-attr')).to.deep.equal(["'unsafe-inline'"]);
  });

  it('allows no plugins, no other base URL or form target, and no framing', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'n' }, { development: false }));
    expect(policy.get('default-src')).to.deep.equal(["'self'"]);
    expect(policy.get('object-src')).to.deep.equal(["'none'"]);
    expect(policy.get('base-uri')).to.deep.equal(["'self'"]);
    expect(policy.get('form-action')).to.deep.equal(["'self'"]);
    expect(policy.get('frame-ancestors')).to.deep.equal(["'none'"]);
  });

  it('frames only the site’s own pages and blob: documents (a private PDF shown from an object URL)', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'n' }, { development: false }));
    expect(policy.get('frame-src')).to.deep.equal(["'self'", 'blob:']);
  });

  it('lets development evaluate scripts and inline styles, which React’s and Next’s dev tools need', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'n' }, { development: true }));
    expect(policy.get('script-src')).to.include("'unsafe-eval'");
    expect(policy.get('style-src')).to.deep.equal(["'self'", "'unsafe-inline'"]);
  });

  it('makes a different 128-bit nonce every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).to.equal(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).to.have.length(16);
  });
});
