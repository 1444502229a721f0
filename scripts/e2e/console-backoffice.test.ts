import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { closeBrowser, openPage, screenshot } from './browser.js';
import { readAdminApi, signInToConsole } from './console-session.js';

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

async function signIn(page: Page) {
  await signInToConsole(page, 'admin@shigoto.example', 'shigoto-admin');
  await page.waitForURL(/\/admin\/?#\/?$/);
}

const listUrl = (resource: string, filter: object) => `/admin#/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

interface Dashboard {
  waiting: Record<string, number>;
}

describe('console back office', function () {
  // The public page may first serve the job's cached answer (up to 30 s) before showing the edit.
  this.timeout(150_000);
  after(closeBrowser);

  it('an admin edits a job’s title and salary, and the public job page shows them', async () => {
    const page = await openPage();
    await signIn(page);
    await page.goto(listUrl('jobs', { status: 'open' }));
    const rows = page.locator('table tbody tr');
    await rows.first().waitFor();
    await rows.first().click();
    await page.waitForURL(/\/jobs\/\d+\/show/);
    const jobId = Number(/\/jobs\/(\d+)\/show/.exec(page.url())![1]);
    await page.getByRole('link', { name: 'View on site' }).waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).waitFor();

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/jobs\/\d+$/);
    const title = `Staff-corrected Platform Engineer ${Date.now()}`;
    await page.locator('input[name="title"]').fill(title);
    await page.locator('input[name="salary_min"]').fill('8340000');
    await page.locator('input[name="salary_max"]').fill('12760000');
    await screenshot(page, 'backoffice-job-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/jobs\/\d+\/show/);
    await page.getByText('Changes saved.').waitFor();
    await page.getByText(title).first().waitFor();

    const saved = await readAdminApi<{ title: string; salary_min: number; salary_max: number; public_url: string }>(page, `/jobs/${jobId}`);
    expect(saved).to.include({ title, salary_min: 8_340_000, salary_max: 12_760_000 });
    const audit = await readAdminApi<{ action: string; changes: Record<string, unknown> }[]>(page, `/audit_logs?filter=${encodeURIComponent(JSON.stringify({ subject_type: 'job', subject_id: jobId }))}`);
    expect(audit[0]).to.deep.include({ action: 'job.edit' });
    expect(audit[0].changes).to.include({ title, salary_min: 8_340_000, salary_max: 12_760_000 });

    // The site keeps a job's API answer up to 30 s and serves it stale once while refreshing.
    const publicPath = new URL(saved.public_url).pathname;
    const site = await openPage();
    const deadline = Date.now() + 75_000;
    for (;;) {
      await site.goto(publicPath);
      const text = await site.locator('main').innerText();
      if (text.includes(title)) break;
      if (Date.now() > deadline) throw new Error(`the public page never showed the new title (${publicPath})`);
      await site.waitForTimeout(3000);
    }
    await site.getByRole('heading', { name: title }).waitFor();
    expect(await site.locator('main').innerText()).to.include('¥8.34M').and.include('¥12.76M');
    await screenshot(site, 'backoffice-job-public-page');

    const phone = await openPage(PHONE);
    await signIn(phone);
    await phone.goto(`/admin#/jobs/${jobId}`);
    await phone.locator('input[name="title"]').waitFor();
    await screenshot(phone, 'backoffice-job-edit-phone');

    // The job's location is chosen among places a job can be: not "Elsewhere outside Japan".
    const place = phone.getByRole('combobox', { name: 'Location' });
    await place.fill('Singapore');
    await phone.getByRole('option', { name: 'Singapore' }).waitFor();
    await place.fill('Elsewhere');
    await phone.getByText('No options').waitFor();
    expect(await phone.getByRole('option').count()).to.equal(0);
  });

  it('the dashboard shows what waits for the team, each count opening its list, and the charts', async () => {
    // Asking for less motion, the charts are drawn at once (recharts honours it; they are drawn in over 1.5 s otherwise): the screenshots show them whole.
    const stillMotion = { reducedMotion: 'reduce' } as const;
    const page = await openPage(stillMotion);
    await signIn(page);
    const { waiting } = await readAdminApi<Dashboard>(page, '/dashboard');
    const pending = page.getByTestId('waiting-pending_jobs');
    await pending.getByText(String(waiting.pending_jobs), { exact: true }).waitFor();
    await page.getByTestId('waiting-late_hire_reports').getByText(String(waiting.late_hire_reports), { exact: true }).waitFor();
    for (const chart of ['applications_per_day', 'page_views_per_day', 'new_jobs_per_week', 'subscribers_per_week']) {
      await page.getByTestId(`chart-${chart}`).locator('svg.recharts-surface').first().waitFor();
    }
    expect(await page.locator('.recharts-bar-rectangle, .recharts-line-curve').count()).to.be.greaterThan(0);
    await screenshot(page, 'backoffice-dashboard');

    await pending.click();
    await page.waitForURL(/#\/jobs\?filter=.*approval_state/);
    await page.getByRole('button', { name: new RegExp(`^Pending approval \\(${waiting.pending_jobs}\\)$`) }).waitFor();
    // A queue: the job waiting longest comes first.
    const [oldest] = await readAdminApi<{ title: string }[]>(page, `/jobs?filter=${encodeURIComponent(JSON.stringify({ approval_state: 'pending' }))}&sort=${encodeURIComponent(JSON.stringify(['created_at', 'ASC']))}&range=[0,0]`);
    await page.locator('table tbody tr').first().locator('td.column-title', { hasText: oldest.title }).waitFor();

    const phone = await openPage({ ...PHONE, ...stillMotion });
    await signIn(phone);
    await phone.getByTestId('chart-applications_per_day').locator('svg.recharts-surface').first().waitFor();
    await screenshot(phone, 'backoffice-dashboard-phone');

    const japanese = await openPage({ locale: 'ja-JP', ...stillMotion });
    await signIn(japanese);
    await japanese.getByRole('heading', { name: '対応待ち' }).waitFor();
    await japanese.getByTestId('chart-new_jobs_per_week').locator('svg.recharts-surface').first().waitFor();
    await japanese.getByText('週別の新着求人（12週）').waitFor();
    await screenshot(japanese, 'backoffice-dashboard-ja');
  });

  it('an admin marks an invoiced hire report paid', async () => {
    const page = await openPage();
    await signIn(page);
    await page.goto(listUrl('hiring_reports', { invoiced: true, paid: false }));
    const rows = page.locator('table tbody tr');
    await rows.first().waitFor();
    await screenshot(page, 'backoffice-hire-reports');
    const name = (await rows.first().locator('td.column-full_name').innerText()).trim();
    await rows.first().click();
    await page.waitForURL(/\/hiring_reports\/\d+\/show/);
    const reportId = Number(/\/hiring_reports\/(\d+)\/show/.exec(page.url())![1]);
    expect(await page.getByRole('button', { name: 'Mark invoiced' }).count()).to.equal(0);
    await page.getByRole('button', { name: 'Mark paid' }).click();
    await page.getByRole('dialog').getByText(`Mark the fee for ${name} paid?`).waitFor();
    await screenshot(page, 'backoffice-hire-report-confirm');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Hire marked paid.').waitFor();
    await page.getByRole('button', { name: 'Mark paid' }).waitFor({ state: 'detached' });
    const report = await readAdminApi<{ paid_at: string | null; invoiced_at: string | null }>(page, `/hiring_reports/${reportId}`);
    expect(report.paid_at).to.be.a('string');
    await screenshot(page, 'backoffice-hire-report-paid');

    const phone = await openPage(PHONE);
    await signIn(phone);
    await phone.goto('/admin#/hiring_reports');
    await phone.getByText(name).first().waitFor();
    await screenshot(phone, 'backoffice-hire-reports-phone');
  });

  it('a skill name already taken is refused under its field; the audit log shows who changed what', async () => {
    const page = await openPage();
    await signIn(page);
    await page.goto('/admin#/skills/create');
    await page.locator('input[name="name"]').fill('Go language');
    await page.locator('input[name="system_name"]').fill('go');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('is already taken').waitFor();
    expect(page.url()).to.match(/\/skills\/create$/);
    await screenshot(page, 'backoffice-skill-taken');

    await page.goto(listUrl('audit_logs', { subject_type: 'hiring_report' }));
    const rows = page.locator('table tbody tr');
    await rows.first().locator('td.column-action', { hasText: 'hiring_report.paid' }).waitFor();
    expect((await rows.first().locator('td.column-actor_name').innerText()).trim()).to.equal('Haruka Sato');
    expect((await rows.first().locator('td.column-subject_type').innerText()).trim()).to.equal('Hire report');
    const subject = (await rows.first().locator('td.column-subject_name').innerText()).trim();
    await screenshot(page, 'backoffice-audit-log');
    await rows.first().click();
    await page.waitForURL(/\/audit_logs\/\d+\/show/);
    await page.getByText('"paid_at"').waitFor();
    await page.getByRole('link', { name: 'Open the record' }).click();
    await page.waitForURL(/\/hiring_reports\/\d+\/show/);
    // The log names the report by the hire's name, as its own page does.
    const reportId = /\/hiring_reports\/(\d+)\/show/.exec(page.url())![1];
    expect((await readAdminApi<{ full_name: string }>(page, `/hiring_reports/${reportId}`)).full_name).to.equal(subject);

    const phone = await openPage(PHONE);
    await signIn(phone);
    await phone.goto('/admin#/audit_logs');
    await phone.getByText('Haruka Sato').first().waitFor();
    await screenshot(phone, 'backoffice-audit-log-phone');
    await phone.goto('/admin#/skills');
    await phone.locator('.MuiListItemText-primary').first().waitFor();
    await screenshot(phone, 'backoffice-skills-phone');
  });
});
