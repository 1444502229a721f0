import { expect } from 'chai';
import { closeBrowser, openPage, screenshot } from './browser.js';
import { readAdminApi, signInToConsole } from './console-session.js';
import { API_JOB_FORM, apiJson } from './site-actions.js';

interface AdminJob {
  approval_state: string;
  approved_at: string | null;
  published: boolean;
  memo: string | null;
}

describe('staff console (Chromium)', () => {
  after(closeBrowser);

  it('an admin signs in and moderates jobs and companies', async () => {
    const page = await openPage();
    await signInToConsole(page, 'admin@shigoto.example', 'shigoto-admin');
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

  it("approving a new company's first job says its company page goes public too", async () => {
    const stamp = Date.now();
    const company = `Tsubame Analytics ${stamp}`;
    const [category] = (await apiJson<{ data: { id: string }[] }>('/api/v1/category_skills')).data;
    const [location] = (await apiJson<{ data: { id: string }[] }>('/api/v1/locations')).data;
    const job = {
      ...API_JOB_FORM,
      title: 'Data Platform Engineer',
      category: Number(category.id),
      location: location.id,
      new_company_name: company,
      submitter_email: `hana@tsubame-${stamp}.example`,
    };
    const created = await apiJson<{ data: { id: string } }>('/api/v1/jobs', { body: { job } });

    const page = await openPage();
    await signInToConsole(page, 'admin@shigoto.example', 'shigoto-admin');
    await page.getByRole('menuitem', { name: /jobs/i }).first().waitFor();
    await page.goto(`/admin#/jobs/${created.data.id}/show`);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByText(`${company} is not on the site yet: approving its first job publishes its company page too.`, { exact: false }).waitFor();
    await screenshot(page, 'console-approve-new-company');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  });

  it('an admin approves a job from the pending queue, notes it in the memo and publishes it', async () => {
    const page = await openPage();
    await signInToConsole(page, 'admin@shigoto.example', 'shigoto-admin');
    await page.getByRole('menuitem', { name: /jobs/i }).first().click();
    await page.getByRole('button', { name: /^Pending approval \(\d+\)$/ }).click();
    await page.waitForURL(/approval_state/);
    const rows = page.locator('table tbody tr');
    await rows.first().locator('td.column-approval_state', { hasText: 'Pending' }).waitFor();
    const states = await page.locator('table tbody td.column-approval_state').allInnerTexts();
    expect(states.length).to.be.greaterThan(0);
    expect(new Set(states.map((state) => state.trim()))).to.deep.equal(new Set(['Pending']));
    await screenshot(page, 'console-pending-queue');

    const title = (await rows.first().locator('td.column-title').innerText()).trim();
    await rows.first().click();
    await page.waitForURL(/\/jobs\/\d+\/show/);
    const jobId = Number(/\/jobs\/(\d+)\/show/.exec(page.url())![1]);
    await page.getByRole('button', { name: 'Reject' }).waitFor();
    await screenshot(page, 'console-pending-job');

    await page.getByRole('button', { name: 'Approve' }).click();
    const confirmation = page.getByRole('dialog');
    await confirmation.getByText(`Approve “${title}”?`).waitFor();
    await screenshot(page, 'console-approve-confirmation');
    await confirmation.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Job approved; the submitter is being e-mailed.').waitFor();
    await page.locator('.MuiChip-root', { hasText: 'Approved' }).waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).to.equal(0);
    await page.getByRole('button', { name: 'Publish' }).waitFor();
    await screenshot(page, 'console-job-approved');

    const memo = `Approved after checking the salary range (e2e ${Date.now()})`;
    await page.getByRole('button', { name: 'Edit memo' }).click();
    await page.locator('textarea[name="memo"]').fill(memo);
    await screenshot(page, 'console-memo-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Memo saved.').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByText(memo).waitFor();

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Job published.').waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Feature' }).waitFor();
    await screenshot(page, 'console-job-published');

    const saved = await readAdminApi<AdminJob>(page, `/jobs/${jobId}`);
    expect(saved).to.include({ approval_state: 'approved', memo, published: true });
    expect(saved.approved_at).to.be.a('string');

    // The submitter's e-mail is in the outbox (development keeps every e-mail there).
    await page.getByRole('menuitem', { name: /e-mails/i }).first().click();
    await page.waitForURL(/\/outbound_emails/);
    await page.locator('input[name="q"]').fill(title);
    const approvalMail = page.locator('table tbody tr', { hasText: title }).filter({ hasText: 'job_approved' });
    await approvalMail.first().waitFor();
    expect(await approvalMail.count()).to.equal(1);
    await screenshot(page, 'console-outbox');
    await approvalMail.first().click();
    await page.waitForURL(/\/outbound_emails\/\d+\/show/);
    await page.getByText('/employer/jobs').first().waitFor();
    await screenshot(page, 'console-outbox-email');
  });

  it('an admin rejects a published job, which leaves the site, and deletes another', async () => {
    const page = await openPage();
    await signInToConsole(page, 'admin@shigoto.example', 'shigoto-admin');
    await page.getByRole('menuitem', { name: /jobs/i }).first().waitFor();
    await page.goto(`/admin#/jobs?filter=${encodeURIComponent(JSON.stringify({ approval_state: 'approved', published: true }))}`);
    const published = page.locator('table tbody tr');
    await published.first().waitFor();
    const title = (await published.first().locator('td.column-title').innerText()).trim();
    await published.first().click();
    await page.waitForURL(/\/jobs\/\d+\/show/);
    const jobId = Number(/\/jobs\/(\d+)\/show/.exec(page.url())![1]);
    const { slug } = await readAdminApi<AdminJob & { slug: string }>(page, `/jobs/${jobId}`);
    expect((await page.request.get(`/api/v1/jobs/${slug}`)).status()).to.equal(200);

    await page.getByRole('button', { name: 'Reject' }).click();
    const confirmation = page.getByRole('dialog');
    await confirmation.getByText('A published job is taken off the public site.', { exact: false }).waitFor();
    await confirmation.getByText(`Reject “${title}”?`).waitFor();
    // A rejection says why: the dialog asks for the reason before it sends anything.
    await confirmation.getByRole('button', { name: 'Reject' }).click();
    await confirmation.getByText('Required', { exact: true }).waitFor();
    const reason = 'The salary range is missing: please add the yearly salary in JPY.';
    await confirmation.getByRole('textbox').fill(reason);
    await screenshot(page, 'console-reject-published');
    await confirmation.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Job rejected; the submitter is being e-mailed.').waitFor();
    expect(await readAdminApi<AdminJob & { rejection_reason: string }>(page, `/jobs/${jobId}`)).to.include({ approval_state: 'rejected', published: false, rejection_reason: reason });
    await page.getByText(reason).waitFor();
    expect((await page.request.get(`/api/v1/jobs/${slug}`)).status()).to.equal(410);

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByText(`Delete “${title}”?`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Job deleted.').waitFor();
    await page.waitForURL(/#\/jobs(\?|$)/);
    expect(await readAdminApi<AdminJob & { is_deleted: boolean }>(page, `/jobs/${jobId}`)).to.include({ is_deleted: true });
    await page.locator('input[name="q"]').fill(title);
    await page.waitForURL(/filter=[^&]*%22q%22/);
    // Other demo jobs may share the title; the deleted one is not among the rows the list shows.
    const filter = new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('filter')!;
    const listed = await readAdminApi<{ id: number }[]>(page, `/jobs?filter=${encodeURIComponent(filter)}`);
    expect(listed.map((job) => job.id)).to.not.include(jobId);
    await page.waitForFunction((rows) => document.querySelectorAll('table tbody tr').length === rows, listed.length);
    await screenshot(page, 'console-job-deleted');
  });

  it('refuses a wrong password', async () => {
    const page = await openPage();
    await signInToConsole(page, 'admin@shigoto.example', 'wrong-password');
    await page.getByText('Invalid e-mail or password').waitFor();
  });

  it('an editor does not see job moderation, and finds the blog and the newsletters on the dashboard', async () => {
    const page = await openPage();
    await signInToConsole(page, 'editor@shigoto.example', 'shigoto-editor');
    await page.getByText(/editor/i).first().waitFor();
    expect(await page.getByRole('menuitem', { name: /^jobs$/i }).count()).to.equal(0);
    const issues = await readAdminApi<unknown[]>(page, '/newsletters?range=[0,499]');
    await page.getByTestId('newsletter-count').getByText(`${issues.length} issue`).waitFor();
    await page.getByRole('link', { name: 'Compose an issue' }).click();
    await page.waitForURL(/#\/newsletters\/create$/);
    await page.goBack();
    await screenshot(page, 'console-editor');
    // Nor through a link to a job page (e.g. one an admin shared): the page says it is an admin's.
    await page.goto('/admin#/jobs/1/show');
    await page.getByRole('heading', { name: 'Your role does not give access to that page.', level: 1 }).waitFor();
    await page.getByText('This page is for admins. Ask an admin if you need what it shows.').waitFor();
    expect(await page.getByRole('button', { name: /approve|reject|edit memo/i }).count()).to.equal(0);
    await screenshot(page, 'console-editor-admin-page');
    // An address the console has no page for at all.
    await page.goto('/admin#/no-such-page');
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.getByTestId('newsletter-count').waitFor();
  });
});
