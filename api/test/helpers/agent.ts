import request from 'supertest';
import { createStaff } from './factories.js';
import { testApp } from './context.js';

export const api = () => request(testApp().app);

/** Signs a new staff member in through the real login endpoint; returns the tokens. */
export async function signInStaff(role: 'admin' | 'editor' = 'admin') {
  const staff = await createStaff({ role, password: 'right-password-1' });
  const res = await api().post('/admin/api/sessions').send({ email: staff.email, password: 'right-password-1' }).expect(201);
  return { staff, tokens: res.body as { access: string; refresh: string; csrf: string } };
}

/** Brings the search index up to date with what the test wrote (in production: pub/sub or polling). */
export const indexed = () => testApp().ctx.services.search.rebuild();
