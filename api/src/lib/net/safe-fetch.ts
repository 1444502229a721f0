import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { AppError } from '../errors/index.js';

/**
 * Fetches a page a user named (job import) without letting them reach our own network (SSRF):
 * only http(s) on standard ports, every resolved address must be public — checked when the socket
 * connects, so DNS rebinding cannot swap in a private address — redirects are re-checked, and
 * time and size are bounded. `allowedHosts` opens named hosts for tests (e.g. 127.0.0.1).
 */
export interface SafeFetchOptions {
  allowedHosts?: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export const UNSAFE_URL_MESSAGE = 'must be a public http(s) address';

function isPublicAddress(address: string): boolean {
  if (net.isIPv4(address)) {
    const [a, b] = address.split('.').map(Number);
    return !(
      a === 0 || a === 10 || a === 127 || a >= 224 ||
      (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 198 && (b === 18 || b === 19))
    );
  }
  const lower = address.toLowerCase();
  if (lower.startsWith('::ffff:')) return isPublicAddress(lower.slice(7));
  return !(lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower) || lower.startsWith('ff'));
}

export async function safeFetchText(rawUrl: string, options: SafeFetchOptions = {}): Promise<{ url: string; body: string; contentType: string }> {
  const { allowedHosts = [], timeoutMs = 5000, maxBytes = 2 * 1024 * 1024, maxRedirects = 3 } = options;
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new AppError(422, UNSAFE_URL_MESSAGE, { url: [UNSAFE_URL_MESSAGE] });
  }
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const allowed = allowedHosts.includes(url.hostname);
    const standardPort = !url.port || (url.protocol === 'http:' ? url.port === '80' : url.port === '443');
    if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || (!allowed && !standardPort)) {
      throw new AppError(422, UNSAFE_URL_MESSAGE, { url: [UNSAFE_URL_MESSAGE] });
    }
    if (!allowed && net.isIP(url.hostname) && !isPublicAddress(url.hostname)) throw new AppError(422, UNSAFE_URL_MESSAGE, { url: [UNSAFE_URL_MESSAGE] });
    const response = await request(url, allowed, timeoutMs, maxBytes);
    if (response.status >= 300 && response.status < 400 && response.location) {
      url = new URL(response.location, url);
      continue;
    }
    if (response.status >= 400) throw new AppError(422, `The page answered ${response.status}`, { url: [`could not be read (HTTP ${response.status})`] });
    return { url: url.toString(), body: response.body, contentType: response.contentType };
  }
  throw new AppError(422, 'Too many redirects', { url: ['redirects too many times'] });
}

function request(url: URL, allowed: boolean, timeoutMs: number, maxBytes: number) {
  return new Promise<{ status: number; location?: string; body: string; contentType: string }>((resolve, reject) => {
    const lookup: net.LookupFunction = (hostname, lookupOptions, callback) => {
      dns.lookup(hostname, { ...lookupOptions, all: false }, (error, address, family) => {
        if (error) return callback(error, address, family);
        if (!allowed && !isPublicAddress(address as string)) return callback(new Error('private address'), address, family);
        callback(null, address, family);
      });
    };
    const client = url.protocol === 'https:' ? https : http;
    const req = client.get(url, { lookup, timeout: timeoutMs, headers: { 'user-agent': 'ShigotoJobImport/1.0', accept: 'text/html' } }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          req.destroy();
          reject(new AppError(422, 'The page is too large', { url: ['points to a page that is too large'] }));
        } else chunks.push(chunk);
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, location: res.headers.location, body: Buffer.concat(chunks).toString('utf8'), contentType: res.headers['content-type'] ?? '' }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => reject(error instanceof AppError ? error : new AppError(422, UNSAFE_URL_MESSAGE, { url: [`could not be read (${error.message === 'private address' ? UNSAFE_URL_MESSAGE : 'unreachable'})`] })));
  });
}
