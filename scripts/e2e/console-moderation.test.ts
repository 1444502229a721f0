import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, openPage, screenshot } from './browser.js';
import { mailsTo } from './mailbox.js';

const PHONE = { viewport: { width: 375, height: 812 } };

async function signIn(page: Page) {
  await page.goto('/admin');
  await page.locator('input[name="username"]').fill('admin@shigoto.example');
  await page.locator('input[name="password"]').fill('shigoto-admin');
  await page.locator('button[type="submit"]').click();
  await page.getByText(/Welcome back/).waitFor();
}

/** Reads the staff API with the session the console stored, as the signed-in staff member. */
async function readAdminApi<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (apiPath) => {
    const { access } = JSON.parse(localStorage.getItem('shigoto.staffSession') ?? '{}') as { access?: string };
    const response = await fetch(`/admin/api${apiPath}`, { headers: { Accept: 'application/json', Authorization: `Bearer ${access}` } });
    if (!response.ok) throw new Error(`GET /admin/api${apiPath}: ${response.status}`);
    return response.json();
  }, path) as Promise<T>;
}

/** Sends one of the public site's forms to the API, as a visitor's browser does. */
async function sendPublicForm(path: string, body: object): Promise<void> {
  const response = await fetch(`${BASE_URL}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
  expect(response.status, `POST ${path}: ${await response.clone().text()}`).to.equal(201);
}

/** A single-part text e-mail's body (a Japanese one is base64-encoded). */
function textOf(raw: string): string {
  const [headers, ...body] = raw.split(/\r?\n\r?\n/);
  const text = body.join('\n\n');
  return /^Content-Transfer-Encoding: base64/im.test(headers) ? Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8') : text;
}

interface Company {
  id: number;
  name: string;
  slug: string;
  published: boolean;
}

const RESOURCES = [
  ['company_reviews', 'Company reviews'],
  ['company_experiences', 'Company experiences'],
  ['company_submissions', 'Company submissions'],
  ['company_leads', 'Company leads'],
  ['now_hiring_reports', 'Now-hiring reports'],
  ['feedbacks', 'Feedback'],
  ['leads', 'Newsletter subscribers'],
] as const;

describe('console moderation', () => {
  after(closeBrowser);

  it('an admin approves a pending review in the console and it then appears on the company page', async () => {
    const page = await openPage();
    await signIn(page);
    const [company] = await readAdminApi<Company[]>(page, `/companies?filter=${encodeURIComponent(JSON.stringify({ published: true }))}&range=[0,0]`);
    const title = `Calm on-call, kind reviews (e2e ${Date.now()})`;

    const site = await openPage();
    await site.goto(`/companies/${company.slug}`);
    await site.getByRole('heading', { name: company.name, level: 1 }).waitFor();
    expect(await site.getByText(title).count()).to.equal(0);

    await sendPublicForm('/company_reviews', {
      company_review: { company_id: company.id, title, body: 'Two years on the platform team: calm on-call, kind reviews and real ownership.', rating: 5 },
    });

    await page.getByRole('menuitem', { name: 'Company reviews' }).click();
    await page.waitForURL(/#\/company_reviews/);
    // Pending reviews lead the list: the one just sent (the newest) is on top.
    const firstRow = page.locator('table tbody tr').first();
    await firstRow.getByText(title).waitFor();
    await firstRow.locator('.MuiChip-root', { hasText: 'Pending' }).waitFor();
    await screenshot(page, 'moderation-reviews');
    await firstRow.click();
    await page.waitForURL(/#\/company_reviews\/\d+\/show/);
    await page.getByRole('button', { name: 'Reject' }).waitFor();
    await screenshot(page, 'moderation-review-show');

    // Rejecting needs a reason: the dialog says so before anything is sent.
    await page.getByRole('button', { name: 'Reject' }).click();
    const rejection = page.getByRole('dialog');
    await rejection.getByRole('button', { name: 'Reject' }).click();
    await rejection.getByText('Required').waitFor();
    await screenshot(page, 'moderation-review-reject-needs-reason');
    await rejection.getByRole('button', { name: 'Cancel' }).click();
    await rejection.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Approve' }).click();
    const approval = page.getByRole('dialog');
    await approval.getByText('Approve this entry?').waitFor();
    await approval.getByLabel('Reason').fill('Checked: the reviewer works there.');
    await screenshot(page, 'moderation-review-approve-dialog');
    await approval.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved; it is on the company page now.').waitFor();
    await page.locator('.MuiChip-root', { hasText: 'Approved' }).waitFor();
    await page.getByText('Checked: the reviewer works there.').waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).to.equal(0);
    await screenshot(page, 'moderation-review-approved');

    await site.reload();
    await site.getByText(title).waitFor();
    await screenshot(site, 'moderation-review-on-company-page');
  });

  it('an experience shows each answer under its question, a choice by its label, and answers to unknown questions under their keys', async () => {
    const page = await openPage();
    await signIn(page);
    const [company] = await readAdminApi<Company[]>(page, `/companies?filter=${encodeURIComponent(JSON.stringify({ published: true }))}&range=[0,0]`);
    const body = `Remote works well here: async reviews, quiet afternoons (e2e ${Date.now()}).`;
    await sendPublicForm('/company_experiences', {
      company_experience: { company_id: company.id, kind: 'remote', body, answers: { remote_policy: 'hybrid', office_days: '2', core_hours: '11:00-15:00 JST', favourite_snack: 'onigiri' } },
    });
    await page.goto('/admin#/company_experiences');
    await page.locator('table tbody tr').first().getByText(body).waitFor();
    await page.locator('table tbody tr').first().click();
    await page.waitForURL(/#\/company_experiences\/\d+\/show/);
    const answers = page.locator('dl');
    await answers.getByText('What is the remote work policy?').waitFor();
    expect(await answers.locator('dt').allInnerTexts()).to.deep.equal(['What is the remote work policy?', 'Days a week in the office', 'Core hours', 'favourite_snack']);
    expect(await answers.locator('dd').allInnerTexts()).to.deep.equal(['Hybrid', 'Two', '11:00-15:00 JST', 'onigiri']);
    // Named by its opening words, not a number.
    await page.getByRole('banner').getByText('Company experience: Remote works well here: async reviews, quiet…').waitFor();
    await screenshot(page, 'moderation-experience-answers');
  });

  it('an admin converts a company lead into a company and its first employer gets the sign-up link', async () => {
    const stamp = Date.now();
    const companyName = `Hoshizora Robotics ${stamp}`;
    const email = `hana.sato@hoshizora-${stamp}.example`;
    await sendPublicForm('/company_leads', { company_lead: { name: 'Hana Sato', company_name: companyName, email, job_title: 'CTO' } });

    const page = await openPage();
    await signIn(page);
    await page.getByRole('menuitem', { name: 'Company leads' }).click();
    await page.waitForURL(/#\/company_leads/);
    await page.getByText(companyName).click();
    await page.waitForURL(/#\/company_leads\/\d+\/show/);
    await screenshot(page, 'moderation-lead-show');

    await page.getByRole('button', { name: 'Convert into a company' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Create the company “${companyName}”?`).waitFor();
    await dialog.getByRole('combobox', { name: 'Invitation language' }).click();
    await page.getByRole('option', { name: 'Japanese' }).click();
    await screenshot(page, 'moderation-lead-convert-dialog');
    await dialog.getByRole('button', { name: 'Convert into a company' }).click();
    await page.getByText('Company created; the invitation is being e-mailed.').waitFor();
    // The lead now names its company, and cannot be converted again.
    await page.getByRole('link', { name: companyName }).waitFor();
    expect(await page.getByRole('button', { name: 'Convert into a company' }).count()).to.equal(0);
    await screenshot(page, 'moderation-lead-converted');

    const leadId = Number(/#\/company_leads\/(\d+)\/show/.exec(page.url())![1]);
    const lead = await readAdminApi<{ company_id: number; handled_at: string }>(page, `/company_leads/${leadId}`);
    const company = await readAdminApi<Company>(page, `/companies/${lead.company_id}`);
    expect(company).to.include({ name: companyName, published: false });

    const [invite] = await mailsTo(email, { matching: (mail) => mail.subject.includes(companyName) });
    expect(invite, 'the invitation e-mail').to.not.equal(undefined);
    expect(invite.subject).to.equal(`Shigoto に ${companyName} のページを用意しました`);
    const link = /https?:\/\/[^\s"<>]+\/employer\/signup\?code=[A-Za-z0-9_%-]+/.exec(textOf(invite.raw))?.[0];
    expect(link, 'the sign-up link in the invitation').to.be.a('string');

    const employer = await openPage();
    await employer.goto(new URL(link!).pathname + new URL(link!).search);
    await employer.getByText(`A colleague invited you to the employer account of ${companyName}.`).waitFor();
    await screenshot(employer, 'moderation-invite-signup');
  });

  it('an admin exports the subscribers the filters select as CSV, then unsubscribes one', async () => {
    const email = `e2e-${Date.now()}@mail.example`;
    await sendPublicForm('/leads', { lead: { email, include_tech_jobs: true, include_non_tech_jobs: true } });
    const page = await openPage({ acceptDownloads: true });
    await signIn(page);
    await page.goto(`/admin#/leads?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`);
    await page.locator('table tbody tr').first().getByText(email).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).to.match(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).to.have.length(2);
    expect(lines[1]).to.include(`,${email},en,true,true,`);

    // The list settles after the export before its row is opened; on the subscriber's page the
    // button is 'Unsubscribe' exactly (the list's 'Unsubscribed' column header is a button too).
    await page.waitForLoadState('networkidle');
    await page.locator('table tbody tr').first().getByText(email).click();
    await page.waitForURL(/#\/leads\/\d+\/show/);
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Unsubscribed.', { exact: true }).waitFor();
    await page.locator('.MuiChip-root', { hasText: 'Unsubscribed' }).waitFor();
    await screenshot(page, 'moderation-lead-unsubscribed');
  });

  it('every inbox opens on a desktop and on a phone', async () => {
    const desktop = await openPage();
    await signIn(desktop);
    const phone = await openPage(PHONE);
    await signIn(phone);
    for (const [resource, label] of RESOURCES) {
      await desktop.goto(`/admin#/${resource}`);
      await desktop.getByRole('heading', { name: label }).or(desktop.locator('.RaList-main')).first().waitFor();
      await desktop.locator('table tbody tr').first().waitFor();
      // The company names come in a second request.
      await desktop.waitForLoadState('networkidle');
      await screenshot(desktop, `moderation-${resource}-desktop`);

      await phone.goto(`/admin#/${resource}`);
      await phone.locator('.RaSimpleList-root, .MuiList-root').first().waitFor();
      await phone.locator('.MuiListItemButton-root, .MuiListItem-root').first().waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth), `${resource} fits 375 px`).to.be.at.most(375);
      await screenshot(phone, `moderation-${resource}-phone`);
      await phone.locator('.MuiListItemButton-root').first().click();
      await phone.waitForURL(new RegExp(`#/${resource}/\\d+/show`));
      await phone.locator('.RaShow-main, .RaShow-card').first().waitFor();
      await phone.waitForLoadState('networkidle');
      expect(await phone.evaluate(() => document.documentElement.scrollWidth), `a ${resource} page fits 375 px`).to.be.at.most(375);
      // The decisions say what they do on a phone too, not as bare round icons (react-admin's own buttons show only the icon there).
      const iconOnly = await phone.locator('main button.MuiIconButton-root').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
      expect(iconOnly, `${resource}: icon-only buttons`).to.deep.equal([]);
      await screenshot(phone, `moderation-${resource}-show-phone`);

      await desktop.locator('table tbody tr').first().click();
      await desktop.waitForURL(new RegExp(`#/${resource}/\\d+/show`));
      await desktop.locator('.RaShow-main, .RaShow-card').first().waitFor();
      await desktop.waitForLoadState('networkidle');
      await screenshot(desktop, `moderation-${resource}-show`);
    }

    // The feedback inbox puts waiting feedback first; marking it handled moves it down.
    await desktop.goto('/admin#/feedbacks');
    await desktop.locator('table tbody tr').first().locator('.MuiChip-root', { hasText: 'Waiting' }).waitFor();
    await desktop.locator('table tbody tr').first().click();
    await desktop.getByRole('button', { name: 'Mark handled' }).click();
    await desktop.getByText('Marked handled.').waitFor();
    await desktop.locator('.MuiChip-root', { hasText: 'Handled' }).waitFor();
    await desktop.getByRole('button', { name: 'Back to waiting' }).waitFor();
    await screenshot(desktop, 'moderation-feedback-handled');
  });
});
