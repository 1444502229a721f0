import { expect } from 'chai';
import { api } from '../helpers/agent.js';
import { testApp } from '../helpers/context.js';
import { createCompany, createEmployer, createUser } from '../helpers/factories.js';
import { errorsOf, refusalOf } from '../helpers/errors.js';

const outbox = async (to: string) =>
  (await testApp().ctx.db.models.OutboundEmail.findAll({ where: { to_address: to }, order: [['id', 'ASC']] })).map((e) => e.get({ plain: true }) as { subject: string; text_body: string; template: string; language: string });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('seeker accounts (/api/v1/users, /sessions)', () => {
  it('signs up, signs in, reads and updates the profile', async () => {
    const signup = await api().post('/api/v1/users').send({ user: { email: 'Aiko@Example.com', password: 'long-enough-1', name: 'Aiko' } }).expect(201);
    expect(signup.body.meta).to.have.keys('csrf', 'access', 'refresh', 'access_expires_at', 'refresh_expires_at');
    expect(signup.body.data.type).to.equal('user');
    expect(signup.body.data.attributes).to.include({ email: 'aiko@example.com', name: 'Aiko', confirmed: false, is_disabled: false });

    const login = await api().post('/api/v1/sessions').send({ user: { email: 'aiko@example.com', password: 'long-enough-1' } }).expect(201);
    const me = await api().get('/api/v1/users/current').set(bearer(login.body.meta.access)).expect(200);
    expect(me.body.data.attributes.email).to.equal('aiko@example.com');

    const updated = await api()
      .post('/api/v1/users/current')
      .set(bearer(login.body.meta.access))
      .send({ user: { japanese_level_enum: 'japanese_level_business_level', url: 'https://github.com/aiko' } })
      .expect(200);
    expect(updated.body.data.attributes).to.include({ japanese_level_enum: 'japanese_level_business_level', url: 'https://github.com/aiko' });
  });

  it('answers signup mistakes per field', async () => {
    await createUser({ email: 'taken@example.com' });
    const res = await api().post('/api/v1/users').send({ user: { email: 'taken@example.com', password: 'short' } }).expect(422);
    expect(errorsOf(res.body)).to.deep.equal({ password: ['must be 8 to 200 characters'] });
    const taken = await api().post('/api/v1/users').send({ user: { email: 'taken@example.com', password: 'long-enough-1' } }).expect(422);
    expect(errorsOf(taken.body)).to.deep.equal({ email: ['has already been taken'] });
    const bad = await api().post('/api/v1/users').send({ user: { email: 'not-an-email' } }).expect(422);
    expect(errorsOf(bad.body)).to.have.keys(['email', 'password']);
  });

  it('refuses wrong credentials with one message and keeps accounts apart', async () => {
    await createUser({ email: 'seeker@example.com', password: 'right-password' });
    const wrong = await api().post('/api/v1/sessions').send({ user: { email: 'seeker@example.com', password: 'wrong-password' } }).expect(401);
    expect(refusalOf(wrong.body)).to.deep.equal({ errors: ['Invalid e-mail or password'] });
    // A seeker cannot sign in on the employer side.
    await api().post('/api/v1/employer_sessions').send({ user: { email: 'seeker@example.com', password: 'right-password' } }).expect(401);
  });

  it('changes the password only with the current one, and ends the old sessions', async () => {
    await createUser({ email: 'mover@example.com', password: 'old-password-1' });
    const login = await api().post('/api/v1/sessions').send({ user: { email: 'mover@example.com', password: 'old-password-1' } }).expect(201);
    const refused = await api().post('/api/v1/users/current').set(bearer(login.body.meta.access)).send({ user: { password: 'new-password-1', current_password: 'nope' } }).expect(422);
    expect(errorsOf(refused.body)).to.deep.equal({ current_password: ['is not correct'] });

    const changed = await api()
      .post('/api/v1/users/current')
      .set(bearer(login.body.meta.access))
      .send({ user: { password: 'new-password-1', current_password: 'old-password-1' } })
      .expect(200);
    await api().get('/api/v1/users/current').set(bearer(login.body.meta.access)).expect(401);
    await api().get('/api/v1/users/current').set(bearer(changed.body.meta.access)).expect(200);
    await api().post('/api/v1/sessions').send({ user: { email: 'mover@example.com', password: 'new-password-1' } }).expect(201);
  });

  it('refreshes, logs out, and keeps seeker endpoints from others', async () => {
    await createUser({ email: 'a@example.com', password: 'password-123' });
    const login = await api().post('/api/v1/sessions').send({ user: { email: 'a@example.com', password: 'password-123' } }).expect(201);
    const refreshed = await api().post('/api/v1/refresh').send({ refresh: login.body.meta.refresh }).expect(200);
    await api().delete('/api/v1/sessions').set(bearer(refreshed.body.meta.access)).expect(204);
    await api().get('/api/v1/users/current').set(bearer(refreshed.body.meta.access)).expect(401);

    await createEmployer({ email: 'boss@acme.example', password: 'password-123' });
    const employer = await api().post('/api/v1/employer_sessions').send({ user: { email: 'boss@acme.example', password: 'password-123' } }).expect(201);
    await api().get('/api/v1/users/current').set(bearer(employer.body.meta.access)).expect(403);
    await api().get('/api/v1/users/current').expect(401);
  });
});

describe('employer accounts (/api/v1/employer_users, /employer_confirmations)', () => {
  it('refuses free-mail addresses with a clear message', async () => {
    const res = await api().post('/api/v1/employer_users').send({ user: { email: 'boss@gmail.com', password: 'password-123', company_name: 'Acme' } }).expect(422);
    expect(errorsOf(res.body)).to.deep.equal({ email: ['must be your company e-mail address (free e-mail providers are not accepted)'] });
  });

  it('names every field\'s problem at once: a free-mail address, a short password, no company name', async () => {
    const res = await api().post('/api/v1/employer_users').send({ user: { email: 'boss@gmail.com', password: 'short', company_name: ' ' } }).expect(422);
    expect(errorsOf(res.body)).to.deep.equal({
      email: ['must be your company e-mail address (free e-mail providers are not accepted)'],
      password: ['must be 8 to 200 characters'],
      company_name: ['is required'],
    });
  });

  it('signs up unconfirmed, e-mails a code, and confirms with it', async () => {
    const signup = await api()
      .post('/api/v1/employer_users')
      .send({ user: { email: 'boss@kaizen.example', password: 'password-123', name: 'Ken', company_name: 'Kaizen KK', language: 'jp' } })
      .expect(201);
    expect(signup.body.data).to.deep.include({ type: 'employer', relationships: { company: { data: { id: String(signup.body.data.attributes.company_id), type: 'company' } } } });
    expect(signup.body.data.attributes).to.include({ email: 'boss@kaizen.example', confirmed: false });
    const company = await testApp().ctx.db.models.Company.findByPk(signup.body.data.attributes.company_id);
    expect(company).to.include({ name: 'Kaizen KK', published: false });

    await testApp().ctx.queue.drain();
    const [email] = await outbox('boss@kaizen.example');
    expect(email.template).to.equal('employer_confirmation');
    expect(email.subject).to.match(/^Shigoto 確認コード: \d{6}$/);
    const code = email.subject.slice(-6);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await api().post('/api/v1/employer_confirmations').set(bearer(signup.body.meta.access)).send({ code: wrongCode }).expect(422);
    expect(errorsOf(wrong.body)).to.deep.equal({ code: ['is invalid or has expired'] });
    const confirmed = await api().post('/api/v1/employer_confirmations').set(bearer(signup.body.meta.access)).send({ code }).expect(200);
    expect(confirmed.body.data.attributes.confirmed).to.equal(true);
  });

  it('e-mails a new code on request, three times an hour', async () => {
    const signup = await api().post('/api/v1/employer_users').send({ user: { email: 'lost@kaizen.example', password: 'password-123', company_name: 'Kaizen KK' } }).expect(201);
    const sent = await api().post('/api/v1/employer_confirmation_codes').set(bearer(signup.body.meta.access)).expect(202);
    expect(sent.body.meta).to.deep.equal({ message: 'We have sent a new code to your e-mail address.' });
    await testApp().ctx.queue.drain();
    const emails = await outbox('lost@kaizen.example');
    expect(emails.map((e) => e.template)).to.deep.equal(['employer_confirmation', 'employer_confirmation']);
    await api().post('/api/v1/employer_confirmation_codes').set(bearer(signup.body.meta.access)).expect(202);
    await api().post('/api/v1/employer_confirmation_codes').set(bearer(signup.body.meta.access)).expect(202);
    await api().post('/api/v1/employer_confirmation_codes').set(bearer(signup.body.meta.access)).expect(429);
    await testApp().ctx.queue.drain();
    const all = await outbox('lost@kaizen.example');
    expect(all).to.have.length(4);
    const code = all[3].subject.slice(-6);

    // The newest code confirms; seekers and visitors cannot ask for codes.
    await api().post('/api/v1/employer_confirmations').set(bearer(signup.body.meta.access)).send({ code }).expect(200);
    const seeker = await api().post('/api/v1/users').send({ user: { email: 'seeker@kaizen.example', password: 'password-123' } }).expect(201);
    await api().post('/api/v1/employer_confirmation_codes').set(bearer(seeker.body.meta.access)).expect(403);
    await api().post('/api/v1/employer_confirmation_codes').expect(401);
  });

  it('joins the company of a membership code only with that company’s domain', async () => {
    const company = await createCompany({ homepage_url: 'https://www.sakura.example', membership_code: 'join-sakura-123456' });
    const other = await api().post('/api/v1/employer_users').send({ user: { email: 'x@elsewhere.example', password: 'password-123', membership_code: 'join-sakura-123456' } }).expect(422);
    expect(errorsOf(other.body)).to.deep.equal({ email: ["must use the company's own domain"] });
    const joined = await api().post('/api/v1/employer_users').send({ user: { email: 'hr@sakura.example', password: 'password-123', membership_code: 'join-sakura-123456' } }).expect(201);
    expect(joined.body.data.attributes.company_id).to.equal(company.id);
  });
});

describe('password resets (/api/v1/password_reset_tokens, /password_resets)', () => {
  it('answers the same whether or not the account exists, and e-mails a single-use token', async () => {
    await createUser({ email: 'forgetful@example.com', password: 'old-password-1' });
    const old = await api().post('/api/v1/sessions').send({ user: { email: 'forgetful@example.com', password: 'old-password-1' } }).expect(201);
    const known = await api().post('/api/v1/password_reset_tokens').send({ user: { email: 'forgetful@example.com' } }).expect(202);
    const unknown = await api().post('/api/v1/password_reset_tokens').send({ user: { email: 'nobody@example.com' } }).expect(202);
    expect(unknown.body).to.deep.equal(known.body);
    await testApp().ctx.queue.drain();
    expect(await outbox('nobody@example.com')).to.have.length(0);
    const [email] = await outbox('forgetful@example.com');
    const token = email.text_body.match(/password-reset\/([\w-]+)/)![1];

    await api().post('/api/v1/password_resets').send({ user: { token, password: 'new-password-1' } }).expect(200);
    const reused = await api().post('/api/v1/password_resets').send({ user: { token, password: 'another-password' } }).expect(422);
    expect(errorsOf(reused.body)).to.deep.equal({ token: ['is invalid or has expired'] });
    await api().get('/api/v1/users/current').set(bearer(old.body.meta.access)).expect(401);
    await api().post('/api/v1/sessions').send({ user: { email: 'forgetful@example.com', password: 'new-password-1' } }).expect(201);
  });
});
