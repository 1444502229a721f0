import { expect } from 'chai';
import { api, signInStaff } from '../helpers/agent.js';
import { createStaff } from '../helpers/factories.js';
import { testApp } from '../helpers/context.js';

describe('staff sign-in (/admin/api)', () => {
  it('signs in with passport-local and returns the token set', async () => {
    const staff = await createStaff({ email: 'ops@shigoto.example', password: 'correct horse', role: 'editor' });
    const res = await api().post('/admin/api/sessions').send({ email: 'OPS@shigoto.example', password: 'correct horse' }).expect(201);
    expect(res.body).to.have.keys(['csrf', 'access', 'access_expires_at', 'refresh', 'refresh_expires_at', 'staff']);
    expect(res.body.staff).to.deep.equal({ id: staff.id, email: 'ops@shigoto.example', name: staff.name, role: 'editor' });

    const me = await api().get('/admin/api/me').set('authorization', `Bearer ${res.body.access}`).expect(200);
    expect(me.body.role).to.equal('editor');
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    await createStaff({ email: 'ops@shigoto.example', password: 'correct horse' });
    const wrong = await api().post('/admin/api/sessions').send({ email: 'ops@shigoto.example', password: 'wrong' }).expect(401);
    const unknown = await api().post('/admin/api/sessions').send({ email: 'nobody@shigoto.example', password: 'wrong' }).expect(401);
    expect(wrong.body).to.deep.equal({ errors: ['Invalid e-mail or password'] });
    expect(unknown.body).to.deep.equal(wrong.body);
  });

  it('refuses disabled staff', async () => {
    await createStaff({ email: 'gone@shigoto.example', password: 'correct horse', is_disabled: true });
    await api().post('/admin/api/sessions').send({ email: 'gone@shigoto.example', password: 'correct horse' }).expect(401);
  });

  it('rate-limits failed sign-ins per address and e-mail, never successful ones', async () => {
    await createStaff({ email: 'busy@shigoto.example', password: 'correct horse' });
    for (let i = 0; i < 12; i++) await api().post('/admin/api/sessions').send({ email: 'busy@shigoto.example', password: 'correct horse' }).expect(201);

    for (let i = 0; i < 10; i++) await api().post('/admin/api/sessions').send({ email: 'limited@shigoto.example', password: 'guess' }).expect(401);
    const limited = await api().post('/admin/api/sessions').send({ email: 'limited@shigoto.example', password: 'guess' }).expect(429);
    expect(limited.headers['retry-after']).to.match(/^\d+$/);
    expect(limited.body.errors[0]).to.equal('Too many requests. Please try again later.');
  });

  it('rotates refresh tokens and ends the session when an old one is reused', async () => {
    const { tokens } = await signInStaff();
    const first = await api().post('/admin/api/refresh').send({ refresh: tokens.refresh }).expect(200);
    expect(first.body.refresh).to.not.equal(tokens.refresh);
    await api().get('/admin/api/me').set('authorization', `Bearer ${first.body.access}`).expect(200);

    await api().post('/admin/api/refresh').send({ refresh: tokens.refresh }).expect(401);
    await api().get('/admin/api/me').set('authorization', `Bearer ${first.body.access}`).expect(401);
    await api().post('/admin/api/refresh').send({ refresh: first.body.refresh }).expect(401);
  });

  it('does not accept an access token as a refresh token', async () => {
    const { tokens } = await signInStaff();
    await api().post('/admin/api/refresh').send({ refresh: tokens.access }).expect(401);
  });

  it('logs out server-side, also with an expired access token', async () => {
    const { tokens } = await signInStaff();
    await api().delete('/admin/api/sessions').set('authorization', `Bearer ${tokens.access}`).expect(204);
    await api().get('/admin/api/me').set('authorization', `Bearer ${tokens.access}`).expect(401);
    await api().post('/admin/api/refresh').send({ refresh: tokens.refresh }).expect(401);
  });

  it('ends every session of a staff member whose sessions are revoked (password change, disable)', async () => {
    const { staff, tokens } = await signInStaff();
    await testApp().ctx.sessions.revokeAll('staff', staff.id);
    await api().get('/admin/api/me').set('authorization', `Bearer ${tokens.access}`).expect(401);
  });

  it('requires the CSRF header when the access token comes from the cookie', async () => {
    const { tokens } = await signInStaff();
    const cookie = `jwt_access=${tokens.access}`;
    await api().get('/admin/api/me').set('cookie', cookie).expect(200);
    await api().delete('/admin/api/sessions').set('cookie', cookie).expect(401);
    await api().delete('/admin/api/sessions').set('cookie', cookie).set('x-csrf-token', 'wrong').expect(401);
    await api().delete('/admin/api/sessions').set('cookie', cookie).set('x-csrf-token', tokens.csrf).expect(204);
  });
});
