import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, openPage } from './browser.js';
import { mailsTo } from './mailbox.js';
import { confirmJobAction, fillJobConditions, flashText, shotsAtTwoWidths } from './site-actions.js';
import { getJson, pdfBytes, postJson, staffGet } from './seeded.js';

// A new employer from sign-up to a reported hire, every step in the browser except the staff's
// approval. Nothing relies on ids or the order of rows: the job, applicant and report are found by
// names made unique for this run (the suite also runs on MariaDB).

const tag = Date.now().toString(36);
const domain = `hoshizora-${tag}.example`;
const owner = `mei@${domain}`;
const company = `Hoshizora Labs ${tag}`;
const title = `Payments Engineer ${tag}`;
const seeker = { name: `Riku Tanaka ${tag}`, email: `riku-${tag}@seeker.example` };
const hire = `Riku Tanaka ${tag}`;

/** The answer of an employer page must never be stored by the browser or a shared cache. */
async function goPrivate(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.headers()['cache-control'], `Cache-Control of ${path}`).to.match(/(^|,\s*)private(,|$)/).and.match(/(^|,\s*)no-store(,|$)/);
}

/** The codes of the confirmation e-mails sent to `address`, once `count` have arrived. */
async function confirmationCodes(address: string, count: number): Promise<string[]> {
  const mails = await mailsTo(address, { count });
  return mails.map((mail) => /confirmation code: (\d{6})/.exec(mail.subject)?.[1] ?? mail.subject);
}

/** Screenshots named after the journey's step, at both widths. */
const shots = (page: Page, name: string) => shotsAtTwoWidths(page, `journey-${name}`);

const todayIso = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

describe('employer journey (Chromium)', () => {
  after(closeBrowser);

  it('signs up, confirms by the e-mailed code, posts a job, has it approved, publishes it, receives an e-mail application, rates it, reads the PDF and reports the hire', async () => {
    const page = await openPage();

    // Sign-up with the company's own domain.
    await goPrivate(page, '/employer/signup');
    await page.getByLabel('Company name').fill(company);
    await page.getByLabel('Your name (optional)').fill('Mei Kato');
    await page.getByLabel('Company e-mail address').fill(owner);
    await page.getByLabel('Password').fill('employer-password');
    await shots(page, 'signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/employer\/unconfirmed$/);
    await page.getByTestId('code-sent-to').getByText(`We sent a 6-digit code to ${owner}.`).waitFor();
    const [first] = await confirmationCodes(owner, 1);

    // A lost code is sent again: the newest one confirms.
    await goPrivate(page, '/employer/unconfirmed');
    await page.getByRole('button', { name: 'Send the code again' }).click();
    expect(await flashText(page, 'success')).to.contain('We have sent you a new code. Please check your e-mail.');
    await shots(page, 'unconfirmed-resent');
    const codes = await confirmationCodes(owner, 2);
    expect(codes).to.have.length(2);
    expect(codes[0]).to.equal(first);
    await goPrivate(page, '/jp/employer/unconfirmed');
    await page.getByRole('button', { name: 'コードを再送信する' }).waitFor();
    await shots(page, 'unconfirmed-jp');
    await page.goto('/employer/unconfirmed');
    await page.getByLabel('6-digit code').fill(codes[1]);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/employer\/jobs$/);
    expect(await flashText(page, 'success')).to.contain('Your e-mail address is confirmed.');
    await shots(page, 'jobs-empty');
    // Nobody has applied yet: the applicants page says so (not "nothing matches").
    await goPrivate(page, '/employer/applicants');
    await page.getByTestId('applicants-empty').getByText('No one has applied yet. Applications to your published jobs appear here.').waitFor();
    const response = await page.request.get(`${BASE_URL}/employer-confirm/000000`);
    expect(response.headers()['cache-control']).to.contain('no-store');

    // A job whose candidates apply by e-mail through Shigoto.
    await goPrivate(page, '/employer/new-job');
    await page.getByLabel(/^Job title/).fill(title);
    await fillJobConditions(page, 7_000_000);
    await page.getByLabel(/^Job description/).fill('We run the payments behind Japan’s night markets.\n\nGo, Kafka and PostgreSQL every day.');
    await page.getByRole('radio', { name: 'By e-mail, through Shigoto' }).check();
    await page.getByLabel(/^E-mail for applications/).fill(`jobs@${domain}`);
    await shots(page, 'new-job-form');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByTestId('job-preview').getByRole('heading', { name: title }).waitFor();
    await shots(page, 'new-job-preview');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Submit job' }).click();
    await page.getByText('Job created successfuly').waitFor();
    await page.getByTestId('job-submitted').getByText('Pending review').waitFor();
    await shots(page, 'new-job-submitted');

    // Staff approve it.
    const access = await page.evaluate(() => sessionStorage.getItem('access'));
    const mine = await getJson<{ data: { id: string; attributes: { title: string; slug: string } }[] }>('/api/v1/employers/jobs?page[size]=100', { authorization: `Bearer ${access}` });
    const job = mine.data.find((row) => row.attributes.title === title);
    expect(job, 'the new job in the employer’s list').to.not.equal(undefined);
    const admin = await postJson<{ access: string }>('/admin/api/sessions', { email: 'admin@shigoto.example', password: 'shigoto-admin' });
    const approved = await fetch(`${BASE_URL}/admin/api/jobs/${job!.id}`, {
      method: 'PUT',
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${admin.access}` },
      body: JSON.stringify({ approval_state: 'approved' }),
    });
    expect(approved.status, await approved.clone().text()).to.equal(200);

    // The employer publishes it.
    await goPrivate(page, '/employer/jobs');
    await confirmJobAction(page, page.getByTestId('employer-job').filter({ hasText: title }), 'Publish');
    await page.getByText('Job published successfully').waitFor();
    await page.getByTestId('employer-job').filter({ hasText: title }).getByText('Published').waitFor();
    await shots(page, 'jobs-published');
    const published = await getJson<{ data: { attributes: { public_url: string | null } } }>(`/api/v1/employers/jobs/${job!.attributes.slug}`, { authorization: `Bearer ${access}` });
    const publicPath = new URL(published.data.attributes.public_url!).pathname;
    expect(publicPath).to.match(/^\/jobs\/[\w-]+\/[\w-]+$/);

    // A seeker, in a browser of their own, applies by e-mail with a PDF.
    const seekerPage = await openPage();
    await seekerPage.goto(`${publicPath}/apply`);
    await seekerPage.getByRole('heading', { name: `Apply to ${title}` }).waitFor();
    await seekerPage.getByLabel(/^Resume/).setInputFiles({ name: 'riku-cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes(`Resume of ${seeker.name}`) });
    await seekerPage.getByTestId('resume-file').getByText('riku-cv.pdf').waitFor();
    await seekerPage.getByLabel('Message to the employer').fill('I have run card payments in Go for five years.');
    await seekerPage.getByLabel('Full name').fill(seeker.name);
    await seekerPage.getByLabel('E-mail address').fill(seeker.email);
    await seekerPage.getByLabel('Where do you live now?').selectOption({ label: 'Tokyo' });
    await seekerPage.getByLabel('Your Japanese level').selectOption({ label: 'Business Level (N2+)' });
    await shots(seekerPage, 'apply-filled');
    await seekerPage.getByRole('button', { name: 'Send application' }).click();
    const thanks = seekerPage.getByRole('dialog', { name: 'Thanks for applying!' });
    await thanks.getByText(`We sent your application to ${company}, and a receipt to ${seeker.email}.`).waitFor();
    await shots(seekerPage, 'apply-thanks');
    const toCompany = await mailsTo(`jobs@${domain}`, { matching: (mail) => mail.subject.includes(seeker.name) });
    expect(toCompany.map((mail) => mail.subject)).to.deep.equal([`New applicant for ${title}: ${seeker.name}`]);

    // The employer finds the new applicant, stars and rates them, and reads the PDF.
    await goPrivate(page, '/employer/applicants');
    await page.getByRole('tab', { name: /^New \(\d+\)$/ }).click();
    await page.waitForURL(/filter=new/);
    const row = page.getByTestId('applicant-row').filter({ hasText: seeker.email });
    expect(await row.innerText()).to.contain(seeker.name).and.contain(title);
    await shots(page, 'applicants-new');
    await page.getByRole('button', { name: `Star ${seeker.name}` }).click();
    await page.getByRole('tab', { name: 'Starred (1)' }).waitFor();
    await page.getByLabel(`Rating of ${seeker.name}`).selectOption({ label: 'Good fit' });
    await page.getByRole('tab', { name: 'Good fit (1)' }).waitFor();
    await page.getByRole('tab', { name: 'New (0)' }).waitFor();
    await page.getByRole('tab', { name: /^Good fit/ }).click();
    await page.waitForURL(/filter=good_fit|filter=good/);
    await shots(page, 'applicants-rated');
    await page.getByRole('link', { name: seeker.name }).click();
    await page.waitForURL(/\/employer\/applicants\/single\/\d+/);
    await page.getByRole('heading', { name: seeker.name }).waitFor();
    expect(await page.getByRole('button', { name: `Unstar ${seeker.name}` }).getAttribute('aria-pressed')).to.equal('true');
    expect(await page.getByLabel(`Rating of ${seeker.name}`).locator('option:checked').innerText()).to.equal('Good fit');
    const frame = page.getByTestId('resume-frame');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).to.match(/^blob:/);
    await page.waitForTimeout(1500);
    await shots(page, 'applicant-detail');
    const detail = await page.request.get(page.url());
    expect(detail.headers()['cache-control']).to.contain('no-store');

    // The hire, reported on time.
    await goPrivate(page, '/employer/report-hire');
    await page.getByLabel('Full name').fill(hire);
    await page.getByRole('combobox', { name: /^Position/ }).click();
    await page.getByRole('option', { name: title, exact: true }).click();
    await page.getByLabel('Start date').fill(todayIso());
    await page.getByRole('combobox', { name: /^Contract type/ }).click();
    await page.getByRole('option', { name: 'Full-time / permanent (including EOR)', exact: true }).click();
    await shots(page, 'report-hire-filled');
    await page.getByRole('button', { name: 'Report the hire' }).click();
    expect(await flashText(page, 'success')).to.contain('Thanks! We have recorded the hire.');
    expect(await page.locator('[data-hire-reported]').innerText()).to.contain(hire).and.contain(title);
    await shots(page, 'report-hire-done');

    const reports = await staffGet<{ full_name: string; position: string; job_id: number; contract_type: string; is_late: boolean }[]>(
      `/hiring_reports?filter=${encodeURIComponent(JSON.stringify({ q: hire }))}`,
    );
    expect(reports).to.have.length(1);
    expect(reports[0]).to.include({ full_name: hire, position: title, job_id: Number(job!.id), contract_type: 'full_time_permanent', is_late: false });
  });
});
