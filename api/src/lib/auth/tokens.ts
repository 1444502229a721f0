import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Minimal HS256 JWTs. Signatures are always verified, `alg` is fixed (no "none", no key
 * confusion), and the `typ` claim keeps access and refresh tokens from standing in for each other.
 */
export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  typ: TokenType;
  sid: string;
  jti: string;
  sub: string;
  exp: number;
  iat: number;
  role?: string;
  cid?: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function signToken(claims: TokenClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret)}`;
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Returns the claims of a token with a valid signature and the expected type, or null. */
export function verifyToken(
  token: string,
  secret: string,
  expected: TokenType,
  options: { ignoreExpiry?: boolean } = {},
): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  if (!safeEqual(parts[2], sign(`${parts[0]}.${parts[1]}`, secret))) return null;
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return null;
  }
  if (claims.typ !== expected || typeof claims.sid !== 'string') return null;
  if (!options.ignoreExpiry && !(claims.exp > Date.now() / 1000)) return null;
  return claims;
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
