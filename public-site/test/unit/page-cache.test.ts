import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { expect } from 'chai';
import { createPageCache, isKeptRequest, withPageTags } from '../../server/page-cache.mjs';

type Page = { status: number; headers: Record<string, string>; body: string; tags: string[] };

/** A page cache over a fake renderer whose pages are given per URL; counts renderings. */
async function cacheServer(pages: Record<string, Page>, hold?: () => Promise<void>, options: { staleWaitMs?: number; busyRenderings?: number } = {}) {
  const renders: string[] = [];
  const cache = createPageCache({
    maxBytes: 10 * 1024 * 1024,
    maxAgeMs: 60_000,
    staleWaitMs: 100,
    ...options,
    async render(req) {
      renders.push(req.url!);
      const page = pages[req.url!];
      await hold?.();
      return { status: page.status, headers: { 'content-type': 'text/html; charset=utf-8', ...page.headers }, body: Buffer.from(page.body), tags: new Set(page.tags) };
    },
  });
  const server = http.createServer(async (req, res) => {
    if (!(await cache.serve(req, res))) {
      res.writeHead(299);
      res.end('rendered for this visitor');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { cache, renders, base, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The page's cache source and text once the renderings under way are done (at most 2 s). */
async function textOnceRendered(site: { base: string }, path: string): Promise<[string | null, string]> {
  const deadline = Date.now() + 2000;
  for (;;) {
    const answer = await fetch(`${site.base}${path}`);
    const result: [string | null, string] = [answer.headers.get('x-cache'), await answer.text()];
    if (result[0] === 'hit' || Date.now() > deadline) return result;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const page = (body: string, tags: string[], status = 200, headers: Record<string, string> = {}): Page => ({ status, headers, body, tags });

describe('the page cache', () => {
  it('renders a page once and serves the same copy to every visitor', async () => {
    const site = await cacheServer({ '/jobs': page('<html>jobs</html>', ['jobs']) });
    try {
      const first = await fetch(`${site.base}/jobs`);
      const second = await fetch(`${site.base}/jobs`, { headers: { cookie: 'session=someone-else' } });
      expect([first.status, second.status]).to.deep.equal([200, 200]);
      expect(await second.text()).to.equal('<html>jobs</html>');
      expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).to.deep.equal(['miss', 'hit']);
      expect(second.headers.get('cache-control')).to.equal('public, max-age=0, s-maxage=5, must-revalidate');
      expect(second.headers.get('vary')).to.match(/Accept-Encoding/);
      expect(site.renders).to.deep.equal(['/jobs']);
    } finally {
      await site.close();
    }
  });

  it('lets visitors who arrive during a rendering share it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const site = await cacheServer({ '/': page('<html>home</html>', ['jobs']) }, () => held);
    try {
      const answers = Array.from({ length: 5 }, () => fetch(`${site.base}/`).then((r) => r.text()));
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      expect(await Promise.all(answers)).to.deep.equal(Array(5).fill('<html>home</html>'));
      expect(site.renders).to.have.length(1);
    } finally {
      await site.close();
    }
  });

  it('renders anew exactly the pages whose tags changed', async () => {
    const pages = { '/blog': page('<html>blog v1</html>', ['blog']), '/jobs': page('<html>jobs v1</html>', ['jobs', 'companies']) };
    const site = await cacheServer(pages);
    try {
      await fetch(`${site.base}/blog`);
      await fetch(`${site.base}/jobs`);
      pages['/blog'].body = '<html>blog v2</html>';
      pages['/jobs'].body = '<html>jobs v2</html>';
      site.cache.invalidate(['companies']);
      const changed = await fetch(`${site.base}/jobs`);
      expect([changed.headers.get('x-cache'), await changed.text()]).to.deep.equal(['miss', '<html>jobs v2</html>']);
      const blog = await fetch(`${site.base}/blog`);
      expect([blog.headers.get('x-cache'), await blog.text()]).to.deep.equal(['hit', '<html>blog v1</html>']);
      expect(site.renders).to.deep.equal(['/blog', '/jobs', '/jobs']);
    } finally {
      await site.close();
    }
  });

  it('answers from the stale copy when the new rendering takes more than a moment, one rendering for all', async () => {
    let release!: () => void;
    let hold = false;
    const held = new Promise<void>((resolve) => (release = resolve));
    const pages = { '/jobs': page('<html>old</html>', ['jobs']) };
    const site = await cacheServer(pages, () => (hold ? held : Promise.resolve()));
    try {
      await fetch(`${site.base}/jobs`);
      hold = true;
      pages['/jobs'] = page('<html>new</html>', ['jobs']);
      site.cache.invalidate(['jobs']);
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(`${site.base}/jobs`).then(async (r) => [r.headers.get('x-cache'), await r.text()])));
      expect(Date.now() - started).to.be.below(1000);
      expect(answers).to.deep.equal(Array(5).fill(['stale', '<html>old</html>']));
      expect(site.renders).to.have.length(2);
      release();
      expect(await textOnceRendered(site, '/jobs')).to.deep.equal(['hit', '<html>new</html>']);
    } finally {
      await site.close();
    }
  });

  it('answers stale copies at once while the renderer is behind, still beginning each new rendering', async () => {
    let release!: () => void;
    let hold = false;
    const held = new Promise<void>((resolve) => (release = resolve));
    const paths = ['/jobs', '/jobs?page=2', '/jobs?q=go'];
    const pages = Object.fromEntries(paths.map((path) => [path, page(`<html>old ${path}</html>`, ['jobs'])]));
    const site = await cacheServer(pages, () => (hold ? held : Promise.resolve()), { staleWaitMs: 2000, busyRenderings: 2 });
    try {
      for (const path of paths) await fetch(`${site.base}${path}`);
      hold = true;
      for (const path of paths) pages[path] = page(`<html>new ${path}</html>`, ['jobs']);
      site.cache.invalidate(['jobs']);
      // Two renderings under way: the renderer is behind, and the third visitor does not wait.
      const first = Promise.all(paths.slice(0, 2).map((path) => fetch(`${site.base}${path}`)));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = Date.now();
      const third = await fetch(`${site.base}/jobs?q=go`);
      expect(Date.now() - started).to.be.below(500);
      expect([third.headers.get('x-cache'), await third.text()]).to.deep.equal(['stale', '<html>old /jobs?q=go</html>']);
      expect(site.renders.filter((url) => url === '/jobs?q=go')).to.have.length(2);
      release();
      await first;
      expect(await textOnceRendered(site, '/jobs?q=go')).to.deep.equal(['hit', '<html>new /jobs?q=go</html>']);
    } finally {
      await site.close();
    }
  });

  it('waits in full for the new rendering of a page that answered 404 (a post just published)', async () => {
    let release!: () => void;
    let hold = false;
    const held = new Promise<void>((resolve) => (release = resolve));
    const pages = { '/blog/new-post': page('<html>not found</html>', ['blog'], 404) };
    const site = await cacheServer(pages, () => (hold ? held : Promise.resolve()));
    try {
      expect((await fetch(`${site.base}/blog/new-post`)).status).to.equal(404);
      hold = true;
      pages['/blog/new-post'] = page('<html>the post</html>', ['blog']);
      site.cache.invalidate(['blog']);
      const answer = fetch(`${site.base}/blog/new-post`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      const published = await answer;
      expect([published.status, await published.text()]).to.deep.equal([200, '<html>the post</html>']);
    } finally {
      await site.close();
    }
  });

  it('renders again a rendering that began before a change to what it shows', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const pages = { '/jobs': page('<html>old</html>', ['jobs']) };
    const site = await cacheServer(pages, () => held);
    try {
      const during = fetch(`${site.base}/jobs`).then((r) => r.text());
      await new Promise((resolve) => setTimeout(resolve, 50));
      site.cache.invalidate(['jobs']);
      pages['/jobs'] = page('<html>new</html>', ['jobs']);
      release();
      expect(await during).to.equal('<html>old</html>');
      expect(await textOnceRendered(site, '/jobs')).to.deep.equal(['hit', '<html>new</html>']);
      expect(site.renders).to.have.length(2);
    } finally {
      await site.close();
    }
  });

  it('keeps no redirect or error (those who waited get it, marked not to be stored), and renders an answer setting a cookie for each visitor', async () => {
    const pages = {
      '/a': page('', [], 307, { location: '/' }),
      '/b': page('<html>oops</html>', [], 500),
      '/c': page('<html>c</html>', [], 200, { 'set-cookie': 'x=1' }),
    };
    const site = await cacheServer(pages);
    try {
      const redirect = await fetch(`${site.base}/a`, { redirect: 'manual' });
      expect([redirect.status, redirect.headers.get('location'), redirect.headers.get('cache-control')]).to.deep.equal([307, '/', 'private, no-store']);
      const error = await fetch(`${site.base}/b`);
      expect([error.status, error.headers.get('cache-control'), error.headers.get('etag')]).to.deep.equal([500, 'private, no-store', null]);
      expect((await fetch(`${site.base}/c`)).status).to.equal(299);
      pages['/b'] = page('<html>fine</html>', []);
      expect(await (await fetch(`${site.base}/b`)).text()).to.equal('<html>fine</html>');
      expect(site.renders).to.deep.equal(['/a', '/b', '/c', '/b']);
    } finally {
      await site.close();
    }
  });

  it('keeps the 404 and 410 pages, filed under their tags', async () => {
    const pages = { '/jobs/acme/gone': page('<html>closed</html>', ['jobs'], 410) };
    const site = await cacheServer(pages);
    try {
      expect((await fetch(`${site.base}/jobs/acme/gone`)).status).to.equal(410);
      const again = await fetch(`${site.base}/jobs/acme/gone`);
      expect([again.status, again.headers.get('x-cache')]).to.deep.equal([410, 'hit']);
      pages['/jobs/acme/gone'] = page('<html>open again</html>', ['jobs']);
      site.cache.invalidate(['jobs']);
      expect(await textOnceRendered(site, '/jobs/acme/gone')).to.deep.equal(['hit', '<html>open again</html>']);
      expect((await fetch(`${site.base}/jobs/acme/gone`)).status).to.equal(200);
    } finally {
      await site.close();
    }
  });

  it('answers 304 to a visitor holding the current copy, and compresses for those who accept it', async () => {
    const body = `<html>${'tech jobs in Japan '.repeat(200)}</html>`;
    const site = await cacheServer({ '/': page(body, []) });
    try {
      const first = await fetch(`${site.base}/`);
      const etag = first.headers.get('etag')!;
      expect(etag).to.match(/^W\/".+"$/);
      const revalidated = await fetch(`${site.base}/`, { headers: { 'if-none-match': etag } });
      expect(revalidated.status).to.equal(304);
      expect(revalidated.headers.get('content-security-policy')).to.equal(first.headers.get('content-security-policy'));
      const raw = await new Promise<{ encoding: string | undefined; bytes: Buffer }>((resolve) =>
        http.get(`${site.base}/`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
        }),
      );
      expect(raw.encoding).to.equal('gzip');
      expect(gunzipSync(raw.bytes).toString()).to.equal(body);
    } finally {
      await site.close();
    }
  });

  it('keeps a share image as it is: one drawing per change, not compressed, no page policy, 304 to a visitor holding it', async () => {
    const png = '\x89PNG\r\n\x1a\n image bytes';
    const site = await cacheServer({ '/og/jobs/backend-engineer': page(png, ['job:backend-engineer'], 200, { 'content-type': 'image/png' }) });
    try {
      const ask = (headers: Record<string, string> = {}) =>
        new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve) =>
          http.get(`${site.base}/og/jobs/backend-engineer`, { headers: { 'accept-encoding': 'gzip, br', ...headers } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk) => chunks.push(chunk));
            res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
          }),
        );
      const first = await ask();
      const second = await ask();
      expect([first.headers['x-cache'], second.headers['x-cache']]).to.deep.equal(['miss', 'hit']);
      expect(second.headers['content-type']).to.equal('image/png');
      expect(second.headers['content-encoding']).to.equal(undefined);
      expect(second.headers['content-security-policy']).to.equal(undefined);
      expect(second.bytes).to.deep.equal(Buffer.from(png));
      const held = await ask({ 'if-none-match': second.headers.etag! });
      expect(held.status).to.equal(304);
      site.cache.invalidate(['job:backend-engineer']);
      expect((await textOnceRendered(site, '/og/jobs/backend-engineer'))[0]).to.equal('hit');
      expect(site.renders).to.deep.equal(['/og/jobs/backend-engineer', '/og/jobs/backend-engineer']);
    } finally {
      await site.close();
    }
  });

  it('gives a cached page a policy of its inline elements’ hashes, without a nonce', async () => {
    const site = await cacheServer({ '/': page('<html><script>self.x=1</script><script src="/_next/a.js"></script><style>p{}</style></html>', []) });
    try {
      const policy = (await fetch(`${site.base}/`)).headers.get('content-security-policy')!;
      // sha256 of "self.x=1" and of "p{}"
      expect(policy).to.include("script-src 'self' 'sha256-");
      expect(policy).not.to.include('nonce-');
      expect(policy).not.to.include('strict-dynamic');
      const scriptSources = policy.split('; ').find((d) => d.startsWith('script-src'))!.split(' ');
      expect(scriptSources).to.have.length(3);
    } finally {
      await site.close();
    }
  });

  it('keeps public content pages, not personal, credential or in-app navigation requests', () => {
    const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers }) as unknown as http.IncomingMessage;
    for (const url of ['/', '/jp', '/jobs?filter[remote_level]=partial', '/jp/jobs/acme/backend-engineer', '/companies/acme', '/blog/hello', '/go-jobs-in-japan', '/hire', '/sitemap.xml', '/newsletters/3', '/salary-guide', '/jp/salary-guide', '/MailchimpNewsletterList?page=2', '/jp/designer-experiences', '/remote-experiences', '/privacy', '/jp/privacy', '/og/jobs/acme-backend-engineer', '/og/companies/acme?lang=jp', '/og/blog/hello', '/og/site']) {
      expect(isKeptRequest(request(url)), url).to.equal(true);
    }
    for (const url of ['/jobs/acme/backend-engineer/apply', '/jobs/backend-engineer/apply', '/employer/jobs', '/user/login', '/password-reset/abc', '/blog-preview/x?token=t', '/newsletter/unsubscribe?token=t', '/logout', '/employer-confirm/x', '/favicon.ico', '/internal/locale-diffs', '/jp/internal/locale-diffs', '/terms_of_service_en.html']) {
      expect(isKeptRequest(request(url)), url).to.equal(false);
    }
    expect(isKeptRequest(request('/jobs', { rsc: '1' }))).to.equal(false);
    expect(isKeptRequest(request('/jobs?_rsc=abc'))).to.equal(false);
    expect(isKeptRequest(request('/jobs', {}, 'POST'))).to.equal(false);
  });
});

describe('a rendering and its page tags', () => {
  const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(resolve, ms, value));

  it('keeps a rendering slower than the tags timeout: the wait starts at the page’s last byte', async () => {
    const page = after(150, { status: 200, body: 'slow page' });
    const tags = after(140, new Set(['jobs']));
    const rendered = await withPageTags(page, tags, { timeoutMs: 50, url: '/jobs' });
    expect(rendered).to.deep.equal({ status: 200, body: 'slow page', tags: new Set(['jobs']) });
  });

  it('gives up on tags that do not come within the timeout after the page', async () => {
    const started = Date.now();
    const failure = await withPageTags(after(20, { status: 200 }), new Promise<Set<string>>(() => {}), { timeoutMs: 50, url: '/jobs' }).catch((error: Error) => error);
    expect(failure).to.be.instanceOf(Error).with.property('message', 'no page tags from the renderer for /jobs');
    expect(Date.now() - started).to.be.within(60, 500);
  });
});
