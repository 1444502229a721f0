import { expect } from 'chai';
import { api, signInStaff } from '../helpers/agent.js';
import { testApp } from '../helpers/context.js';
import { createCompany, createEmployer, createSignedInEmployer, createSignedInUser, createStaff, createUser } from '../helpers/factories.js';
import { errorsOf } from '../helpers/errors.js';

const SECRET_FIELDS = ['password_hash', 'refresh_jti', 'token_hash', 'csrf_hash'];

async function auditOf(action: string, subjectId: number) {
  const rows = await testApp().ctx.db.models.AuditLog.findAll({ where: { action, subject_id: String(subjectId) } });
  return rows.map((row) => row.get({ plain: true }));
}

function expectNoSecrets(body: unknown) {
  const text = JSON.stringify(body);
  for (const field of SECRET_FIELDS) expect(text).to.not.include(field);
}

describe('console: employers', () => {
  it('lists employers by name or e-mail, company, confirmation and disabled state, without secrets', async () => {
    const { tokens } = await signInStaff('admin');
    const acme = await createCompany({ name: 'Acme KK' });
    const aiko = await createEmployer({ company_id: acme.id, name: 'Aiko Tanaka', email: 'aiko@acme.example', confirmed_at: new Date() });
    await createEmployer({ company_id: acme.id, name: 'Ken Sato', email: 'ken@acme.example', is_disabled: true });
    await createEmployer({ name: 'Aiko Other', email: 'other@elsewhere.example' });
    const list = (filter: object) =>
      api().get('/admin/api/employers').query({ filter: JSON.stringify(filter), sort: JSON.stringify(['email', 'ASC']) }).set('authorization', `Bearer ${tokens.access}`).expect(200);

    const byName = await list({ q: 'aiko' });
    expect(byName.body.map((e: { email: string }) => e.email)).to.deep.equal(['aiko@acme.example', 'other@elsewhere.example']);
    expect(byName.headers['content-range']).to.equal('employers 0-1/2');
    expectNoSecrets(byName.body);
    expect((await list({ q: 'ken@acme' })).body.map((e: { name: string }) => e.name)).to.deep.equal(['Ken Sato']);
    expect((await list({ company_id: acme.id })).body).to.have.length(2);
    expect((await list({ company_id: acme.id, confirmed: true })).body.map((e: { id: number }) => e.id)).to.deep.equal([aiko.id]);
    expect((await list({ company_id: acme.id, confirmed: false, is_disabled: true })).body.map((e: { name: string }) => e.name)).to.deep.equal(['Ken Sato']);

    const one = await api().get(`/admin/api/employers/${aiko.id}`).set('authorization', `Bearer ${tokens.access}`).expect(200);
    expect(one.body).to.include({ email: 'aiko@acme.example', company_id: acme.id, company_name: 'Acme KK', confirmed: true, is_disabled: false });
    expectNoSecrets(one.body);
    await api().get('/admin/api/employers/999999').set('authorization', `Bearer ${tokens.access}`).expect(404);
  });

  it('confirms an employer, audited; refuses unconfirming', async () => {
    const { tokens, staff } = await signInStaff('admin');
    const employer = await createEmployer();
    const res = await api().put(`/admin/api/employers/${employer.id}`).send({ confirmed: true }).set('authorization', `Bearer ${tokens.access}`).expect(200);
    expect(res.body.confirmed).to.equal(true);
    expect(Date.parse(res.body.confirmed_at)).to.be.closeTo(Date.now(), 10_000);
    const row = await testApp().ctx.db.models.Employer.findByPk(employer.id);
    expect(row!.confirmed_at).to.be.instanceOf(Date);
    const [entry] = await auditOf('employer.confirm', employer.id);
    expect(entry).to.include({ actor_type: 'staff', actor_id: staff.id, subject_type: 'employer' });

    const refused = await api().put(`/admin/api/employers/${employer.id}`).send({ confirmed: false }).set('authorization', `Bearer ${tokens.access}`).expect(422);
    expect(refused.body.errors).to.deep.equal({ confirmed: ['can only be set to true'] });
  });

  it('disabling ends every session of the employer at once (next call 401, no sign-in); enabling lets them sign in again', async () => {
    const { tokens, staff } = await signInStaff('admin');
    const { employer, authorization } = await createSignedInEmployer();
    await api().get('/api/v1/employers/current').set('authorization', authorization).expect(200);

    const res = await api().put(`/admin/api/employers/${employer.id}`).send({ is_disabled: true }).set('authorization', `Bearer ${tokens.access}`).expect(200);
    expect(res.body.is_disabled).to.equal(true);
    await api().get('/api/v1/employers/current').set('authorization', authorization).expect(401);
    const [entry] = await auditOf('employer.disable', employer.id);
    expect(entry).to.include({ actor_id: staff.id });
    expect(entry.changes).to.deep.equal({ is_disabled: true });
    const live = await testApp().ctx.db.models.AuthSession.count({ where: { account_type: 'employer', account_id: employer.id, revoked_at: null } });
    expect(live).to.equal(0);

    await api().put(`/admin/api/employers/${employer.id}`).send({ is_disabled: false }).set('authorization', `Bearer ${tokens.access}`).expect(200);
    expect(await auditOf('employer.enable', employer.id)).to.have.length(1);
    // The old session stays ended; a new sign-in works.
    await api().get('/api/v1/employers/current').set('authorization', authorization).expect(401);
    await api().post('/api/v1/employer_sessions').send({ user: { email: employer.email, password: 'employer-password-1' } }).expect(201);
  });

  it('refuses bad input with 422 and editors with 403', async () => {
    const { tokens } = await signInStaff('admin');
    const employer = await createEmployer();
    const bad = await api().put(`/admin/api/employers/${employer.id}`).send({ is_disabled: 'yes' }).set('authorization', `Bearer ${tokens.access}`).expect(422);
    expect(bad.body.errors).to.have.property('is_disabled');
    await api().get('/admin/api/employers').query({ sort: JSON.stringify(['password_hash', 'ASC']) }).set('authorization', `Bearer ${tokens.access}`).expect(422);
    const editor = await signInStaff('editor');
    await api().put(`/admin/api/employers/${employer.id}`).send({ is_disabled: true }).set('authorization', `Bearer ${editor.tokens.access}`).expect(403);
  });
});

describe('console: seekers', () => {
  it('lists and shows seekers without secrets; filters by search and disabled', async () => {
    const { tokens } = await signInStaff('admin');
    const mia = await createUser({ name: 'Mia Chen', email: 'mia@mail.example' });
    await createUser({ name: 'Ren', email: 'ren@mail.example', is_disabled: true });
    const list = (filter: object) => api().get('/admin/api/users').query({ filter: JSON.stringify(filter) }).set('authorization', `Bearer ${tokens.access}`).expect(200);
    const found = await list({ q: 'mia' });
    expect(found.body.map((u: { id: number }) => u.id)).to.deep.equal([mia.id]);
    expectNoSecrets(found.body);
    expect((await list({ is_disabled: true })).body.map((u: { name: string }) => u.name)).to.deep.equal(['Ren']);
    const one = await api().get(`/admin/api/users/${mia.id}`).set('authorization', `Bearer ${tokens.access}`).expect(200);
    expect(one.body).to.include({ email: 'mia@mail.example', is_disabled: false });
    expectNoSecrets(one.body);
  });

  it('disabling a seeker ends their sessions (401 on the existing token) and is audited', async () => {
    const { tokens, staff } = await signInStaff('admin');
    const { user, authorization } = await createSignedInUser();
    await api().get('/api/v1/users/current').set('authorization', authorization).expect(200);
    const res = await api().put(`/admin/api/users/${user.id}`).send({ is_disabled: true }).set('authorization', `Bearer ${tokens.access}`).expect(200);
    expect(res.body.is_disabled).to.equal(true);
    await api().get('/api/v1/users/current').set('authorization', authorization).expect(401);
    const [entry] = await auditOf('user.disable', user.id);
    expect(entry).to.include({ actor_id: staff.id, subject_type: 'user' });
    // Disabled seekers cannot sign in either.
    await api().post('/api/v1/sessions').send({ user: { email: user.email, password: 'seeker-password-1' } }).expect(401);
  });
});

describe('console: staff accounts', () => {
  function invite(access: string, fields: object) {
    return api().post('/admin/api/staff_users').send(fields).set('authorization', `Bearer ${access}`);
  }

  /** The newest invitation e-mailed to the address. */
  async function invitationLink(address: string) {
    const { OutboundEmail } = testApp().ctx.db.models;
    const email = await OutboundEmail.findOne({ where: { to_address: address, template: 'staff_invitation' }, order: [['id', 'DESC']] });
    expect(email, `invitation e-mail to ${address}`).to.not.equal(null);
    const link = /(https?:\/\/\S+\/admin\/#\/accept-invite\?token=(\S+))/.exec(email!.text_body)!;
    return { email: email!, link: link[1], token: link[2] };
  }

  it('invites by e-mail: an account without a usable password, an English e-mail with a one-time link, audited', async () => {
    const { tokens, staff } = await signInStaff('admin');
    const res = await invite(tokens.access, { name: 'Yui Editor', email: ' Yui@Shigoto.example ', role: 'editor' }).expect(201);
    expect(res.body).to.include({ name: 'Yui Editor', email: 'yui@shigoto.example', role: 'editor', invitation_pending: true, is_disabled: false });
    expectNoSecrets(res.body);

    const { email, link, token } = await invitationLink('yui@shigoto.example');
    expect(email.language).to.equal('en');
    expect(email.subject).to.equal('You are invited to the Shigoto staff console');
    expect(email.text_body).to.include('Hello Yui Editor').and.include('7 days');
    expect(link.startsWith(`${testApp().ctx.config.publicUrl}/admin/#/accept-invite?token=`)).to.equal(true);
    const [entry] = await auditOf('staff_user.invite', res.body.id);
    expect(entry).to.include({ actor_id: staff.id });
    expect(entry.changes).to.deep.equal({ name: 'Yui Editor', email: 'yui@shigoto.example', role: 'editor' });

    // No password works before the invitation is accepted.
    await api().post('/admin/api/sessions').send({ email: 'yui@shigoto.example', password: '' }).expect(422);
    await api().post('/admin/api/sessions').send({ email: 'yui@shigoto.example', password: 'anything-at-all' }).expect(401);

    const accepted = await api().post('/admin/api/invitations/accept').send({ token, password: 'a-new-password-1' }).expect(201);
    expect(accepted.body.staff).to.deep.equal({ id: res.body.id, email: 'yui@shigoto.example', name: 'Yui Editor', role: 'editor' });
    await api().get('/admin/api/me').set('authorization', `Bearer ${accepted.body.access}`).expect(200);
    // An editor: the admin resources stay closed.
    await api().get('/admin/api/employers').set('authorization', `Bearer ${accepted.body.access}`).expect(403);
    await api().post('/admin/api/sessions').send({ email: 'yui@shigoto.example', password: 'a-new-password-1' }).expect(201);
    expect(await auditOf('staff_user.accept_invitation', res.body.id)).to.have.length(1);
    const listed = await api().get(`/admin/api/staff_users/${res.body.id}`).set('authorization', `Bearer ${tokens.access}`).expect(200);
    expect(listed.body.invitation_pending).to.equal(false);

    // Single use.
    const again = await api().post('/admin/api/invitations/accept').send({ token, password: 'another-password-2' }).expect(422);
    expect(again.body.errors).to.deep.equal({ token: ['is invalid or has expired'] });
    await api().post('/admin/api/sessions').send({ email: 'yui@shigoto.example', password: 'a-new-password-1' }).expect(201);
  });

  it('refuses an expired invitation and the public password reset refuses staff tokens', async () => {
    const { tokens } = await signInStaff('admin');
    await invite(tokens.access, { name: 'Late', email: 'late@shigoto.example', role: 'admin' }).expect(201);
    const { token } = await invitationLink('late@shigoto.example');
    const viaSite = await api().post('/api/v1/password_resets').send({ user: { token, password: 'through-the-site-1' } }).expect(422);
    expect(errorsOf(viaSite.body)).to.deep.equal({ token: ['is invalid or has expired'] });
    const { PasswordResetToken } = testApp().ctx.db.models;
    await PasswordResetToken.update({ expires_at: new Date(Date.now() - 1000) }, { where: { account_type: 'staff' } });
    const res = await api().post('/admin/api/invitations/accept').send({ token, password: 'a-new-password-1' }).expect(422);
    expect(res.body.errors).to.deep.equal({ token: ['is invalid or has expired'] });
  });

  it('sends a new link for a pending invitation (only the newest works), never after acceptance nor to a disabled account', async () => {
    const { tokens, staff } = await signInStaff('admin');
    const invited = await invite(tokens.access, { name: 'Lost Link', email: 'lost@shigoto.example', role: 'editor' }).expect(201);
    const { token: first } = await invitationLink('lost@shigoto.example');
    const resend = () => api().post(`/admin/api/staff_users/${invited.body.id}/invitations`).set('authorization', `Bearer ${tokens.access}`);
    const res = await resend().expect(201);
    expect(res.body).to.include({ id: invited.body.id, invitation_pending: true });
    const { token: second } = await invitationLink('lost@shigoto.example');
    expect(second).to.not.equal(first);
    const [entry] = await auditOf('staff_user.resend_invitation', invited.body.id);
    expect(entry).to.include({ actor_id: staff.id });

    await api().post('/admin/api/invitations/accept').send({ token: first, password: 'a-new-password-1' }).expect(422);
    await api().post('/admin/api/invitations/accept').send({ token: second, password: 'a-new-password-1' }).expect(201);
    expect((await resend().expect(422)).body.errors).to.deep.equal({ invitation: ['has already been accepted'] });

    const other = await invite(tokens.access, { name: 'Turned Away', email: 'away@shigoto.example', role: 'editor' }).expect(201);
    const { token } = await invitationLink('away@shigoto.example');
    await api().put(`/admin/api/staff_users/${other.body.id}`).send({ is_disabled: true }).set('authorization', `Bearer ${tokens.access}`).expect(200);
    const refused = await api().post('/admin/api/invitations/accept').send({ token, password: 'a-new-password-1' }).expect(422);
    expect(refused.body.errors).to.deep.equal({ token: ['is invalid or has expired'] });
    const notSent = await api().post(`/admin/api/staff_users/${other.body.id}/invitations`).set('authorization', `Bearer ${tokens.access}`).expect(422);
    expect(notSent.body.errors).to.deep.equal({ invitation: ['cannot be sent to a disabled account'] });
  });

  it('refuses a taken e-mail, a bad role and missing fields with field errors', async () => {
    const { tokens, staff } = await signInStaff('admin');
    const taken = await invite(tokens.access, { name: 'Again', email: staff.email, role: 'editor' }).expect(422);
    expect(taken.body.errors).to.deep.equal({ email: ['already belongs to a staff account'] });
    const bad = await invite(tokens.access, { email: 'x', role: 'owner' }).expect(422);
    expect(bad.body.errors).to.have.keys(['name', 'email', 'role']);
    const editor = await signInStaff('editor');
    await invite(editor.tokens.access, { name: 'N', email: 'n@shigoto.example', role: 'admin' }).expect(403);
  });

  it('a new role ends the staff member’s sessions so it applies; audited', async () => {
    const { tokens, staff } = await signInStaff('admin');
    const editor = await signInStaff('editor');
    const res = await api().put(`/admin/api/staff_users/${editor.staff.id}`).send({ role: 'admin' }).set('authorization', `Bearer ${tokens.access}`).expect(200);
    expect(res.body.role).to.equal('admin');
    await api().get('/admin/api/me').set('authorization', `Bearer ${editor.tokens.access}`).expect(401);
    const again = await api().post('/admin/api/sessions').send({ email: editor.staff.email, password: 'right-password-1' }).expect(201);
    expect(again.body.staff.role).to.equal('admin');
    await api().get('/admin/api/employers').set('authorization', `Bearer ${again.body.access}`).expect(200);
    const [entry] = await auditOf('staff_user.set_role', editor.staff.id);
    expect(entry).to.include({ actor_id: staff.id });
    expect(entry.changes).to.deep.equal({ role: 'admin' });
  });

  it('disables another staff member (401 on their token, no sign-in); never yourself', async () => {
    const { tokens, staff } = await signInStaff('admin');
    const other = await signInStaff('admin');
    await api().put(`/admin/api/staff_users/${other.staff.id}`).send({ is_disabled: true }).set('authorization', `Bearer ${tokens.access}`).expect(200);
    await api().get('/admin/api/me').set('authorization', `Bearer ${other.tokens.access}`).expect(401);
    await api().post('/admin/api/sessions').send({ email: other.staff.email, password: 'right-password-1' }).expect(401);
    expect(await auditOf('staff_user.disable', other.staff.id)).to.have.length(1);

    const self = await api().put(`/admin/api/staff_users/${staff.id}`).send({ is_disabled: true, role: 'editor' }).set('authorization', `Bearer ${tokens.access}`).expect(422);
    expect(self.body.errors).to.deep.equal({ role: ['cannot be changed on your own account'], is_disabled: ['cannot be changed on your own account'] });
    const row = await testApp().ctx.db.models.StaffUser.findByPk(staff.id);
    expect(row).to.include({ role: 'admin', is_disabled: false });
    await api().get('/admin/api/me').set('authorization', `Bearer ${tokens.access}`).expect(200);
  });

  it('two admins demoting each other at once leave one admin standing', async () => {
    const { StaffUser } = testApp().ctx.db.models;
    await StaffUser.update({ is_disabled: true }, { where: { role: 'admin' } });
    const [a, b] = [await signInStaff('admin'), await signInStaff('admin')];
    const demote = (by: typeof a, target: typeof a) =>
      api().put(`/admin/api/staff_users/${target.staff.id}`).send({ role: 'editor' }).set('authorization', `Bearer ${by.tokens.access}`);
    const statuses = (await Promise.all([demote(a, b), demote(b, a)])).map((res) => res.status).sort();
    // The second either finds its caller already demoted (401: the sessions ended) or is refused (422).
    expect(statuses[0]).to.equal(200);
    expect(statuses[1]).to.be.oneOf([401, 422]);
    expect(await StaffUser.count({ where: { role: 'admin', is_disabled: false } })).to.equal(1);
  });

  it('keeps the last active admin: neither demoted nor disabled, and nothing is written', async () => {
    const { StaffUser, AuditLog } = testApp().ctx.db.models;
    await StaffUser.update({ is_disabled: true }, { where: { role: 'admin' } });
    const last = await createStaff({ role: 'admin' });
    const editor = await createStaff({ role: 'editor' });
    // Only reachable through a race (two admins disabling each other) or a stale actor: the rule is the service's.
    const actor = { type: 'staff' as const, id: editor.id, role: 'admin' as const, sessionId: 'x' };
    const { staffAccounts } = testApp().ctx.services;
    for (const changes of [{ role: 'editor' as const }, { is_disabled: true }]) {
      const error = await staffAccounts.update(actor, last.id, changes).then(() => null, (e: unknown) => e);
      expect(error).to.have.property('status', 422);
      expect((error as { fields: Record<string, string[]> }).fields).to.deep.equal(
        Object.fromEntries(Object.keys(changes).map((key) => [key, ['cannot be changed: this is the last active admin']])),
      );
    }
    expect(await StaffUser.findByPk(last.id)).to.include({ role: 'admin', is_disabled: false });
    expect(await AuditLog.count({ where: { subject_type: 'staff_user', subject_id: String(last.id) } })).to.equal(0);
  });
});
