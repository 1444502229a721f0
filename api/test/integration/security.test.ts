import { expect } from 'chai';
import type { Access } from '../../src/lib/http/endpoint.js';
import { api, signInStaff } from '../helpers/agent.js';
import { createEmployer, createUser } from '../helpers/factories.js';
import { concrete, declaredRoutes } from '../helpers/routes.js';

type Role = 'anonymous' | 'user' | 'employer' | 'editor' | 'admin';
const allowed = (access: Access[], role: Role) =>
  access.includes('anonymous') ||
  (role === 'user' && access.includes('user')) ||
  (role === 'employer' && access.includes('employer')) ||
  (role === 'editor' && access.includes('staff:editor')) ||
  (role === 'admin' && (access.includes('staff:editor') || access.includes('staff:admin')));

async function tokens(): Promise<Record<Exclude<Role, 'anonymous'>, string>> {
  await createUser({ email: 'walker@example.com', password: 'password-123' });
  await createEmployer({ email: 'walker@acme.example', password: 'password-123', confirmed_at: new Date() });
  const user = await api().post('/api/v1/sessions').send({ user: { email: 'walker@example.com', password: 'password-123' } }).expect(201);
  const employer = await api().post('/api/v1/employer_sessions').send({ user: { email: 'walker@acme.example', password: 'password-123' } }).expect(201);
  return { user: user.body.access, employer: employer.body.access, editor: (await signInStaff('editor')).tokens.access, admin: (await signInStaff('admin')).tokens.access };
}

let forwardedFor = 0;
/** Each request comes from its own address (the app trusts loopback proxies), so rate limits stay out of the way. */
const send = (method: string, url: string, token?: string, body?: string) => {
  const request = (api() as unknown as Record<string, (url: string) => import('supertest').Test>)[method](url).set('x-forwarded-for', `198.51.100.${++forwardedFor % 250}`);
  if (token) request.set('authorization', `Bearer ${token}`);
  if (body !== undefined) request.set('content-type', 'application/json').send(body);
  return request;
};

describe('authorization walk: every endpoint as every kind of caller', () => {
  it('refuses callers the declaration leaves out (401 anonymous, 403 others) and lets the others through', async function () {
    this.timeout(60_000);
    const roleTokens = await tokens();
    const routes = declaredRoutes().filter((r) => !r.access.includes('anonymous'));
    expect(routes.length).to.be.greaterThan(3);
    const problems: string[] = [];
    for (const route of routes) {
      for (const role of ['anonymous', 'user', 'employer', 'editor', 'admin'] as Role[]) {
        const res = await send(route.method, concrete(route.path), role === 'anonymous' ? undefined : roleTokens[role], route.method === 'get' ? undefined : '{}');
        const expected = allowed(route.access, role) ? 'through' : role === 'anonymous' ? 401 : 403;
        const ok = expected === 'through' ? ![401, 403].includes(res.status) : res.status === expected;
        if (!ok) problems.push(`${route.method.toUpperCase()} ${route.path} as ${role}: ${res.status} (expected ${expected})`);
      }
    }
    expect(problems).to.deep.equal([]);
  });
});

describe('fuzz: malformed bodies never cause a server error', () => {
  const MALFORMED = [
    '',
    'null',
    '[]',
    '"just a string"',
    '12345',
    'true',
    '{"user":5}',
    '{"user":{"email":{"$gt":""},"password":[1,2]}}',
    '{"job":{"title":["a"],"skills":"go","salary_min":"lots","location":{"x":1}}}',
    '{"applicant":{"job_id":"1 OR 1=1","name":null,"email":[],"location_id":-1}}',
    JSON.stringify({ feedback: { body: 'x'.repeat(200_000) } }),
    JSON.stringify({ data: { type: 'PAGE_VIEW', ab_tests: 'a', utm: [1] } }),
    JSON.stringify({ a: { b: { c: { d: { e: { f: { g: { h: { i: {} } } } } } } } } }),
    '{"code":"\\u0000\\u0000"}',
    '{"refresh":"eyJhbGciOiJub25lIn0.e30."}',
    '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  ];

  it('answers every write endpoint with a client error or success for each malformed body', async function () {
    this.timeout(120_000);
    const roleTokens = await tokens();
    const writes = declaredRoutes().filter((r) => r.method !== 'get');
    expect(writes.length).to.be.greaterThan(10);
    const failures: string[] = [];
    for (const route of writes) {
      const token = route.access.includes('anonymous') ? undefined : route.access.includes('user') ? roleTokens.user : route.access.includes('employer') ? roleTokens.employer : roleTokens.admin;
      for (const body of MALFORMED) {
        const res = await send(route.method, concrete(route.path, 'fuzz'), token, body);
        if (res.status >= 500) failures.push(`${route.method.toUpperCase()} ${route.path} ${body.slice(0, 60)} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
      }
    }
    expect(failures).to.deep.equal([]);
    expect(({} as Record<string, unknown>).admin).to.equal(undefined);
  });
});
