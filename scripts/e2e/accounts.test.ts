import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, holdScripts, openPage, screenshot, robotsDirectives, untilHydrated } from './browser.js';
import { mailsTo, mailText } from './mailbox.js';
import { keepSession, type SignInAnswer } from './site-actions.js';

const SEEKER = { email: 'seeker@shigoto.example', password: 'shigoto-seeker', name: 'Alex Morgan' };
const SESSION_KEYS = ['csrf', 'access', 'refresh', 'accountType', 'signedIn', 'user'];

/** An address no earlier run used (the suite seeds a fresh database, but a rerun against the same one must not collide). */
function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@mail.example`;
}

/** What this tab keeps of its session (sessionStorage). */
async function storedSession(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate((keys) => Object.fromEntries(keys.map((key) => [key, window.sessionStorage.getItem(key)])), SESSION_KEYS);
}

/** The header's personal links show the given set (anonymous, a seeker's, an employer's). */
async function waitForHeaderAccount(page: Page, kind: 'anonymous' | 'user' | 'employer'): Promise<void> {
  await page.locator(`header [data-account="${kind}"]`).first().waitFor({ state: 'attached' });
}

/** Who the header says is signed in. */
async function signedInAs(page: Page): Promise<string> {
  return page.getByRole('banner').getByTestId('signed-in-as').innerText();
}

/** The flash banner's text once one of the given type shows. */
async function flashText(page: Page, type: 'success' | 'failure'): Promise<string> {
  const flash = page.locator(`[data-flash="${type}"]`);
  await flash.waitFor();
  return (await flash.textContent()) ?? '';
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('seeker accounts (Chromium)', () => {
  after(closeBrowser);

  it('signs up a new seeker (a taken e-mail is refused, keeping what was typed), shows their header, and signs out at /logout', async () => {
    const page = await openPage();
    await page.goto('/jobs');
    await waitForHeaderAccount(page, 'anonymous');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/user\/login\?next=%2Fjobs$/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/user\/signup\?next=%2Fjobs$/);
    expect((await robotsDirectives(page)).every((directives) => directives.includes('noindex'))).to.equal(true);

    await page.getByLabel('Name (optional)').fill('Robin Tanaka');
    await page.getByLabel('E-mail address').fill(SEEKER.email);
    await page.getByLabel('Password').fill('a-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    const errorBox = page.locator('[data-error-box]');
    await errorBox.waitFor();
    // The box names the field by its label, as the form does.
    expect(await errorBox.innerText()).to.contain('Your request was unsuccessful.').and.to.contain('E-mail address: has already been taken');
    await page.getByText('has already been taken', { exact: true }).waitFor();
    // Someone who already has an account is offered the way in: sign in (back to where they were), or a new password.
    const takenHelp = page.getByTestId('email-taken-help');
    expect(await takenHelp.getByRole('link', { name: 'Sign in' }).getAttribute('href')).to.equal('/user/login?next=%2Fjobs');
    expect(await takenHelp.getByRole('link', { name: 'Reset its password' }).getAttribute('href')).to.equal('/PasswordReset');
    expect(await page.getByLabel('Name (optional)').inputValue()).to.equal('Robin Tanaka');
    expect(await page.getByLabel('E-mail address').inputValue()).to.equal(SEEKER.email);
    await screenshot(page, 'accounts-signup-error');

    const email = freshEmail('robin');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/jobs$/);
    expect(await flashText(page, 'success')).to.contain('Welcome to Shigoto! Your account is ready.');
    await waitForHeaderAccount(page, 'user');
    expect(await signedInAs(page)).to.contain('Robin Tanaka');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).count()).to.equal(0);
    const session = await storedSession(page);
    expect(session).to.include({ signedIn: 'true', accountType: 'user' });
    expect(JSON.parse(session.user!)).to.include({ email, name: 'Robin Tanaka' });
    await screenshot(page, 'accounts-header-seeker');

    await page.getByRole('banner').getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL(`${BASE_URL}/`);
    expect(await flashText(page, 'success')).to.contain('You have signed out.');
    await waitForHeaderAccount(page, 'anonymous');
    expect(Object.values(await storedSession(page)).every((value) => value === null)).to.equal(true);
    // The API ended the session too: its access token opens nothing any more.
    const current = await fetch(`${BASE_URL}/api/v1/users/current`, { headers: { authorization: `Bearer ${session.access}` } });
    expect(current.status).to.equal(401);
  });

  it('signs the demo seeker in after a wrong password, back to the page they came from; the sign-in page then sends them on', async () => {
    const page = await openPage();
    await page.goto('/companies');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/user\/login\?next=%2Fcompanies$/);

    await signIn(page, SEEKER.email, 'not-the-password');
    const errorBox = page.locator('[data-error-box]');
    await errorBox.waitFor();
    expect(await errorBox.innerText()).to.contain('Invalid e-mail or password');
    expect(await page.getByLabel('E-mail address').inputValue()).to.equal(SEEKER.email);
    expect(await storedSession(page)).to.include({ signedIn: null });
    await screenshot(page, 'accounts-login-error');

    await page.getByLabel('Password').fill(SEEKER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/companies$/);
    await waitForHeaderAccount(page, 'user');
    expect(await signedInAs(page)).to.contain(SEEKER.name);

    // Signed in already: the sign-in page goes on to its destination, never off the site.
    await page.goto('/user/login?next=%2F%2Fevil.example%2F');
    await page.waitForURL(`${BASE_URL}/`);
    await page.goto('/user/login?next=%2Fblog');
    await page.waitForURL(/\/blog$/);
  });

  it('keeps the e-mail address typed on the sign-in page before its script had loaded, and signs in with it', async () => {
    const page = await openPage();
    const release = await holdScripts(page);
    await page.goto('/user/login?next=%2Fblog', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('E-mail address').fill(SEEKER.email);
    release();
    await untilHydrated(page, 'input[name="password"]');
    await page.getByLabel('Password').pressSequentially(SEEKER.password);
    expect(await page.getByLabel('E-mail address').inputValue()).to.equal(SEEKER.email);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/blog$/);
    await waitForHeaderAccount(page, 'user');
  });

  it('sends nothing before the sign-in page’s script has loaded: the e-mail and password stay in their fields, never in the address, and sign in once it has', async () => {
    const page = await openPage();
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(request.url());
    });
    const release = await holdScripts(page);
    await page.goto('/user/login?next=%2Fblog', { waitUntil: 'domcontentloaded' });
    navigations.length = 0;
    await page.getByLabel('E-mail address').fill(SEEKER.email);
    await page.getByLabel('Password').fill(SEEKER.password);
    await page.getByLabel('Password').press('Enter');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The browser's own submission would start a navigation at once (a GET with both fields in its address).
    await page.waitForTimeout(500);
    expect(navigations).to.deep.equal([]);
    expect(page.url()).to.equal(`${BASE_URL}/user/login?next=%2Fblog`);
    release();
    await untilHydrated(page, 'input[name="password"]');
    expect(await page.getByLabel('E-mail address').inputValue()).to.equal(SEEKER.email);
    expect(await page.getByLabel('Password').inputValue()).to.equal(SEEKER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/blog$/);
    await waitForHeaderAccount(page, 'user');
  });

  it('resets a forgotten password with the e-mailed link and signs in with the new one; the answer never tells whether an address has an account', async () => {
    const email = freshEmail('reset');
    const signUp = await fetch(`${BASE_URL}/api/v1/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email, password: 'first-password', name: 'Kim Reset' } }),
    });
    expect(signUp.status).to.equal(201);

    const page = await openPage();
    await page.goto('/user/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/PasswordReset$/);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(`If an account uses ${email}, we have sent it a link to reset the password.`, { exact: false }).waitFor();
    await screenshot(page, 'accounts-reset-sent');

    const [mail] = await mailsTo(email);
    expect(mail?.subject).to.equal('Reset your Shigoto password');
    const link = /https?:\/\/[^\s/]+(\/password-reset\/[A-Za-z0-9_-]{20,})/.exec(mailText(mail!.raw));
    expect(link, 'reset link in the e-mail').to.not.equal(null);

    // An address without an account gets the same answer, and no e-mail.
    const nobody = freshEmail('nobody');
    await page.goto('/PasswordReset');
    await page.getByLabel('E-mail address').fill(nobody);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(`If an account uses ${nobody}, we have sent it a link to reset the password.`, { exact: false }).waitFor();

    await page.goto(link![1]!);
    expect((await robotsDirectives(page)).every((directives) => directives.includes('noindex'))).to.equal(true);
    await page.getByLabel('New password').fill('second-password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.waitForURL(/\/user\/login$/);
    expect(await flashText(page, 'success')).to.contain('Your password has been changed. Please sign in.');

    await signIn(page, email, 'second-password');
    await page.waitForURL(`${BASE_URL}/`);
    await waitForHeaderAccount(page, 'user');
    expect(await signedInAs(page)).to.contain('Kim Reset');

    // The link works once.
    await page.goto(link![1]!);
    await page.getByLabel('New password').fill('third-password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.locator('[data-error-box]').getByText('Reset link: is invalid or has expired').waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    expect(await page.getByLabel('New password').inputValue()).to.equal('third-password');
    expect(await mailsTo(nobody, { timeoutMs: 500 })).to.have.length(0);
  });

  it('a 401 on a signed-in call clears the stored credentials and sends the seeker to /user/login, to come back to the page', async () => {
    const page = await openPage();
    await page.goto('/user/login');
    await signIn(page, SEEKER.email, SEEKER.password);
    await page.waitForURL(`${BASE_URL}/`);
    await waitForHeaderAccount(page, 'user');

    // Each page load reads users/current once; this one, with the good token, is let finish first.
    await Promise.all([page.waitForResponse((answer) => answer.url().endsWith('/api/v1/users/current')), page.goto('/blog')]);
    await page.evaluate(() => {
      window.sessionStorage.setItem('access', 'corrupt-access-token');
      window.sessionStorage.setItem('refresh', 'corrupt-refresh-token-that-is-long-enough');
    });
    // The page load reads users/current with the corrupt token; the refresh fails too.
    await page.reload();
    // …back to the page they were reading once they sign in again.
    await page.waitForURL(`${BASE_URL}/user/login?next=%2Fblog`);
    expect(Object.values(await storedSession(page)).every((value) => value === null)).to.equal(true);
    await waitForHeaderAccount(page, 'anonymous');
  });

  it('shows a signed-in employer the dashboard link instead of the employer marketing', async () => {
    const answer = await fetch(`${BASE_URL}/api/v1/employer_users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: freshEmail('hr').replace('@mail.example', '@header-test-co.example'), password: 'employer-password', company_name: 'Header Test Co' } }),
    });
    expect(answer.status).to.equal(201);
    const session = (await answer.json()) as SignInAnswer;

    const page = await openPage();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'For employers' }).waitFor();
    await keepSession(page, session);
    await page.reload();
    await waitForHeaderAccount(page, 'employer');
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).to.equal('/employer/jobs');
    await banner.getByRole('link', { name: 'Sign out' }).waitFor();
    expect(await nav.getByRole('link', { name: 'For employers' }).count()).to.equal(0);
    await screenshot(page, 'accounts-header-employer');
  });

  it('sends feedback from the footer; a failure flashes the reason and keeps what was typed', async () => {
    const page = await openPage();
    await page.goto('/about');
    await page.locator('footer').getByRole('button', { name: 'Send feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send us feedback' });
    await dialog.waitFor();
    const body = `The salary filter is great ${Date.now()}`;
    await dialog.getByLabel('Your feedback').fill(body);
    await dialog.getByLabel(/Your e-mail/).fill('not-an-e-mail');
    await dialog.getByRole('button', { name: 'Send' }).click();
    expect(await flashText(page, 'failure')).to.contain('Failed to submit: email is not a valid e-mail address');
    expect(await dialog.getByLabel('Your feedback').inputValue()).to.equal(body);
    expect(await dialog.getByLabel(/Your e-mail/).inputValue()).to.equal('not-an-e-mail');
    await screenshot(page, 'accounts-feedback-failure');

    await dialog.getByLabel(/Your e-mail/).fill('reader@mail.example');
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/api/v1/feedbacks') && answer.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Send' }).click(),
    ]);
    expect(response.status()).to.equal(201);
    const saved = (await response.json()) as { data: { id: string; attributes: { body: string; email: string } } };
    expect(saved.data.id).to.match(/^\d+$/);
    expect(saved.data.attributes).to.include({ body, email: 'reader@mail.example' });
    expect(await flashText(page, 'success')).to.contain('Feedback sent successfully.  Thanks!');
    await dialog.waitFor({ state: 'hidden' });
    await screenshot(page, 'accounts-feedback-sent');
  });

  it('marks the menu and feedback buttons as not ready until the page’s script has loaded, then they open', async () => {
    const page = await openPage({ viewport: { width: 375, height: 812 } });
    const release = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const feedbackButton = page.locator('footer').getByRole('button', { name: 'Send feedback' });
    expect(await menuButton.getAttribute('aria-disabled')).to.equal('true');
    expect(await feedbackButton.getAttribute('aria-disabled')).to.equal('true');
    release();
    // Clicks wait until the buttons are ready.
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await feedbackButton.click();
    await page.getByRole('dialog', { name: 'Send us feedback' }).waitFor();
  });

  it('on a 375 px screen the navigation is behind the menu button, which opens and closes it from the keyboard', async () => {
    const page = await openPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const banner = page.getByRole('banner');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).to.equal(false);
    const button = banner.getByRole('button', { name: 'Menu' });
    expect(await button.getAttribute('aria-expanded')).to.equal('false');
    // Logo, newsletter and menu button on one row.
    expect((await banner.boundingBox())!.height).to.be.below(72);
    await banner.getByRole('link', { name: 'Newsletter' }).waitFor();
    await screenshot(page, 'accounts-header-375');

    // A key press, unlike a click, does not wait for the button to be ready (hydrated).
    await banner.locator('button[aria-controls]:not([aria-disabled])').waitFor();
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.waitFor();
    // The open menu is modal: the rest of the page, the button too, is hidden from assistive technology.
    const menuButton = page.locator(`button[aria-controls="${await menu.getAttribute('id')}"]`);
    expect(await menuButton.getAttribute('aria-expanded')).to.equal('true');
    for (const name of ['Search jobs', 'Companies', 'Blog', 'For employers', 'Sign in']) await menu.getByRole('link', { name }).waitFor();
    await screenshot(page, 'accounts-menu-375');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).to.equal('Menu');

    await button.click();
    await menu.getByRole('link', { name: 'Companies' }).click();
    await page.waitForURL(/\/companies$/);
    await menu.waitFor({ state: 'hidden' });

    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto('/');
    await screenshot(page, 'accounts-header-768');
    await page.goto('/jp');
    await page.getByRole('banner').getByRole('button', { name: 'メニュー' }).click();
    await page.getByRole('dialog', { name: 'サイトメニュー' }).getByRole('link', { name: 'ログイン' }).waitFor();
    await screenshot(page, 'accounts-menu-768-ja');
  });

  it('speaks Japanese on the account pages, the API’s reasons included', async () => {
    const page = await openPage();
    await page.goto('/jp/user/login');
    expect(await page.locator('html').getAttribute('lang')).to.equal('ja');
    await page.getByRole('heading', { level: 1, name: 'Shigotoにログイン' }).waitFor();
    await page.getByLabel('メールアドレス').fill(SEEKER.email);
    await page.getByLabel('パスワード').fill('not-the-password');
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    const errorBox = page.locator('[data-error-box]');
    await errorBox.waitFor();
    expect(await errorBox.innerText()).to.contain('リクエストを処理できませんでした。');
    // The API's English reason, in the page's language.
    expect(await errorBox.innerText()).to.contain('メールアドレスまたはパスワードが正しくありません');
    await screenshot(page, 'accounts-login-ja');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'accounts-login-375-ja');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'アカウントを作成' }).click();
    await page.getByRole('heading', { level: 1, name: '求職者アカウントを作成' }).waitFor();
    await screenshot(page, 'accounts-signup-ja');
    await page.goto('/jp/PasswordReset');
    await page.getByRole('heading', { level: 1, name: 'パスワードの再設定' }).waitFor();
    await page.locator('footer').getByRole('button', { name: 'フィードバックを送る' }).click();
    await page.getByRole('dialog', { name: 'フィードバックを送る' }).waitFor();
    await screenshot(page, 'accounts-feedback-ja');

    await page.goto('/user/login');
    await screenshot(page, 'accounts-login-en');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'accounts-login-375-en');
  });

  it('keeps the account pages out of the sitemap', async () => {
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
    expect(sitemap).to.contain('<urlset');
    expect(sitemap).to.not.match(/\/user\/|PasswordReset|password-reset|logout/);
  });
});
