import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, openPage, screenshot } from './browser.js';

const SITE_DIR = path.resolve(import.meta.dirname, '../../public-site');
/** The site waits a few seconds for an API answer; it used to wait minutes. */
const ERROR_PAGE_WITHIN_MS = 10_000;

/** A policy's directives by name, each with its sources. */
function directivesOf(policy: string | null): Map<string, string[]> {
  expect(policy, 'a Content-Security-Policy header').to.be.a('string').and.not.equal('');
  return new Map(
    policy!
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

/** A policy for a document: nothing inline or evaluated runs, no plugins, no other base or form target, no framing. */
function expectDocumentPolicy(policy: string | null): void {
  const directives = directivesOf(policy);
  const scripts = directives.get('script-src') ?? directives.get('default-src');
  expect(scripts, 'script-src').to.be.an('array');
  expect(scripts).to.not.include("'unsafe-inline'");
  expect(scripts).to.not.include("'unsafe-eval'");
  expect(directives.get('object-src')).to.deep.equal(["'none'"]);
  expect(directives.get('base-uri')).to.deep.equal(["'self'"]);
  expect(directives.get('form-action')).to.deep.equal(["'self'"]);
  expect(directives.get('frame-ancestors')).to.deep.equal(["'none'"]);
}

/** A page that records every Content-Security-Policy violation Chromium reports, as events and as console messages. */
async function openWatchedPage(): Promise<{ page: Page; violations: string[] }> {
  const page = await openPage();
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  return { page, violations };
}

/**
 * Proves the policy is enforced and the watch sees it: markup injected into the page, the way an
 * XSS arrives, cannot run its inline event handler, and Chromium reports it.
 */
async function expectInjectedScriptRefused(page: Page, violations: string[]): Promise<void> {
  const before = violations.length;
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<img src="/no-such-image.png" alt="" onerror="window.injectedScriptRan = true">');
  });
  // The report comes through an exposed function, a moment after the image fails.
  for (let tries = 0; violations.length === before && tries < 50; tries++) await page.waitForTimeout(100);
  expect(violations.length, 'the refused handler was reported').to.be.greaterThan(before);
  expect(await page.evaluate(() => (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan), 'the injected handler ran').to.equal(undefined);
}

describe('hardening: security headers, malformed URLs, a hung API', () => {
  after(closeBrowser);

  it('home, a job, /jp/jobs and the console work under their Content-Security-Policy, which refuses injected scripts', async () => {
    const { page, violations } = await openWatchedPage();

    const home = await page.goto('/');
    expectDocumentPolicy(await home!.headerValue('content-security-policy'));
    const cards = page.locator('[data-testid="job-card"]');
    expect(await cards.count()).to.be.at.least(20);
    // Scripts ran (the exit-intent dialog arms itself once hydrated) and MUI's styles applied (the theme's paper colour).
    await page.locator('html[data-exit-intent="armed"]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).to.equal('rgb(246, 244, 240)');

    // A client-side navigation: Next's scripts load the job page's chunks and styles. (The job
    // shows, or says it is no longer available when another test has just closed it.)
    const jobLink = cards.first().locator('a[href^="/jobs/"]').first();
    const jobPath = (await jobLink.getAttribute('href'))!;
    const jobShown = page.locator('main h1, main [role="alert"]').first();
    await jobLink.click();
    await page.waitForURL((url) => url.pathname === jobPath);
    await jobShown.waitFor();

    const job = await page.goto(jobPath);
    expectDocumentPolicy(await job!.headerValue('content-security-policy'));
    await jobShown.waitFor();

    const japanese = await page.goto('/jp/jobs');
    expectDocumentPolicy(await japanese!.headerValue('content-security-policy'));
    expect(await page.locator('html').getAttribute('lang')).to.equal('ja');
    expect(await cards.count()).to.be.at.least(1);
    await page.getByRole('searchbox').fill('エンジニア');
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await page.waitForURL(/q=/);

    expect(violations, 'violations on the site').to.deep.equal([]);
    await expectInjectedScriptRefused(page, violations);

    const staff = await openWatchedPage();
    const signIn = await staff.page.goto('/admin');
    expectDocumentPolicy(await signIn!.headerValue('content-security-policy'));
    await staff.page.locator('input[name="username"]').fill('admin@shigoto.example');
    await staff.page.locator('input[name="password"]').fill('shigoto-admin');
    await screenshot(staff.page, 'hardening-console-sign-in');
    await staff.page.locator('button[type="submit"]').click();
    await staff.page.getByRole('menuitem', { name: /jobs/i }).first().click();
    await staff.page.locator('table tbody tr').first().waitFor();
    expect(staff.violations, 'violations in the console').to.deep.equal([]);
    await expectInjectedScriptRefused(staff.page, staff.violations);
  });

  it('pages reached by client navigation from another layout add their styles under the policy in force', async () => {
    // The employer dashboard and the sign-out page have MUI style caches of their own; the second
    // is rendered for the navigation with a fresh nonce, but the tab keeps the first page's policy.
    const { page, violations } = await openWatchedPage();
    await page.goto('/employer/login');
    await page.getByLabel('Company e-mail address').fill('hiring@komorebi-ledger.example');
    await page.getByLabel('Password').fill('shigoto-employer');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/employer/jobs');
    await page.getByTestId('employer-job').first().waitFor();
    await page.locator('header').getByRole('link', { name: 'Sign out' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(violations, 'violations while moving between layouts').to.deep.equal([]);
  });

  it('every answer through the site carries the security headers and names no internal address', async () => {
    const internalAddress = /\b127\.\d+\.\d+\.\d+|\[?::1\]?(?::\d+)?\/|\b10\.\d+\.\d+\.\d+|\b192\.168\.\d+\.\d+/;
    for (const url of ['/', '/jp/jobs', '/companies/%FF', '/api/v1/jobs?page[size]=1', '/api/v1/jobs/no-such-job', '/admin', '/admin/api/jobs', '/robots.txt']) {
      // A visitor's own X-Forwarded-Proto: the e2e site is the edge (no TRUST_PROXY), so it claims nothing.
      const response = await fetch(`${BASE_URL}${url}`, { headers: { 'x-forwarded-proto': 'https' }, redirect: 'manual' });
      await response.arrayBuffer();
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => void (headers[name] = value));
      const context = `${url}: ${JSON.stringify(headers)}`;
      expect(directivesOf(headers['content-security-policy']).get('frame-ancestors'), context).to.deep.equal(["'none'"]);
      expect(headers['x-content-type-options'], context).to.equal('nosniff');
      expect(headers['referrer-policy'], context).to.equal('strict-origin-when-cross-origin');
      expect(headers, context).to.not.have.property('strict-transport-security');
      expect(headers, context).to.not.have.property('x-middleware-rewrite');
      expect(Object.values(headers).filter((value) => internalAddress.test(value)), context).to.deep.equal([]);
    }
    const page = await fetch(`${BASE_URL}/`);
    expectDocumentPolicy(page.headers.get('content-security-policy'));
    const data = directivesOf((await fetch(`${BASE_URL}/api/v1/jobs?page[size]=1`)).headers.get('content-security-policy'));
    expect(data.get('default-src')).to.deep.equal(["'none'"]);
  });

  it("the API's headers: HSTS only when a trusted proxy says HTTPS; the console's policy on its pages, the data policy on its API", async () => {
    // The e2e API is reachable only through the site, which is the edge here: its middleware is
    // mounted as the API mounts it, with the API's setting for who may say HTTPS.
    const { securityHeaders } = await import('../../api/src/lib/http/security-headers.js');
    const { default: express } = await import('express');
    const serve = async (trustProxy: string | false, check: (origin: string) => Promise<void>) => {
      const app = express().set('trust proxy', trustProxy).use(securityHeaders).use((_req, res) => void res.json({}));
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      try {
        await check(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      } finally {
        server.close();
      }
    };
    const headersOf = async (url: string, forwardedProto?: string) =>
      (await fetch(url, { headers: forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {} })).headers;

    await serve('loopback', async (origin) => {
      expect((await headersOf(`${origin}/api/v1/jobs`, 'https')).get('strict-transport-security')).to.equal('max-age=31536000; includeSubDomains');
      expect((await headersOf(`${origin}/api/v1/jobs`)).get('strict-transport-security')).to.equal(null);
      expect((await headersOf(`${origin}/api/v1/jobs`, 'http')).get('strict-transport-security')).to.equal(null);
      expect((await headersOf(`${origin}/api/v1/jobs`)).get('content-security-policy')).to.equal("default-src 'none'; frame-ancestors 'none'");
      expect((await headersOf(`${origin}/admin/api/jobs`)).get('content-security-policy')).to.equal("default-src 'none'; frame-ancestors 'none'");
      for (const consolePath of ['/admin', '/admin/', '/admin/jobs/3/show']) {
        const policy = (await headersOf(`${origin}${consolePath}`)).get('content-security-policy');
        expectDocumentPolicy(policy);
        expect(directivesOf(policy).get('script-src'), consolePath).to.deep.equal(["'self'"]);
      }
    });
    await serve(false, async (origin) => {
      expect((await headersOf(`${origin}/api/v1/jobs`, 'https')).get('strict-transport-security')).to.equal(null);
    });
  });

  it('answers every public route with hostile path segments and query values without a 500 or a stack trace', async function () {
    this.timeout(300_000);
    const home = await (await fetch(`${BASE_URL}/`)).text();
    const [, companySlug, jobSlug] = /href="\/jobs\/([^/"]+)\/([^/"]+)"/.exec(home)!;
    const plain: Record<string, string> = { company_slug: companySlug, job_slug: jobSlug };

    const segments = [
      '%FF',
      '%E0%A4%A',
      '%',
      '%00',
      '%ED%A0%80',
      '%C0%AF',
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e',
      '%0D%0ASet-Cookie:%20hijacked=1',
      '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      "'%20OR%201=1--",
      encodeURIComponent('求人🎌'),
      'x'.repeat(3000),
    ];
    const queries = [
      'lang[]=x',
      'lang=%FF',
      'fLang=jp&lang=en&lang=jp',
      'page=-1',
      'page=1e400',
      'page=%00',
      'q=%00',
      'q=%FF',
      `q=${'y'.repeat(4000)}`,
      'q=%3Cscript%3E',
      'filter[remote_level]=<x>',
      'filter[remote_level][]=x',
      'filter=x',
      "sort=;DROP TABLE jobs;--",
    ];

    // Every page of the site, from its app directory: `companies/[slug]` → ['companies', '[slug]'].
    const routes = (readdirSync(path.join(SITE_DIR, 'src/app'), { recursive: true }) as string[])
      .filter((file) => path.basename(file) === 'page.tsx')
      .map((file) => path.dirname(file).split(path.sep).filter((segment) => segment !== '.' && !/^\(.*\)$/.test(segment)));
    expect(routes.length).to.be.greaterThan(15);
    const fill = (route: string[], hostileAt: number, hostile: string) =>
      '/' + route.map((segment, at) => (at === hostileAt ? hostile : (/^\[(.+)\]$/.exec(segment) ? (plain[segment.slice(1, -1)] ?? 'python') : segment))).join('/');

    const urls: string[] = [];
    for (const route of routes) {
      for (const query of queries) urls.push(`${fill(route, -1, '')}?${query}`);
      route.forEach((segment, at) => {
        if (!segment.startsWith('[')) return;
        for (const hostile of segments) urls.push(fill(route, at, hostile), `/jp${fill(route, at, hostile)}`);
      });
    }

    const leaks = [/\bat [\w$.<>]+ \([^()]*:\d+:\d+\)/, /node_modules/, /\b\w*Error: /, /\bSELECT\b[^<]{0,200}\bFROM\b/, /SQLITE_|ER_PARSE_ERROR|Sequelize\w*Error/];
    const failures: string[] = [];
    const next = urls.values();
    const worker = async () => {
      for (const url of next) {
        const response = await fetch(`${BASE_URL}${url}`, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
        const body = await response.text();
        const leak = leaks.find((pattern) => pattern.test(body));
        if (response.status >= 500 || leak) failures.push(`${response.status} ${url.slice(0, 120)}${leak ? ` leaks ${leak}: ${body.match(leak)![0]}` : ''}`);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    expect(failures, `${failures.length} of ${urls.length} answers`).to.deep.equal([]);
  });

  describe('a second site process whose API never answers, behind a trusted proxy', () => {
    let site: ChildProcess;
    let siteOrigin = '';
    let api: http.Server;
    /** Requests the API has received (and, but for the echo, never answered). */
    const apiRequests: string[] = [];
    const heldRequests = new Set<http.ServerResponse>();

    before(async function () {
      this.timeout(120_000);
      api = http.createServer((req, res) => {
        apiRequests.push(`${req.method} ${req.url}`);
        if (req.url === '/api/e2e-echo') {
          // The request's body straight back, with what the API was told about the visitor.
          res.writeHead(201, {
            'content-type': req.headers['content-type'] ?? 'application/octet-stream',
            'x-seen-forwarded': JSON.stringify([req.headers['x-forwarded-for'], req.headers['x-forwarded-proto'], req.headers['x-forwarded-host']]),
            'set-cookie': ['first=1; Path=/', 'second=2; Path=/'],
          });
          req.pipe(res);
        } else if (req.url === '/api/e2e-drop') {
          req.socket.destroy();
        } else {
          heldRequests.add(res);
        }
      });
      await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
      const sitePort = await freePort();
      site = spawn('node', ['server.mjs'], {
        cwd: SITE_DIR,
        env: { ...process.env, PORT: String(sitePort), API_INTERNAL_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`, TRUST_PROXY: '1', NEXT_TELEMETRY_DISABLED: '1' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      // Its log is the API errors these tests cause; shown only if it does not start.
      let log = '';
      site.stderr!.on('data', (chunk) => (log += chunk));
      siteOrigin = `http://127.0.0.1:${sitePort}`;
      for (let tries = 0; ; tries++) {
        const ready = await fetch(`${siteOrigin}/robots.txt`).then((response) => response.ok, () => false);
        if (ready) break;
        if (tries > 200) throw new Error(`the second site did not start:\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    });

    after(() => {
      site?.kill('SIGTERM');
      for (const res of heldRequests) res.destroy();
      api?.close();
    });

    it("a job page answers within seconds with the site's error page, in English and Japanese, and “Try again” asks the API again", async function () {
      this.timeout(120_000);
      // A job no process has cached, so the page must ask the API.
      const jobPath = `/jobs/e2e-company/e2e-job-${Date.now()}`;
      const page = await openPage();

      // The answer starts once the API call has timed out; the error page shows as soon as the
      // browser has it (Next then asks for the page's metadata once more to finish the document).
      let started = Date.now();
      await page.goto(`${siteOrigin}${jobPath}`, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
      expect(Date.now() - started, 'ms until the error page shows').to.be.below(ERROR_PAGE_WITHIN_MS);
      expect(await page.locator('header nav').count(), 'the site header').to.be.at.least(1);
      expect(await page.getByRole('link', { name: 'Go to the homepage' }).getAttribute('href')).to.equal('/');
      await screenshot(page, 'hardening-error-en-desktop');

      const asked = apiRequests.length;
      await page.getByRole('button', { name: 'Try again' }).click();
      for (let tries = 0; apiRequests.length === asked && tries < 100; tries++) await page.waitForTimeout(100);
      expect(apiRequests.length, 'API requests after “Try again”').to.be.greaterThan(asked);
      await page.waitForLoadState('networkidle');
      await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();

      await page.setViewportSize({ width: 375, height: 812 });
      started = Date.now();
      await page.goto(`${siteOrigin}/jp${jobPath}`, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: '問題が発生しました' }).waitFor();
      expect(Date.now() - started, 'ms until the error page shows').to.be.below(ERROR_PAGE_WITHIN_MS);
      await page.getByRole('button', { name: 'もう一度試す' }).waitFor();
      expect(await page.getByRole('link', { name: 'ホームページへ戻る' }).getAttribute('href')).to.equal('/?lang=jp');
      await screenshot(page, 'hardening-error-ja-375');

      await page.goto(`${siteOrigin}${jobPath}`, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
      await screenshot(page, 'hardening-error-en-375');

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${siteOrigin}${jobPath}?fLang=jp`, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: '問題が発生しました' }).waitFor();
      await screenshot(page, 'hardening-error-ja-desktop');
    });

    it('sends HSTS only when the proxy in front says HTTPS, and streams /api both ways with the forwarded headers', async function () {
      this.timeout(60_000);
      const hsts = async (headers: Record<string, string>) => (await fetch(`${siteOrigin}/robots.txt`, { headers })).headers.get('strict-transport-security');
      expect(await hsts({ 'x-forwarded-proto': 'https' })).to.equal('max-age=31536000; includeSubDomains');
      expect(await hsts({ 'x-forwarded-proto': 'http' })).to.equal(null);
      expect(await hsts({})).to.equal(null);

      // A 5 MB multipart upload, back as it went.
      const boundary = `e2e${Date.now()}`;
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
        randomBytes(5 * 1024 * 1024),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
      const forwarded = ['203.0.113.7', 'https', 'jobs.example'];
      const echo = await fetch(`${siteOrigin}/api/e2e-echo`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-forwarded-for': forwarded[0], 'x-forwarded-proto': forwarded[1], 'x-forwarded-host': forwarded[2] },
        body,
      });
      expect(echo.status).to.equal(201);
      expect(echo.headers.get('content-type')).to.equal(`multipart/form-data; boundary=${boundary}`);
      expect(echo.headers.getSetCookie()).to.deep.equal(['first=1; Path=/', 'second=2; Path=/']);
      expect(JSON.parse(echo.headers.get('x-seen-forwarded')!)).to.deep.equal(forwarded);
      expect(echo.headers.get('strict-transport-security')).to.equal('max-age=31536000; includeSubDomains');
      expect(sha256(new Uint8Array(await echo.arrayBuffer()))).to.equal(sha256(body));

      const dropped = await fetch(`${siteOrigin}/api/e2e-drop`);
      expect(dropped.status).to.equal(502);
      expect(await dropped.json()).to.deep.equal({ errors: [{ status: '502', title: 'Bad Gateway', detail: 'System error occurred' }] });
    });
  });
});

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
