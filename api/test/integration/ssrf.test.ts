import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { loadConfig } from '../../src/config.js';
import { errorsOf } from '../helpers/errors.js';
import { AppError } from '../../src/lib/errors/index.js';
import { safeFetchText, type SafeFetchOptions } from '../../src/lib/net/safe-fetch.js';
import { api } from '../helpers/agent.js';

/** What a user sees for every address an import cannot read, whatever the reason. */
const UNREADABLE = 'could not be read: use a public http(s) address';

const JOB_PAGE = `<html><head><script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Internal Secrets Engineer',
  description: '<p>Only reachable from inside.</p>',
  hiringOrganization: { '@type': 'Organization', name: 'Loopback KK' },
})}</script></head><body></body></html>`;

interface CountingServer {
  port: number;
  /** Requests this server has answered since the last reset. */
  requests: number;
  close(): Promise<void>;
}

/** A real server on a loopback address that counts every request it receives. */
async function startServer(host: '127.0.0.1' | '::1', answer?: http.RequestListener): Promise<CountingServer> {
  const counting: CountingServer = { port: 0, requests: 0, close: () => new Promise((resolve) => server.close(() => resolve())) };
  const server = http.createServer((req, res) => {
    counting.requests++;
    if (answer) return answer(req, res);
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(JOB_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  counting.port = (server.address() as AddressInfo).port;
  return counting;
}

async function expectUnreadable(url: string, options: SafeFetchOptions): Promise<void> {
  const error = await safeFetchText(url, options).then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error, url).to.be.instanceOf(AppError);
  expect((error as AppError).status, url).to.equal(422);
  expect((error as AppError).fields, url).to.deep.equal({ url: [UNREADABLE] });
}

describe('job import SSRF defences', () => {
  let loopbackV4: CountingServer;
  let loopbackV6: CountingServer;
  /** Lets the test servers' ephemeral ports through so that the address rule is what refuses. */
  let testPorts: SafeFetchOptions;

  before(async () => {
    loopbackV4 = await startServer('127.0.0.1');
    loopbackV6 = await startServer('::1');
    testPorts = { allowedPorts: [loopbackV4.port, loopbackV6.port], timeoutMs: 2000 };
  });

  after(async () => {
    await loopbackV4.close();
    await loopbackV6.close();
  });

  beforeEach(() => {
    loopbackV4.requests = 0;
    loopbackV6.requests = 0;
  });

  function expectLoopbackUntouched(): void {
    expect(loopbackV4.requests, 'requests that reached 127.0.0.1').to.equal(0);
    expect(loopbackV6.requests, 'requests that reached ::1').to.equal(0);
  }

  it('refuses the bracketed IPv6 loopback literal', async () => {
    await expectUnreadable(`http://[::1]:${loopbackV6.port}/jobs/1`, testPorts);
    expectLoopbackUntouched();
  });

  it('refuses IPv4-mapped loopback in dotted and in hex notation', async () => {
    await expectUnreadable(`http://[::ffff:127.0.0.1]:${loopbackV4.port}/jobs/1`, testPorts);
    await expectUnreadable(`http://[::ffff:7f00:1]:${loopbackV4.port}/jobs/1`, testPorts);
    expectLoopbackUntouched();
  });

  it('refuses a host name that resolves to loopback', async () => {
    await expectUnreadable(`http://localhost:${loopbackV4.port}/jobs/1`, testPorts);
    await expectUnreadable(`http://localhost:${loopbackV6.port}/jobs/1`, testPorts);
    expectLoopbackUntouched();
  });

  it('refuses numeric IPv4 notations, which URL parsing turns into dotted loopback or 0.0.0.0', async () => {
    const notations = { 2130706433: '127.0.0.1', '0x7f.1': '127.0.0.1', '0177.0.0.1': '127.0.0.1', '127.1': '127.0.0.1', 0: '0.0.0.0' };
    for (const [notation, dotted] of Object.entries(notations)) {
      const url = `http://${notation}:${loopbackV4.port}/jobs/1`;
      expect(new URL(url).hostname, notation).to.equal(dotted);
      await expectUnreadable(url, testPorts);
    }
    expectLoopbackUntouched();
  });

  it('re-checks every redirect: an allowed server cannot send the fetch on to [::1]', async () => {
    const redirecting = await startServer('127.0.0.1', (_req, res) => {
      res.writeHead(302, { location: `http://[::1]:${loopbackV6.port}/jobs/1` });
      res.end();
    });
    try {
      await expectUnreadable(`http://127.0.0.1:${redirecting.port}/jobs/1`, { ...testPorts, allowedHosts: ['127.0.0.1'] });
      expect(redirecting.requests).to.equal(1);
      expectLoopbackUntouched();
    } finally {
      await redirecting.close();
    }
  });

  it('refuses private, reserved and metadata addresses in every notation', async () => {
    const targets = [
      'http://10.0.0.7/', 'http://172.16.0.1/', 'http://192.168.1.1/', 'http://100.64.0.1/', 'http://198.18.0.1/',
      'http://192.0.2.1/', 'http://203.0.113.9/', 'http://224.0.0.1/', 'http://255.255.255.255/',
      'http://169.254.169.254/latest/meta-data/', 'http://[fd00:ec2::254]/latest/meta-data/',
      'http://metadata.google.internal/computeMetadata/v1/', 'http://metadata/computeMetadata/v1/', 'http://METADATA.google.internal./',
      'http://[::]/', 'http://[::127.0.0.1]/', 'http://[fe80::1]/', 'http://[fc00::1]/', 'http://[ff02::1]/', 'http://[2001:db8::1]/',
      'http://[::ffff:10.0.0.7]/', 'http://[::ffff:a9fe:a9fe]/', 'http://[64:ff9b::127.0.0.1]/', 'http://[64:ff9b::a9fe:a9fe]/',
      'http://[2002:7f00:1::]/', 'http://[2002:a00:7::1]/',
    ];
    for (const url of targets) await expectUnreadable(url, testPorts);
    expectLoopbackUntouched();
  });

  it('gives the same answer for bad schemes, credentials, other ports and targets that fail to answer', async () => {
    const silent = await startServer('127.0.0.1', () => undefined);
    const resetting = await startServer('127.0.0.1', (req) => req.socket.destroy());
    const closedPort = await startServer('127.0.0.1');
    await closedPort.close();
    const throughLoopback: SafeFetchOptions = { allowedHosts: ['127.0.0.1'], timeoutMs: 300 };
    try {
      for (const url of ['ftp://example.com/job', 'file:///etc/passwd', 'http://user:pw@example.com/', 'http://example.com:8080/', 'https://example.com:80/', 'not a url']) {
        await expectUnreadable(url, {});
      }
      await expectUnreadable('http://no-such-host.invalid/', {});
      await expectUnreadable(`http://127.0.0.1:${closedPort.port}/`, throughLoopback);
      await expectUnreadable(`http://127.0.0.1:${silent.port}/`, throughLoopback);
      await expectUnreadable(`http://127.0.0.1:${resetting.port}/`, throughLoopback);
      await expectUnreadable(`https://127.0.0.1:${loopbackV4.port}/`, throughLoopback);
      // The TLS handshake reached the plain-HTTP server but no HTTP request did.
      expectLoopbackUntouched();
    } finally {
      await silent.close();
      await resetting.close();
    }
  });

  it('reads a page from an IPv6 literal on the test allowlist', async () => {
    const page = await safeFetchText(`http://[::1]:${loopbackV6.port}/jobs/1`, { allowedHosts: ['::1'] });
    expect(page.body).to.include('Internal Secrets Engineer');
    expect(loopbackV6.requests).to.equal(1);
  });

  it('answers the import API with one 422 message for IPv6 loopback literals', async () => {
    for (const url of ['http://[::1]/', 'http://[::ffff:127.0.0.1]/', `http://[::1]:${loopbackV6.port}/jobs/1`]) {
      const res = await api().post('/api/v1/job_imports').send({ job_import: { url } });
      expect(res.status, url).to.equal(422);
      expect(errorsOf(res.body), url).to.deep.equal({ url: [UNREADABLE] });
    }
    expectLoopbackUntouched();
  });

  it('reads a page from a host on the test allowlist through the import API', async () => {
    const res = await api().post('/api/v1/job_imports').send({ job_import: { url: `http://127.0.0.1:${loopbackV4.port}/jobs/1` } }).expect(201);
    expect(res.body.data.attributes.fields).to.deep.include({ title: 'Internal Secrets Engineer', new_company_name: 'Loopback KK' });
    expect(loopbackV4.requests).to.equal(1);
  });

  it('refuses a test allowlist in production, listed with the other problems', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', IMPORT_ALLOWED_HOSTS: '127.0.0.1' }))
      .to.throw(/JWT_SECRET is required[\s\S]*IMPORT_ALLOWED_HOSTS/);
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), IMPORT_ALLOWED_HOSTS: '127.0.0.1' }).importAllowedHosts).to.deep.equal(['127.0.0.1']);
  });
});
