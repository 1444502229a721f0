import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { callApi, RequestFailure } from '../../src/lib/browser/api';

/**
 * A real server the browser client calls through a tab-like `window` and `fetch`: one address
 * never answers, one begins its answer and stalls, one answers at once.
 */
async function hungApi() {
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    open.add(res);
    if (req.url === '/api/v1/quick') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
    if (req.url === '/api/v1/stalls') res.writeHead(200, { 'content-type': 'application/json' }).write('{"data":[');
    // '/api/v1/hangs': nothing at all.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  globalThis.fetch = ((input: string, init?: RequestInit) => realFetch(new URL(input, base), init)) as typeof fetch;
  Object.assign(globalThis, { window: { location: { origin: base }, sessionStorage: { getItem: () => null }, localStorage: { getItem: () => null } } });
  return {
    close: async () => {
      globalThis.fetch = realFetch;
      delete (globalThis as { window?: unknown }).window;
      for (const res of open) res.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => null,
    (error: unknown) => error,
  );
}

describe('browser API client: time limits', () => {
  it('says "Connection timeout" when no answer begins in time, and "Socket timeout" when one stalls', async () => {
    const api = await hungApi();
    try {
      const started = Date.now();
      const unanswered = await failureOf(callApi('/hangs', { timeoutMs: 150 }));
      expect(unanswered).to.be.instanceOf(RequestFailure);
      expect([(unanswered as RequestFailure).message, (unanswered as RequestFailure).network]).to.deep.equal(['Connection timeout', true]);
      const stalled = await failureOf(callApi('/stalls', { timeoutMs: 150 }));
      expect((stalled as RequestFailure).message).to.equal('Socket timeout');
      expect(Date.now() - started).to.be.below(2000);
      expect(await callApi('/quick', { timeoutMs: 150 })).to.deep.equal({ data: [] });
    } finally {
      await api.close();
    }
  });

  it('keeps the caller’s own abort an abort, not a timeout', async () => {
    const api = await hungApi();
    try {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 20);
      const aborted = await failureOf(callApi('/hangs', { timeoutMs: 1000, signal: controller.signal }));
      expect((aborted as Error).name).to.equal('AbortError');
    } finally {
      await api.close();
    }
  });
});
