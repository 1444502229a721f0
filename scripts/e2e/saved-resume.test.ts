import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, openPage, screenshot } from './browser.js';
import { mailsTo } from './mailbox.js';

interface EmailJob {
  id: number;
  title: string;
  path: string;
  applicationEmail: string;
}

async function api<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: { accept: 'application/json', 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Two open jobs taking applications by e-mail, with the address their employer reads (the staff
 * API shows it). Tokyo and native Japanese pass every job's eligibility rules.
 */
async function twoEmailJobs(): Promise<EmailJob[]> {
  const list = await api<{ data: { id: string; attributes: { slug: string; title: string; application_type: number }; relationships: { company: { data: { id: string } } } }[]; included: { id: string; type: string; attributes: { slug: string } }[] }>(
    '/api/v1/jobs?page[size]=100',
  );
  const companySlug = new Map(list.included.filter((resource) => resource.type === 'company').map((company) => [company.id, company.attributes.slug]));
  const { access } = await api<{ access: string }>('/admin/api/sessions', { method: 'POST', body: { email: 'admin@shigoto.example', password: 'shigoto-admin' } });
  const jobs: EmailJob[] = [];
  for (const job of list.data.filter((row) => row.attributes.application_type === 2)) {
    const { application_email } = await api<{ application_email: string | null }>(`/admin/api/jobs/${job.id}`, { token: access });
    if (!application_email) continue;
    jobs.push({ id: Number(job.id), title: job.attributes.title, path: `/jobs/${companySlug.get(job.relationships.company.data.id)}/${job.attributes.slug}`, applicationEmail: application_email });
    if (jobs.length === 2) return jobs;
  }
  throw new Error('the seeded world has fewer than two e-mail jobs');
}

/** A PDF as the API recognises one (by its first bytes), with a line of its own to find in the e-mail. */
const resumePdf = (tag: string) => Buffer.from(`%PDF-1.4\n% Resume of ${tag}\n%%EOF\n`, 'latin1');

/** The resume box in view on a phone (375 px) and on a desktop (1280 px). */
async function boxShots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.getByTestId('resume-upload').scrollIntoViewIfNeeded();
    await screenshot(page, `${name}-${width}`);
  }
}

/** Opens a job's e-mail application page once it has filled in the signed-in seeker's name (the form is then live). */
async function applyPage(page: Page, path: string, name: string) {
  await page.goto(`${path}/apply`);
  await page.waitForFunction((expected) => document.querySelector<HTMLInputElement>('input[name="name"]')?.value === expected, name);
}

async function sendAndCloseThanks(page: Page, thanksTitle: string) {
  await page.getByRole('button', { name: 'Send application' }).click();
  const thanks = page.getByRole('dialog', { name: thanksTitle });
  await thanks.waitFor();
  await thanks.getByRole('button', { name: 'Close' }).click();
}

describe('saved resume (Chromium)', () => {
  after(closeBrowser);

  it('keeps the resume a signed-in seeker applies with, then sends it to the next e-mail job without choosing a file', async () => {
    const [first, second] = await twoEmailJobs();
    const tag = `saved-${Date.now().toString(36)}`;
    const seeker = { email: `${tag}@seeker.example`, password: 'saved-resume-1', name: `Robin Saved ${tag}` };
    await api('/api/v1/users', { method: 'POST', body: { user: seeker } });
    const pdf = resumePdf(tag);

    const page = await openPage();
    await page.goto('/user/login');
    await page.getByLabel('E-mail address').fill(seeker.email);
    await page.getByLabel('Password').fill(seeker.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('header [data-account="user"]').first().waitFor({ state: 'attached' });

    // First application: a new file, kept in the account (the box is ticked by default).
    await applyPage(page, first.path, seeker.name);
    await page.getByLabel(/^Resume/).setInputFiles({ name: 'robin-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByTestId('resume-file').getByText('robin-cv.pdf').waitFor();
    const keep = page.getByLabel('Keep this resume in my account for next time');
    expect(await keep.isChecked()).to.equal(true);
    await boxShots(page, 'saved-resume-keep-box');
    await page.getByLabel('Message to the employer').fill('Seven years of TypeScript and Go; I would love to build your platform.');
    await page.getByLabel('Where do you live now?').selectOption({ label: 'Tokyo' });
    await page.getByLabel('Your Japanese level').selectOption({ label: 'Native' });
    await sendAndCloseThanks(page, 'Thanks for applying!');
    await page.getByText('Your resume is kept in your account for your next application.').waitFor();
    await screenshot(page, 'saved-resume-kept-1280');
    const access = await page.evaluate(() => window.sessionStorage.getItem('access'));
    const current = await api<{ included: { type: string; attributes: { name: string; content_type: string; size: number } }[] }>('/api/v1/users/current', { token: access! });
    expect(current.included.find((resource) => resource.type === 'resume')?.attributes).to.include({ name: 'robin-cv.pdf', content_type: 'application/pdf', size: pdf.length });

    // Second application: the saved resume is already in the box, in English and in Japanese.
    await applyPage(page, `/jp${second.path}`, seeker.name);
    await page.getByTestId('resume-saved').getByText('保存済みの履歴書：robin-cv.pdf').waitFor();
    await page.getByRole('button', { name: '別のファイルを使う' }).waitFor();
    await boxShots(page, 'saved-resume-jp');
    await applyPage(page, second.path, seeker.name);
    const box = page.getByTestId('resume-upload');
    await box.getByTestId('resume-saved').getByText('Your saved resume: robin-cv.pdf').waitFor();
    expect(await box.getAttribute('data-state')).to.equal('success');
    await box.getByRole('button', { name: 'Use another file' }).waitFor();
    expect(await page.getByLabel('Keep this resume in my account for next time').count()).to.equal(0);
    await boxShots(page, 'saved-resume-en');
    await page.getByLabel('Message to the employer').fill('Happy to talk about the data platform role whenever suits you.');
    await sendAndCloseThanks(page, 'Thanks for applying!');
    await page.getByText('now has your application.').waitFor();

    const toEmployer = await mailsTo(second.applicationEmail, { matching: (mail) => mail.subject === `New applicant for ${second.title}: ${seeker.name}` });
    expect(toEmployer).to.have.length(1);
    expect(toEmployer[0].raw).to.match(/Content-Disposition: attachment; filename=robin-cv\.pdf/);
    expect(toEmployer[0].raw.replace(/\r?\n/g, '')).to.include(pdf.toString('base64'));
  });
});
