import { expect } from 'chai';
import { api } from '../helpers/agent.js';
import { createEmployer, createStaff, createUser } from '../helpers/factories.js';

/**
 * Limits on sign-in and password resets count per address and e-mail. The e-mail is counted as
 * the service reads it (trimmed, lower-cased): writing the same address another way after a 429
 * must not buy a fresh budget.
 */
const VARIANTS = (email: string) => [` ${email}`, `\t${email}`, `${email} `, email.toUpperCase(), ` ${email.replace(/^./, (c) => c.toUpperCase())}\t`];

const ENDPOINTS = [
  {
    name: 'seeker sign-in (POST /api/v1/sessions)',
    email: 'seeker@mail.example',
    setup: () => createUser({ email: 'seeker@mail.example', password: 'right-password-1' }),
    attempt: (email: string, password: string) => api().post('/api/v1/sessions').send({ user: { email, password } }),
    failures: 10,
  },
  {
    name: 'employer sign-in (POST /api/v1/employer_sessions)',
    email: 'boss@acme.example',
    setup: () => createEmployer({ email: 'boss@acme.example', password: 'right-password-1', confirmed_at: new Date() }),
    attempt: (email: string, password: string) => api().post('/api/v1/employer_sessions').send({ user: { email, password } }),
    failures: 10,
  },
  {
    name: 'staff sign-in (POST /admin/api/sessions)',
    email: 'ops@shigoto.example',
    setup: () => createStaff({ email: 'ops@shigoto.example', password: 'right-password-1' }),
    attempt: (email: string, password: string) => api().post('/admin/api/sessions').send({ email, password }),
    failures: 10,
  },
];

describe('rate limits count the e-mail as the service reads it', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.name}: no variant of the address gets a fresh budget after a 429`, async () => {
      await endpoint.setup();
      for (let i = 0; i < endpoint.failures; i++) expect((await endpoint.attempt(endpoint.email, 'wrong-password')).status).to.equal(401);
      expect((await endpoint.attempt(endpoint.email, 'wrong-password')).status).to.equal(429);
      for (const variant of VARIANTS(endpoint.email)) {
        const res = await endpoint.attempt(variant, 'right-password-1');
        expect(res.status, `${JSON.stringify(variant)} signed in around the limit`).to.equal(429);
      }
    });
  }

  it('password reset requests (POST /api/v1/password_reset_tokens): five an hour, whatever the spelling', async () => {
    await createUser({ email: 'seeker@mail.example' });
    const request = (email: string) => api().post('/api/v1/password_reset_tokens').send({ user: { email } });
    for (let i = 0; i < 5; i++) expect((await request('seeker@mail.example')).status).to.equal(202);
    for (const variant of VARIANTS('seeker@mail.example')) expect((await request(variant)).status, JSON.stringify(variant)).to.equal(429);
  });
});
