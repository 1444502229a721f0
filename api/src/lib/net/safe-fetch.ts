import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import { AppError, ValidationError } from '../errors/index.js';

export interface SafeFetchOptions {
  /** Hosts fetched although they are not public, on any port (tests serve pages from loopback). */
  allowedHosts?: readonly string[];
  /** Ports fetched besides the scheme's standard one (tests' servers listen on ephemeral ports); every address rule still applies. */
  allowedPorts?: readonly number[];
  /** Deadline of each hop: connecting, the TLS handshake and reading the whole answer. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

/**
 * The one answer for every address that is refused or cannot be read. Telling a private address
 * from a DNS failure, a refused connection, a timeout, a reset or a TLS error would turn the
 * import into a scanner of our network.
 */
export const UNREADABLE_URL_MESSAGE = 'could not be read: use a public http(s) address';

const unreadable = () => new ValidationError({ url: [UNREADABLE_URL_MESSAGE] });

/** IPv4 networks that are not on the public internet (the IANA special-purpose registry). */
const NON_PUBLIC_IPV4: readonly (readonly [network: string, prefix: number])[] = [
  ['0.0.0.0', 8], // "this network": connecting to 0.0.0.0 reaches the local host
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT, where some clouds put their metadata service
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, including the cloud metadata service 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, including the broadcast address 255.255.255.255
];

/** IPv6 networks that are not on the public internet (the IANA special-purpose registry). */
const NON_PUBLIC_IPV6: readonly (readonly [network: string, prefix: number])[] = [
  ['::', 96], // unspecified (::), loopback (::1) and the deprecated IPv4-compatible addresses (::127.0.0.1)
  ['::ffff:0:0:0', 96], // IPv4-translated
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['5f00::', 16], // SRv6 segment identifiers
  ['fc00::', 7], // unique-local, including the AWS metadata service fd00:ec2::254
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
];

/** The 6to4 prefix 2002:AABB:CCDD:: that embeds the IPv4 address a.b.c.d. */
function sixToFourPrefix(ipv4: string): string {
  const [a, b, c, d] = ipv4.split('.').map(Number);
  return `2002:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}::`;
}

/**
 * BlockList matches IPv4-mapped addresses (::ffff:127.0.0.1, ::ffff:7f00:1) against the IPv4
 * rules by itself. NAT64 (64:ff9b::/96) and 6to4 (2002::/16) addresses embed an IPv4 address a
 * gateway forwards to, so every non-public IPv4 network is refused inside those prefixes too.
 */
const nonPublicAddresses = new net.BlockList();
for (const [network, prefix] of NON_PUBLIC_IPV4) {
  nonPublicAddresses.addSubnet(network, prefix, 'ipv4');
  nonPublicAddresses.addSubnet(`64:ff9b::${network}`, 96 + prefix, 'ipv6');
  nonPublicAddresses.addSubnet(sixToFourPrefix(network), 16 + prefix, 'ipv6');
}
for (const [network, prefix] of NON_PUBLIC_IPV6) nonPublicAddresses.addSubnet(network, prefix, 'ipv6');

function isPublicAddress(address: string): boolean {
  // A zone index (fe80::1%eth0) exists only on link-scoped addresses.
  if (address.includes('%')) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  return !nonPublicAddresses.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Cloud metadata services' names, refused whatever our resolver answers for them. */
const METADATA_HOST_NAMES = new Set(['metadata', 'metadata.google.internal']);

const STANDARD_PORTS = new Map([
  ['http:', 80],
  ['https:', 443],
]);

/** URL.hostname keeps an IPv6 literal's brackets; without them it is the address itself. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

function mayFetch(url: URL, host: string, allowed: boolean, allowedPorts: readonly number[]): boolean {
  const standardPort = STANDARD_PORTS.get(url.protocol);
  if (standardPort === undefined || url.username || url.password) return false;
  if (allowed) return true;
  const port = portOf(url);
  if (port !== standardPort && !allowedPorts.includes(port)) return false;
  if (METADATA_HOST_NAMES.has(host.replace(/\.+$/, ''))) return false;
  return net.isIP(host) === 0 || isPublicAddress(host);
}

function parseUrl(raw: string, base?: URL): URL {
  try {
    return new URL(raw, base);
  } catch {
    throw unreadable();
  }
}

/**
 * Fetches a page a user named (job import) without letting them reach our own network (SSRF):
 * only http(s) on the standard port, only public addresses — checked on the URL's literal, on
 * every DNS answer and on the address the socket actually connected to, before a byte is sent —
 * redirects are re-checked hop by hop, and time and size are bounded.
 */
export async function safeFetchText(rawUrl: string, options: SafeFetchOptions = {}): Promise<{ url: string; body: string; contentType: string }> {
  const { allowedHosts = [], allowedPorts = [], timeoutMs = 5000, maxBytes = 2 * 1024 * 1024, maxRedirects = 3 } = options;
  let url = parseUrl(rawUrl);
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const host = hostOf(url);
    const allowed = allowedHosts.includes(host);
    if (!mayFetch(url, host, allowed, allowedPorts)) throw unreadable();
    const response = await fetchOnce(url, host, !allowed, timeoutMs, maxBytes).catch((error: unknown) => {
      throw error instanceof AppError ? error : unreadable();
    });
    if (response.status >= 300 && response.status < 400 && response.location) {
      url = parseUrl(response.location, url);
      continue;
    }
    if (response.status >= 400) throw new AppError(422, `The page answered ${response.status}`, { url: [`could not be read (HTTP ${response.status})`] });
    return { url: url.toString(), body: response.body, contentType: response.contentType };
  }
  throw new AppError(422, 'Too many redirects', { url: ['redirects too many times'] });
}

/** Resolves like dns.lookup, refusing a name when any of its addresses is not public. */
const publicAddressLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (!addresses.length || !addresses.every(({ address }) => isPublicAddress(address))) {
      return callback(new Error(`${hostname} resolves to a non-public address`), []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

/**
 * Opens the connection and checks the address the socket actually reached before anything is
 * sent over it: IP literals never go through a lookup, and a name's DNS answer may change between
 * the lookup and the connection (rebinding).
 */
function connect(url: URL, host: string, checkAddress: boolean, signal: AbortSignal): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port: portOf(url), signal, lookup: checkAddress ? publicAddressLookup : undefined });
    // Stays attached after the hand-over, so an error before http adds its own listener is not thrown.
    socket.on('error', reject);
    socket.once('connect', () => {
      if (checkAddress && !isPublicAddress(socket.remoteAddress ?? '')) {
        socket.destroy();
        return reject(new Error('connected to a non-public address'));
      }
      // SNI carries host names only, never IP literals.
      resolve(url.protocol === 'https:' ? tls.connect({ socket, host, servername: net.isIP(host) ? undefined : host }) : socket);
    });
  });
}

async function fetchOnce(url: URL, host: string, checkAddress: boolean, timeoutMs: number, maxBytes: number) {
  const signal = AbortSignal.timeout(timeoutMs);
  const socket = await connect(url, host, checkAddress, signal);
  return new Promise<{ status: number; location?: string; body: string; contentType: string }>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.get(url, { createConnection: () => socket, signal, headers: { 'user-agent': 'ShigotoJobImport/1.0', accept: 'text/html' } }, (res) => {
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
    req.on('error', reject);
  });
}
