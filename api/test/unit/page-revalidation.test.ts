import { createHmac } from 'node:crypto';
import { expect } from 'chai';
import { revalidationSignature } from '@shigoto/db/page-tags';
import { revalidationRequest } from '../../src/modules/page-revalidation/page-revalidation.job.js';

const SECRET = 'revalidation-secret-of-at-least-32-chars';

describe('page revalidation signature', () => {
  it('is sha256= and the hex HMAC-SHA256 of the raw body (a vector computed with openssl)', () => {
    const body = '{"tags":["counts","jobs"],"at":1764000000000}';
    expect(revalidationSignature(SECRET, body)).to.equal('sha256=d63f53a2fae0244f589508d3e9328c16642c3953fe5c03bd47fcf6384e8d9b36');
  });

  it('signs exactly the bytes the request sends: the protocol body with this attempt’s time', () => {
    const { body, headers } = revalidationRequest(SECRET, ['counts', 'jobs'], 1764000000000);
    expect(body).to.equal('{"tags":["counts","jobs"],"at":1764000000000}');
    expect(headers).to.deep.equal({
      'Content-Type': 'application/json',
      'X-Shigoto-Signature': `sha256=${createHmac('sha256', SECRET).update(Buffer.from(body, 'utf8')).digest('hex')}`,
    });
  });

  it('changes with any byte of the body and with the secret', () => {
    const signed = revalidationSignature(SECRET, '{"tags":["jobs"],"at":1}');
    expect(revalidationSignature(SECRET, '{"tags":["jobs"], "at":1}')).to.not.equal(signed);
    expect(revalidationSignature(SECRET, '{"tags":["jobs"],"at":2}')).to.not.equal(signed);
    expect(revalidationSignature(`${SECRET}!`, '{"tags":["jobs"],"at":1}')).to.not.equal(signed);
  });
});
