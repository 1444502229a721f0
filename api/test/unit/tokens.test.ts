import { expect } from 'chai';
import { signToken, verifyToken, type TokenClaims } from '../../src/lib/auth/tokens.js';

const SECRET = 'a-secret-that-is-long-enough-for-tests-000000';
const claims = (fields: Partial<TokenClaims> = {}): TokenClaims => ({
  typ: 'access',
  sid: 'session-1',
  jti: 'j1',
  sub: 'staff:1',
  iat: Math.floor(Date.now() / 1000),
  exp: Math.floor(Date.now() / 1000) + 60,
  ...fields,
});

describe('tokens', () => {
  it('verifies its own signature and type', () => {
    const token = signToken(claims(), SECRET);
    expect(verifyToken(token, SECRET, 'access')?.sid).to.equal('session-1');
  });

  it('refuses a refresh token where an access token is expected, and the reverse', () => {
    expect(verifyToken(signToken(claims({ typ: 'refresh' }), SECRET), SECRET, 'access')).to.equal(null);
    expect(verifyToken(signToken(claims(), SECRET), SECRET, 'refresh')).to.equal(null);
  });

  it('refuses tampered, foreign-key and unsigned tokens', () => {
    const token = signToken(claims(), SECRET);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify(claims({ sub: 'staff:2' }))).toString('base64url');
    expect(verifyToken(`${header}.${forged}.${signature}`, SECRET, 'access')).to.equal(null);
    expect(verifyToken(signToken(claims(), 'another-secret-of-sufficient-length-0000'), SECRET, 'access')).to.equal(null);
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyToken(`${none}.${token.split('.')[1]}.`, SECRET, 'access')).to.equal(null);
  });

  it('refuses expired tokens unless asked to ignore expiry (logout)', () => {
    const token = signToken(claims({ exp: Math.floor(Date.now() / 1000) - 1 }), SECRET);
    expect(verifyToken(token, SECRET, 'access')).to.equal(null);
    expect(verifyToken(token, SECRET, 'access', { ignoreExpiry: true })?.sid).to.equal('session-1');
  });
});
