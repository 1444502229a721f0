import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, openPage, screenshot } from './browser.js';
import { mailsTo, mailText } from './mailbox.js';

const ADMIN = { email: 'admin@shigoto.example', password: 'shigoto-admin' };
/** What only admins see in the console's menu. */
const ADMIN_MENU = [/^jobs$/i, /^companies$/i, /^e-mails$/i, /^employers$/i, /^seekers$/i, /^staff accounts$/i];

/** A run's own name part, so a rerun against the same database never collides. */
const runId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signInToConsole(page: Page, email: string, password: string) {
  await page.goto('/admin');
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/admin\/?#\/$/);
}

async function menuItems(page: Page): Promise<string[]> {
  return (await page.getByRole('menuitem').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
}

async function confirmDialog(page: Page, title: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(title).waitFor();
  return dialog;
}

describe('console people (Chromium)', () => {
  after(closeBrowser);

  it('an admin invites an editor and sends a new link; the newest e-mailed link sets their password, signs them in, and their menu has no admin resources', async () => {
    const admin = await openPage();
    await signInToConsole(admin, ADMIN.email, ADMIN.password);
    await admin.getByRole('menuitem', { name: /staff accounts/i }).click();
    await admin.waitForURL(/#\/staff_users/);
    await admin.locator('table tbody tr').first().waitFor();
    await screenshot(admin, 'console-people-staff-list');

    const email = `editor-${runId()}@shigoto.example`;
    await admin.getByRole('link', { name: 'Invite' }).click();
    await admin.waitForURL(/#\/staff_users\/create/);
    await admin.locator('input[name="name"]').fill('Yui Editor');
    await admin.locator('input[name="email"]').fill(email);
    await screenshot(admin, 'console-people-invite');
    await admin.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByText(`Invitation e-mailed to ${email}.`).waitFor();
    await admin.waitForURL(/#\/staff_users\/\d+\/show/);
    await admin.getByText('Yui Editor').first().waitFor();
    await screenshot(admin, 'console-people-invited');

    // The first link is "lost": the admin sends a new one, and only that one works.
    const isInvitation = (m: { subject: string }) => m.subject === 'You are invited to the Shigoto staff console';
    expect(await mailsTo(email, { matching: isInvitation })).to.have.length(1);
    await admin.getByRole('button', { name: 'Send a new link' }).click();
    const resending = await confirmDialog(admin, `Send a new invitation link to ${email}?`);
    await screenshot(admin, 'console-people-resend-confirmation');
    await resending.getByRole('button', { name: 'Confirm' }).click();
    await admin.getByText(`A new invitation link was e-mailed to ${email}.`).waitFor();

    const mails = await mailsTo(email, { count: 2, matching: isInvitation });
    expect(mails, 'two invitation e-mails').to.have.length(2);
    const [oldLink, link] = mails.map((mail) => /https?:\/\/\S+\/admin\/#\/accept-invite\?token=[A-Za-z0-9_-]{20,}/.exec(mailText(mail.raw))?.[0]);
    expect(link, 'the link in the e-mail').to.be.a('string');
    expect(link).to.not.equal(oldLink);
    expect(link!.startsWith(`${BASE_URL}/admin/`)).to.equal(true);

    const editor = await openPage({ viewport: { width: 375, height: 760 } });
    await editor.goto(link!);
    await editor.getByRole('heading', { name: 'Welcome to the Shigoto staff console' }).waitFor();
    await editor.locator('input[name="password"]').fill('editor-password-1');
    await editor.locator('input[name="password_again"]').fill('editor-password-2');
    await editor.getByRole('button', { name: 'Set password and sign in' }).click();
    await editor.getByText('The two passwords differ').waitFor();
    await screenshot(editor, 'console-people-accept-375');
    await editor.locator('input[name="password_again"]').fill('editor-password-1');
    await editor.getByRole('button', { name: 'Set password and sign in' }).click();
    await editor.getByText('Welcome back, Yui Editor').waitFor();
    await screenshot(editor, 'console-people-editor-375');

    // Desktop, where the menu is always open: not one admin resource in it.
    await editor.setViewportSize({ width: 1280, height: 900 });
    await editor.getByRole('menuitem').first().waitFor();
    const items = await menuItems(editor);
    expect(items.length).to.be.greaterThan(0);
    for (const adminOnly of ADMIN_MENU) expect(items.some((item) => adminOnly.test(item)), `${adminOnly} in ${items}`).to.equal(false);
    await screenshot(editor, 'console-people-editor');

    // The link worked once, and the replaced one not at all.
    for (const used of [link!, oldLink!]) {
      const again = await openPage();
      await again.goto(used);
      await again.locator('input[name="password"]').fill('another-password-1');
      await again.locator('input[name="password_again"]').fill('another-password-1');
      await again.getByRole('button', { name: 'Set password and sign in' }).click();
      await again.getByText(/invitation link is invalid, has already been used or has expired/).waitFor();
    }
  });

  it('an admin confirms and then disables an employer: the employer’s open dashboard lands on /employer/login at its next call', async () => {
    const email = `hr@people-${runId()}.example`;
    const password = 'employer-password';
    const signUp = await fetch(`${BASE_URL}/api/v1/employer_users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email, password, name: 'Haru Employer', company_name: 'People Test Co' } }),
    });
    expect(signUp.status).to.equal(201);

    const admin = await openPage();
    await signInToConsole(admin, ADMIN.email, ADMIN.password);
    await admin.getByRole('menuitem', { name: /employers/i }).click();
    await admin.waitForURL(/#\/employers/);
    await admin.locator('input[name="q"]').fill(email);
    const row = admin.locator('table tbody tr', { hasText: email });
    await admin.waitForURL(/filter=[^&]*%22q%22/);
    await row.waitFor();
    await admin.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);
    await screenshot(admin, 'console-people-employers');
    await row.click();
    await admin.waitForURL(/#\/employers\/\d+\/show/);
    await admin.getByRole('link', { name: 'People Test Co' }).waitFor();

    await admin.getByRole('button', { name: 'Confirm', exact: true }).click();
    const confirmation = await confirmDialog(admin, `Confirm ${email}?`);
    await confirmation.getByRole('button', { name: 'Confirm' }).click();
    await admin.getByText('Employer confirmed.').waitFor();
    expect(await admin.getByRole('button', { name: 'Confirm', exact: true }).count()).to.equal(0);

    const employer = await openPage();
    await employer.goto('/employer/login');
    await employer.getByLabel('Company e-mail address').fill(email);
    await employer.getByLabel('Password').fill(password);
    await employer.getByRole('button', { name: 'Sign in', exact: true }).click();
    await employer.waitForURL(/\/employer\/jobs$/);
    const dashboard = employer.getByRole('navigation', { name: 'Employer dashboard' });
    await dashboard.waitFor();

    await admin.getByRole('button', { name: 'Disable' }).click();
    const disabling = await confirmDialog(admin, `Disable ${email}?`);
    await screenshot(admin, 'console-people-disable-confirmation');
    await disabling.getByRole('button', { name: 'Confirm' }).click();
    await admin.getByText('Employer disabled; their sessions have ended.').waitFor();
    await admin.getByRole('button', { name: 'Enable' }).waitFor();
    await screenshot(admin, 'console-people-employer-disabled');

    // The employer's page is still open; the next thing it asks the API for is refused.
    // The account page starts loading and is left for the sign-in page as soon as its call is refused
    // (waiting for the URL could meet the first navigation aborted): wait for the sign-in form.
    await dashboard.getByRole('link', { name: /account/i }).first().click();
    await employer.getByLabel('Company e-mail address').waitFor();
    expect(new URL(employer.url()).pathname).to.equal('/employer/login');

    const phone = await openPage({ viewport: { width: 375, height: 760 } });
    await signInToConsole(phone, ADMIN.email, ADMIN.password);
    await phone.goto(`/admin#/employers?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`);
    await phone.getByText(email).first().waitFor();
    await screenshot(phone, 'console-people-employers-375');
  });
});
