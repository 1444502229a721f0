import { expect } from 'chai';
import { isDecodablePath } from '../../src/lib/routes';

describe('request paths the site can decode', () => {
  it('accepts plain and well-encoded paths, whatever they name', () => {
    for (const path of ['/', '/companies/acme', '/jobs/acme/%E6%B1%82%E4%BA%BA', '/blog/..%2F..%2Fetc', '/companies/%00', '/%3Cscript%3E']) {
      expect(isDecodablePath(path), path).to.equal(true);
    }
  });

  it('refuses percent-escapes that are not UTF-8', () => {
    for (const path of ['/companies/%FF', '/%E0%A4%A', '/blog/%', '/jobs/acme/%ED%A0%80', '/%C0%AF', '/%zz']) {
      expect(isDecodablePath(path), path).to.equal(false);
    }
  });
});
