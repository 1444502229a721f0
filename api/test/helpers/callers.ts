import type supertest from 'supertest';
import type { Access } from '../../src/lib/http/endpoint.js';
import { api, signInStaff } from './agent.js';
import { createEmployer, createUser } from './factories.js';

/** The kinds of caller an endpoint's access declaration tells apart. */
export type Role = 'anonymous' | 'user' | 'employer' | 'editor' | 'admin';
export const ROLES: readonly Role[] = ['anonymous', 'user', 'employer', 'editor', 'admin'];

/** Whether a declaration lets this kind of caller through (staff admins may do what editors may). */
export const allowed = (access: readonly Access[], role: Role) =>
  access.includes('anonymous') ||
  (role === 'user' && access.includes('user')) ||
  (role === 'employer' && access.includes('employer')) ||
  (role === 'editor' && access.includes('staff:editor')) ||
  (role === 'admin' && (access.includes('staff:editor') || access.includes('staff:admin')));

/** An access token for each signed-in kind of caller, each from a real sign-in. */
export async function tokens(): Promise<Record<Exclude<Role, 'anonymous'>, string>> {
  await createUser({ email: 'walker@example.com', password: 'password-123' });
  await createEmployer({ email: 'walker@acme.example', password: 'password-123', confirmed_at: new Date() });
  const user = await api().post('/api/v1/sessions').send({ user: { email: 'walker@example.com', password: 'password-123' } }).expect(201);
  const employer = await api().post('/api/v1/employer_sessions').send({ user: { email: 'walker@acme.example', password: 'password-123' } }).expect(201);
  return { user: user.body.meta.access, employer: employer.body.meta.access, editor: (await signInStaff('editor')).tokens.access, admin: (await signInStaff('admin')).tokens.access };
}

let addresses = 0;
/** A client address no earlier request used: the app trusts loopback proxies, so rate limits stay out of the way. */
export function freshAddress(): string {
  const n = ++addresses;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** A request from a fresh address, with a bearer token and a JSON text body when given. */
export const send = (method: string, url: string, token?: string, body?: string) => {
  const request = (api() as unknown as Record<string, (url: string) => supertest.Test>)[method](url).set('x-forwarded-for', freshAddress());
  if (token) request.set('authorization', `Bearer ${token}`);
  if (body !== undefined) request.set('content-type', 'application/json').send(body);
  return request;
};
