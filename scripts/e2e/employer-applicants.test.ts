import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, openPage, screenshot } from './browser.js';
import { keepSession, type SignInAnswer } from './site-actions.js';
import { employerGet, getJson, isPlain, openJobs, pdfBytes, postJson, type Job } from './seeded.js';

const tab = (page: Page, label: string) => page.getByRole('tab', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
/** The count a filter tab shows ("New (12)"). */
async function countOf(page: Page, label: string): Promise<number> {
  return Number((await tab(page, label).innerText()).match(/\((\d+)\)/)![1]);
}
/** Waits until the filter tab shows `count`. */
async function expectCount(page: Page, label: string, count: number) {
  await page.getByRole('tab', { name: `${label} (${count})` }).waitFor();
}
const rows = (page: Page) => page.locator('[data-testid="applicant-row"]');

/** Signs in as the company's employer through the API and keeps the session in this tab, as the sign-in page does. */
async function signInAsEmployer(page: Page, job: Job) {
  const answer = await postJson<SignInAnswer>('/api/v1/employer_sessions', { user: { email: `hiring@${job.company.slug}.example`, password: 'shigoto-employer' } });
  await page.goto('/');
  await keepSession(page, answer);
}

/** A seeker applies by e-mail with a PDF resume, through the API the apply form uses. */
async function applyByEmail(job: Job, name: string, email: string, message = 'I would love to build ledgers with your team in Tokyo.') {
  const locations = await getJson<{ data: { id: string; attributes: { name: string } }[] }>('/api/v1/locations');
  const tokyo = locations.data.find((location) => location.attributes.name === 'Tokyo') ?? locations.data[0];
  const form = new FormData();
  form.set('applicant[job_id]', String(job.id));
  form.set('applicant[name]', name);
  form.set('applicant[email]', email);
  form.set('applicant[message]', message);
  form.set('applicant[location_id]', tokyo.id);
  form.set('applicant[japanese_level_enum]', 'japanese_level_business_level');
  form.set('resume', new Blob([new Uint8Array(pdfBytes(`Resume of ${name}`))], { type: 'application/pdf' }), 'resume.pdf');
  const response = await fetch(`${BASE_URL}/api/v1/system_applicants`, { method: 'POST', headers: { accept: 'application/json' }, body: form });
  expect(response.status, await response.clone().text()).to.be.oneOf([200, 201]);
}

describe('employer applicants (Chromium)', () => {
  let job: Job;
  let otherCompanyApplicant: string;
  const tag = Date.now().toString(36);
  const name = `Haruto Applicant ${tag}`;
  const email = `haruto-${tag}@seeker.example`;

  before(async () => {
    const jobs = await openJobs();
    job = jobs.find((candidate) => candidate.application_type === 2 && isPlain(candidate))!;
    expect(job, 'a plain e-mail job').to.not.equal(undefined);
    await applyByEmail(job, name, email);
    const other = jobs.find((candidate) => candidate.company.slug !== job.company.slug && candidate.application_type === 2)!;
    otherCompanyApplicant = (await employerGet<{ data: { id: string }[] }>(other, '/employers/email_applicants?page[size]=1')).data[0].id;
  });
  after(closeBrowser);

  it('filters, searches, stars, rates and bulk-rates applicants, with counts that follow', async () => {
    const page = await openPage();
    await signInAsEmployer(page, job);
    await page.goto('/employer/applicants');
    await page.getByRole('heading', { name: 'Applicants' }).waitFor();
    await rows(page).first().waitFor();
    await screenshot(page, 'employer-applicants-all-1280');

    await tab(page, 'New').click();
    await page.waitForURL(/filter=new/);
    await page.getByLabel('Search applicants').fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/q=Haruto/);
    await page.getByText('1 applicant', { exact: true }).waitFor();
    expect(await rows(page).first().innerText()).to.contain(email);
    expect(await rows(page).first().innerText()).to.contain(job.title);
    // The counts are those of the search.
    await expectCount(page, 'All', 1);
    await expectCount(page, 'New', 1);
    await expectCount(page, 'Starred', 0);
    await expectCount(page, 'Good fit', 0);

    // Starring keeps the star on a reload.
    await page.getByRole('button', { name: `Star ${name}` }).click();
    await expectCount(page, 'Starred', 1);
    await page.reload();
    expect(await page.getByRole('button', { name: `Unstar ${name}` }).getAttribute('aria-pressed')).to.equal('true');

    // Rated a good fit, they leave the new applicants.
    await page.getByLabel(`Rating of ${name}`).selectOption({ label: 'Good fit' });
    await expectCount(page, 'Good fit', 1);
    await expectCount(page, 'In progress', 1);
    await expectCount(page, 'New', 0);
    await page.getByText('No applicants match.').waitFor();
    await screenshot(page, 'employer-applicants-rated-1280');

    // Two new applicants rated "maybe" together.
    await page.goto('/employer/applicants?filter=new&sort=oldest');
    await rows(page).nth(1).waitFor();
    const news = await countOf(page, 'New');
    const maybes = await countOf(page, 'Maybe');
    const picked = [await rows(page).nth(0).getByRole('link').innerText(), await rows(page).nth(1).getByRole('link').innerText()];
    for (const who of picked) await page.getByLabel(`Select ${who}`).check();
    await page.getByText('2 selected').waitFor();
    await page.getByLabel('Rate selected as').selectOption({ label: 'Maybe' });
    await screenshot(page, 'employer-applicants-bulk-1280');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText('Applicants updated: 2').waitFor();
    await expectCount(page, 'Maybe', maybes + 2);
    await expectCount(page, 'New', news - 2);
    await tab(page, 'Maybe').click();
    await page.waitForURL(/filter=maybe/);
    for (const who of picked) expect(await page.getByLabel(`Rating of ${who}`).locator('option:checked').innerText()).to.equal('Maybe');

    // At 375 px each applicant is a card: the rating sits under the name, inside the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(200);
    const card = (await rows(page).first().boundingBox())!;
    expect(card.width).to.be.at.most(375);
    const nameBox = (await rows(page).first().getByRole('link').boundingBox())!;
    const ratingBox = (await rows(page).first().getByLabel(/^Rating of/).boundingBox())!;
    expect(ratingBox.y).to.be.greaterThan(nameBox.y + nameBox.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
    await screenshot(page, 'employer-applicants-cards-375');
  });

  it('shows an applicant with their PDF resume in the page, and walks to the next and previous applicant', async () => {
    const page = await openPage();
    await signInAsEmployer(page, job);
    await page.goto(`/employer/applicants?q=${encodeURIComponent(name)}`);
    await page.getByRole('link', { name }).click();
    await page.waitForURL(/\/employer\/applicants\/single\/\d+\?q=.*at=1/);
    await page.getByRole('heading', { name }).waitFor();
    expect(await page.getByRole('link', { name: email }).getAttribute('href')).to.equal(`mailto:${email}`);
    expect(await page.getByText('I would love to build ledgers with your team in Tokyo.').count()).to.equal(1);
    expect(await page.getByText('Business Level (N2+)').count()).to.equal(1);
    expect(await page.getByLabel(`Rating of ${name}`).locator('option:checked').innerText()).to.equal('Good fit');
    // A change that cannot be saved is taken back, and the employer is told.
    await page.route('**/api/v1/employers/email_applicants/*', (route) => (route.request().method() === 'PUT' ? route.abort() : route.continue()));
    await page.getByLabel(`Rating of ${name}`).selectOption({ label: 'Hired' });
    await page.getByText('Your request was unsuccessful. We could not reach Shigoto. Check your connection and try again: nothing you typed is lost.').waitFor();
    expect(await page.getByLabel(`Rating of ${name}`).locator('option:checked').innerText()).to.equal('Good fit');
    await page.getByRole('button', { name: `Unstar ${name}` }).click();
    expect(await page.getByRole('button', { name: `Unstar ${name}` }).getAttribute('aria-pressed')).to.equal('true');
    await page.unroute('**/api/v1/employers/email_applicants/*');

    const frame = page.getByTestId('resume-frame');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).to.match(/^blob:/);
    await page.waitForTimeout(1500);
    await screenshot(page, 'employer-applicant-detail-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(200);
    await screenshot(page, 'employer-applicant-detail-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The list's order, newest first: next, then back.
    await page.goto('/employer/applicants?sort=newest');
    const first = await rows(page).nth(0).getByRole('link').innerText();
    const second = await rows(page).nth(1).getByRole('link').innerText();
    await page.getByRole('link', { name: first, exact: true }).click();
    await page.getByRole('heading', { name: first }).waitFor();
    await page.getByRole('link', { name: 'Next applicant' }).click();
    await page.waitForURL(/sort=newest.*at=2/);
    await page.getByRole('heading', { name: second }).waitFor();
    await page.getByRole('link', { name: 'Previous applicant' }).click();
    await page.waitForURL(/at=1/);
    await page.getByRole('heading', { name: first }).waitFor();

    // Opened from the new-applicant e-mail's link, with no place in a list: the whole list's order.
    await page.goto('/employer/applicants');
    const top = rows(page).nth(0).getByRole('link');
    const topName = await top.innerText();
    const secondName = await rows(page).nth(1).getByRole('link').innerText();
    const emailLink = new URL((await top.getAttribute('href'))!, BASE_URL).pathname;
    await page.goto(emailLink);
    await page.getByRole('heading', { name: topName }).waitFor();
    await page.getByRole('link', { name: 'Next applicant' }).click();
    await page.waitForURL(/at=2/);
    await page.getByRole('heading', { name: secondName }).waitFor();
  });

  it('reports the hire of an applicant from their page: their name and job are filled in, and they are marked Hired', async () => {
    const page = await openPage();
    await signInAsEmployer(page, job);
    await page.goto(`/employer/applicants?q=${encodeURIComponent(name)}`);
    await page.getByRole('link', { name }).click();
    await page.getByRole('heading', { name }).waitFor();
    await page.getByRole('link', { name: 'Report this hire' }).click();
    await page.waitForURL(/\/employer\/report-hire\?applicant=\d+/);
    await page.getByTestId('hire-for-applicant').getByText(`The hire of ${name}, who applied to ${job.title}`, { exact: false }).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).to.equal(name);
    await page.getByRole('combobox', { name: /^Position/ }).filter({ hasText: job.title }).waitFor();
    await page.getByLabel('Start date').fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
    await page.getByRole('combobox', { name: /^Contract type/ }).click();
    await page.getByRole('option', { name: 'Full-time / permanent (including EOR)' }).click();
    await screenshot(page, 'employer-report-hire-for-applicant');
    await page.getByRole('button', { name: 'Report the hire' }).click();
    await page.locator('[data-hire-reported]').waitFor();

    await page.goto(`/employer/applicants?q=${encodeURIComponent(name)}`);
    await page.getByRole('link', { name }).click();
    await page.getByRole('heading', { name }).waitFor();
    expect(await page.getByLabel(`Rating of ${name}`).locator('option:checked').innerText()).to.equal('Hired');
  });

  it('shows the 404 page for another company’s applicant, and the list in Japanese', async () => {
    const page = await openPage();
    await signInAsEmployer(page, job);
    await page.goto(`/employer/applicants/single/${otherCompanyApplicant}`);
    await page.getByText('Sorry! The requested page could not be found. Please check the URL.').waitFor();
    await screenshot(page, 'employer-applicant-not-found-1280');

    await page.goto('/jp/employer/applicants');
    await page.getByRole('heading', { name: '応募者' }).waitFor();
    await tab(page, 'すべて').waitFor();
    await rows(page).first().waitFor();
    expect(await page.getByLabel('並び順').locator('option:checked').innerText()).to.equal('おすすめ順');
    await screenshot(page, 'employer-applicants-jp-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(200);
    await screenshot(page, 'employer-applicants-jp-375');
  });

  it('names a seeker’s other application to the same job on each of them, linked', async () => {
    const twice = `Sora Twice ${tag}`;
    const address = `sora-${tag}@seeker.example`;
    await applyByEmail(job, twice, address);
    await applyByEmail(job, twice, address.toUpperCase(), 'A second note: I can also start a month earlier than I wrote.');
    const page = await openPage();
    await signInAsEmployer(page, job);
    await page.goto(`/employer/applicants?q=${encodeURIComponent(twice)}&sort=newest`);
    await page.getByText('2 applicants', { exact: true }).waitFor();
    await rows(page).first().getByRole('link', { name: twice }).click();
    await page.getByText('A second note: I can also start a month earlier than I wrote.').waitFor();
    const others = page.getByTestId('other-applications').getByRole('link');
    expect(await others.count()).to.equal(1);
    await screenshot(page, 'employer-applicant-applied-twice-1280');
    await others.first().click();
    await page.waitForURL(/\/employer\/applicants\/single\/\d+$/);
    await page.getByText('I would love to build ledgers with your team in Tokyo.').waitFor();
    expect(await page.getByTestId('other-applications').getByRole('link').count()).to.equal(1);
  });
});
