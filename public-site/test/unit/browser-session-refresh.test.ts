import { expect } from 'chai';
import { callApi } from '../../src/lib/browser/api';
import { readSession, storeSession } from '../../src/lib/browser/session';

/** A tab's sessionStorage and location, enough for the browser client to run in Node. */
function fakeTab() {
  const stored = new Map<string, string>();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  };
  const visited: string[] = [];
  const location = { origin: 'http://site.test', pathname: '/jobs/a/b/apply', search: '', assign: (href: string) => visited.push(href) };
  Object.assign(globalThis, { window: { sessionStorage: storage, localStorage: storage, location, dispatchEvent: () => true } });
  return { visited };
}

const UNAUTHORIZED = { errors: [{ status: '401', title: 'Unauthorized', detail: 'You need to sign in' }] };

/**
 * The API's token rules as the client meets them: the tab's access token has expired, a refresh
 * token works once (it rotates), and using a spent one ends the session.
 */
function fakeApi() {
  let validAccess: string | null = null;
  let validRefresh = 'refresh-1';
  let revoked = false;
  let generation = 1;
  const refreshes: string[] = [];
  globalThis.fetch = (async (input: string, init: RequestInit = {}) => {
    const path = new URL(input, 'http://site.test').pathname;
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (path === '/api/v1/refresh') {
      const { refresh } = JSON.parse(String(init.body)) as { refresh: string };
      refreshes.push(refresh);
      if (revoked || refresh !== validRefresh) {
        revoked = true;
        return json(401, UNAUTHORIZED);
      }
      generation += 1;
      validAccess = `access-${generation}`;
      validRefresh = `refresh-${generation}`;
      // Answered a moment later, so the other calls meet the expired token meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return json(200, { meta: { csrf: `csrf-${generation}`, access: validAccess, refresh: validRefresh } });
    }
    const bearer = new Headers(init.headers).get('authorization');
    if (revoked || bearer !== `Bearer ${validAccess}`) return json(401, UNAUTHORIZED);
    return json(200, { data: { path } });
  }) as typeof fetch;
  return { refreshes };
}

describe('browser API client: an expired access token', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    delete (globalThis as { window?: unknown }).window;
  });

  it('is refreshed once for calls that meet it together, and every call then succeeds', async () => {
    const tab = fakeTab();
    const api = fakeApi();
    storeSession({ data: { id: '7', type: 'user', attributes: { email: 'seeker@example.test' } }, meta: { csrf: 'csrf-1', access: 'access-1', refresh: 'refresh-1' } });
    const answers = await Promise.all([callApi('/users/current'), callApi('/locations'), callApi('/users/current', { method: 'POST', body: {} })]);
    expect(answers).to.have.length(3);
    expect(api.refreshes).to.deep.equal(['refresh-1']);
    expect(readSession()).to.deep.include({ access: 'access-2', csrf: 'csrf-2', accountType: 'user', user: { id: 7, email: 'seeker@example.test' } });
    expect(tab.visited).to.deep.equal([]);
  });

  it('sends the visitor to sign in again, naming the page, when the refresh is refused', async () => {
    const tab = fakeTab();
    fakeApi();
    storeSession({ data: { id: '7', type: 'user', attributes: {} }, meta: { csrf: 'c', access: 'stale', refresh: 'spent-refresh-token' } });
    const failure = await callApi('/users/current').catch((error: unknown) => error);
    expect((failure as Error).message).to.equal('You need to sign in');
    expect(readSession()).to.equal(null);
    expect(tab.visited).to.deep.equal(['/user/login?next=%2Fjobs%2Fa%2Fb%2Fapply']);
  });
});
