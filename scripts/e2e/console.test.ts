import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { closeBrowser, openPage, screenshot } from './browser.js';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin');
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

describe('staff console (Chromium)', () => {
  after(closeBrowser);

  it('an admin signs in and moderates jobs and companies', async () => {
    const page = await openPage();
    await signIn(page, 'admin@shigoto.example', 'shigoto-admin');
    await page.getByRole('menuitem', { name: /jobs/i }).first().click();
    await page.waitForURL(/\/jobs/);
    await page.locator('table tbody tr').first().waitFor();
    expect(await page.locator('table tbody tr').count()).to.be.greaterThan(5);
    await screenshot(page, 'console-jobs');
    await page.getByRole('menuitem', { name: /companies/i }).first().click();
    await page.waitForURL(/\/companies/);
    await page.getByRole('columnheader', { name: 'Employees' }).waitFor();
    await page.locator('table tbody tr').nth(5).waitFor();
    await screenshot(page, 'console-companies');
    expect(await page.locator('table tbody tr').count()).to.be.greaterThan(5);
  });

  it('refuses a wrong password', async () => {
    const page = await openPage();
    await signIn(page, 'admin@shigoto.example', 'wrong-password');
    await page.getByText('Invalid e-mail or password').waitFor();
  });

  it('an editor does not see job moderation', async () => {
    const page = await openPage();
    await signIn(page, 'editor@shigoto.example', 'shigoto-editor');
    await page.getByText(/editor/i).first().waitFor();
    expect(await page.getByRole('menuitem', { name: /^jobs$/i }).count()).to.equal(0);
    await screenshot(page, 'console-editor');
  });
});
