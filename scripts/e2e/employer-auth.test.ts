import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, openPage, screenshot, robotsDirectives } from './browser.js';
import { flashText } from './site-actions.js';
import { mailsTo } from './mailbox.js';

const PASSWORD = 'employer-password';
const FREE_MAIL_MESSAGE = 'must be your company e-mail address (free e-mail providers are not accepted)';

/** A company domain no earlier run used (a rerun against the same database must not collide). */
function freshDomain(): string {
  return `shinrai-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.example`;
}

/** The 6-digit code of the confirmation e-mail the API sent to `address`. */
async function confirmationCode(address: string): Promise<string> {
  const [mail] = await mailsTo(address);
  expect(mail, `a confirmation e-mail to ${address}`).to.not.equal(undefined);
  const code = /confirmation code: (\d{6})/.exec(mail.subject)?.[1];
  expect(code, mail.subject).to.match(/^\d{6}$/);
  return code!;
}

async function fillSignUp(page: Page, fields: { company?: string; name: string; email: string }): Promise<void> {
  if (fields.company !== undefined) await page.getByLabel('Company name').fill(fields.company);
  await page.getByLabel('Your name (optional)').fill(fields.name);
  await page.getByLabel('Company e-mail address').fill(fields.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** The dashboard's quick links, as a signed-in, confirmed employer sees them. */
async function quickLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Employer dashboard' });
  await nav.waitFor();
  return nav.getByRole('link').allInnerTexts();
}

describe('employer accounts (Chromium)', () => {
  after(closeBrowser);
  const domain = freshDomain();
  const owner = `aiko@${domain}`;
  const company = `Shinrai Systems ${domain.slice(8, 14)}`;
  let shareLink = '';

  it('refuses a free-mail sign-up with the reason, keeping what was typed; signs up with the company domain, confirms by the e-mailed code and lands on the dashboard', async () => {
    const page = await openPage();
    await page.goto('/employer/login');
    await page.getByRole('link', { name: 'Create an employer account' }).click();
    await page.waitForURL(/\/employer\/signup$/);
    expect((await robotsDirectives(page)).every((directives) => directives.includes('noindex'))).to.equal(true);
    // The password's rule is shown before anyone gets it wrong.
    await page.locator('#password-helper-text, [id$="-helper-text"]').getByText('At least 8 characters.').waitFor();

    await fillSignUp(page, { company, name: 'Aiko Sato', email: 'aiko.sato@gmail.com' });
    const errorBox = page.locator('[data-error-box]');
    await errorBox.waitFor();
    expect(await errorBox.innerText()).to.contain('Your request was unsuccessful.').and.to.contain(FREE_MAIL_MESSAGE);
    await page.getByText(FREE_MAIL_MESSAGE, { exact: true }).waitFor();
    expect(await page.getByLabel('Company name').inputValue()).to.equal(company);
    expect(await page.getByLabel('Your name (optional)').inputValue()).to.equal('Aiko Sato');
    expect(await page.getByLabel('Company e-mail address').inputValue()).to.equal('aiko.sato@gmail.com');
    await screenshot(page, 'employer-signup-free-mail');

    await page.getByLabel('Company e-mail address').fill(owner);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/employer\/unconfirmed$/);
    expect(await flashText(page, 'success')).to.contain('Your account was created. Please confirm your e-mail address.');
    expect(await page.getByTestId('code-sent-to').innerText()).to.contain(`We sent a 6-digit code to ${owner}.`);
    const code = await confirmationCode(owner);
    await screenshot(page, 'employer-unconfirmed');

    // The dashboard refuses an unconfirmed employer: it is sent back to the code screen.
    await page.goto('/employer/account');
    await page.waitForURL(/\/employer\/unconfirmed$/);

    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('6-digit code').fill(wrong);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('is invalid or has expired', { exact: true }).waitFor();
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/employer\/jobs$/);
    expect(await flashText(page, 'success')).to.contain('Your e-mail address is confirmed.');

    await page.goto('/employer/account');
    expect(await quickLinks(page)).to.deep.equal(['Jobs', 'Post a job', 'Applicants', 'Account', 'Contract', 'Report a hire']);
    await page.getByRole('heading', { name: 'Invite your colleagues' }).waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).to.equal('Aiko Sato');
    shareLink = await page.getByLabel('Signup link for colleagues').inputValue();
    expect(shareLink).to.match(new RegExp(`^${BASE_URL}/employer/signup\\?code=[\\w-]+$`));
    expect(await page.getByText(`Colleagues at ${company} create their own employer account`).count()).to.equal(1);
    await screenshot(page, 'employer-account');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'employer-account-375');
    await page.getByRole('button', { name: 'Copy link' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'employer-account-share-375');
    await page.goto('/jp/employer/account');
    await page.getByRole('heading', { name: '同僚を招待する' }).scrollIntoViewIfNeeded();
    expect(await page.getByLabel('同僚用の登録リンク').inputValue()).to.equal(shareLink);
    await screenshot(page, 'employer-account-jp-375');
  });

  it('lets a colleague join through the account page link (company fixed), confirming by the e-mailed link', async () => {
    expect(shareLink, 'the first test read the link').to.not.equal('');
    const page = await openPage({ viewport: { width: 375, height: 812 } });
    await page.goto(shareLink);
    await page.getByText(`A colleague invited you to the employer account of ${company}.`).waitFor();
    const companyField = page.getByLabel('Company', { exact: true });
    expect(await companyField.inputValue()).to.equal(company);
    expect(await companyField.isEditable()).to.equal(false);
    expect(await page.getByLabel('Company name').count()).to.equal(0);
    await screenshot(page, 'employer-signup-colleague-375');

    // Joining a company needs an address at its domain.
    await fillSignUp(page, { name: 'Ken Ito', email: 'ken@another-company.example' });
    await page.getByText("must use the company's own domain", { exact: true }).waitFor();
    const colleague = `ken@${domain}`;
    await page.getByLabel('Company e-mail address').fill(colleague);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/employer\/unconfirmed$/);
    const code = await confirmationCode(colleague);

    // The e-mailed link confirms the signed-in employer.
    await page.goto(`/employer-confirm/${code}`);
    await page.waitForURL(/\/employer\/jobs$/);
    expect(await flashText(page, 'success')).to.contain('Your e-mail address is confirmed.');
    await page.goto('/employer/account');
    await page.getByRole('heading', { name: 'Invite your colleagues' }).waitFor();
    expect(await page.getByLabel('Signup link for colleagues').inputValue()).to.equal(shareLink);
  });

  it('signs out and in again (a wrong password keeps the e-mail), and a signed-in employer skips the sign-in page', async () => {
    const page = await openPage();
    await page.goto('/employer/login');
    await page.getByLabel('Company e-mail address').fill(owner);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const errorBox = page.locator('[data-error-box]');
    await errorBox.waitFor();
    expect(await errorBox.innerText()).to.contain('Invalid e-mail or password');
    expect(await page.getByLabel('Company e-mail address').inputValue()).to.equal(owner);
    await screenshot(page, 'employer-login-error');

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/employer\/jobs$/);
    await page.goto('/employer/login?next=%2Femployer%2Faccount');
    await page.waitForURL(/\/employer\/account$/);
    await page.goto('/employer/login?next=%2F%2Fevil.example%2F');
    await page.waitForURL(/\/employer\/jobs$/);
    // The header's "Post a job" passes through the sign-up, which sends a signed-in employer on to the job form.
    await page.goto('/hire');
    await page.getByRole('banner').getByRole('link', { name: 'Post a job' }).click();
    await page.waitForURL(/\/employer\/new-job$/);

    await page.goto('/employer/account');
    await page.getByRole('banner').getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL(`${BASE_URL}/`);
    expect(await flashText(page, 'success')).to.contain('You have signed out.');
    await page.goto('/employer/account');
    await page.waitForURL(/\/employer\/login\?next=%2Femployer%2Faccount$/);
    await page.getByLabel('Company e-mail address').fill(owner);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/employer\/account$/);
    await page.getByRole('heading', { name: 'Invite your colleagues' }).waitFor();
  });

  it('sends an employer whose session has expired (corrupt tokens) to /employer/login; the password reset leads back there', async () => {
    const page = await openPage();
    await page.goto('/employer/login');
    // One password reset serves seekers and employers; the employer's way back is the employer sign-in.
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/PasswordReset\?for=employer$/);
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.waitForURL(/\/employer\/login$/);

    await page.getByLabel('Company e-mail address').fill(owner);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/employer\/jobs$/);
    await page.goto('/employer/account');
    await page.getByRole('heading', { name: 'Invite your colleagues' }).waitFor();
    await page.evaluate(() => {
      window.sessionStorage.setItem('access', 'corrupt.access.token');
      window.sessionStorage.setItem('refresh', 'corrupt-refresh-token');
    });
    await page.reload();
    await page.waitForURL(/\/employer\/login\?next=%2Femployer%2Faccount$/);
    expect(await page.evaluate(() => window.sessionStorage.getItem('signedIn'))).to.equal(null);
  });

  it('shows /jp/employer/login in Japanese', async () => {
    for (const width of [1280, 375]) {
      const page = await openPage({ viewport: { width, height: 812 } });
      await page.goto('/jp/employer/login');
      expect(await page.locator('html').getAttribute('lang')).to.equal('ja');
      await page.getByRole('heading', { name: '採用担当者ログイン' }).waitFor();
      await page.getByLabel('会社のメールアドレス').fill(owner);
      await page.getByLabel('パスワード').fill('not-the-password');
      await page.getByRole('button', { name: 'ログイン', exact: true }).click();
      await page.getByText('メールアドレスまたはパスワードが正しくありません').first().waitFor();
      expect(await page.getByRole('link', { name: '採用担当者アカウントを作成' }).getAttribute('href')).to.equal('/employer/signup?lang=jp');
      await screenshot(page, `employer-login-jp-${width}`);
      if (width === 375) {
        await page.goto('/jp/employer/signup');
        await page.getByLabel('会社名').fill('テスト株式会社');
        await page.getByLabel('会社のメールアドレス').fill('taro@yahoo.co.jp');
        await page.getByLabel('パスワード').fill(PASSWORD);
        await page.getByRole('button', { name: 'アカウントを作成' }).click();
        const freeMail = '会社のメールアドレスを入力してください（フリーメールは登録できません）';
        await page.locator('[data-error-box]').waitFor();
        expect(await page.locator('[data-error-box]').innerText()).to.contain('リクエストを処理できませんでした。').and.to.contain(freeMail);
        // Under the field too.
        await page.locator('.MuiFormHelperText-root', { hasText: freeMail }).waitFor();
        await screenshot(page, 'employer-signup-jp-375');
        // An address that already has an account: the way in is offered, in Japanese, to the employer's sign-in and reset.
        await page.getByLabel('会社のメールアドレス').fill(owner);
        await page.getByRole('button', { name: 'アカウントを作成' }).click();
        const takenHelp = page.getByTestId('email-taken-help');
        await takenHelp.getByText('このメールアドレスのアカウントはすでにあります。ご自身のアカウントですか？').waitFor();
        expect(await takenHelp.getByRole('link', { name: 'ログイン' }).getAttribute('href')).to.equal('/employer/login?lang=jp');
        expect(await takenHelp.getByRole('link', { name: 'パスワードを再設定' }).getAttribute('href')).to.equal('/PasswordReset?for=employer&lang=jp');
        await screenshot(page, 'employer-signup-taken-jp-375');
      }
    }
  });
});
