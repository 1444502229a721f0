import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { createDatabase } from '@shigoto/db';
import { BASE_URL, closeBrowser, openPage, screenshot } from './browser.js';
import { API_JOB_FORM, apiJson as api, confirmJobAction as confirmAction, fillJobConditions, keepSession, shotsAtTwoWidths as shots, signInFreePlanEmployer, type SignInAnswer } from './site-actions.js';

/** The API's answer to an application link that is not an http(s) address. */
const HTTP_URL_MESSAGE = 'must be an http(s) link';

const EMPLOYER = { email: 'hiring@komorebi-ledger.example', password: 'shigoto-employer' };

/** Signs the demo employer in through the API and keeps the session in the tab, as the site's sign-in does. */
async function signInEmployer(page: Page): Promise<SignInAnswer> {
  const session = await api<SignInAnswer>('/api/v1/employer_sessions', { body: { user: EMPLOYER } });
  await page.goto('/about');
  await keepSession(page, session);
  return session;
}

interface EmployerJobResource {
  id: string;
  attributes: { slug: string; title: string; status: string; public_url: string | null };
}

/** The job card on the employer's list that shows `title`. */
const jobCard = (page: Page, title: string) => page.getByTestId('employer-job').filter({ hasText: title });

describe('employer jobs (Chromium)', () => {
  after(closeBrowser);

  it('a full plan refuses publishing one more job, with the plan\'s reason under the product\'s intro', async () => {
    // A company whose plan is full already, when the seed has one: publishing here changes the site's live counts other tests compare.
    const { session, active } = await signInFreePlanEmployer(({ count, limit }) => count === limit);
    const token = session.meta.access;
    const { count, limit } = active;
    expect(limit, 'free posting has the Starter allowance').to.equal(2);
    // Approved jobs enough to fill the plan and one more.
    const admin = await api<{ access: string }>('/admin/api/sessions', { body: { email: 'admin@shigoto.example', password: 'shigoto-admin' } });
    const [category] = (await api<{ data: { id: string }[] }>('/api/v1/category_skills')).data;
    const [location] = (await api<{ data: { id: string }[] }>('/api/v1/locations')).data;
    const tag = Date.now().toString(36);
    const titles = Array.from({ length: limit! - count + 1 }, (_, index) => `Plan Limit Engineer ${tag}-${index}`);
    const slugs: string[] = [];
    for (const title of titles) {
      const job = { ...API_JOB_FORM, title, category: Number(category.id), location: location.id };
      const created = await api<{ data: EmployerJobResource }>('/api/v1/employers/jobs', { token, body: { job } });
      await api(`/admin/api/jobs/${created.data.id}`, { method: 'PUT', token: admin.access, body: { approval_state: 'approved' } });
      slugs.push(created.data.attributes.slug);
    }
    const filling = slugs.slice(0, -1);
    for (const slug of filling) await api('/api/v1/employers/job_publishings', { token, body: { slug } });

    const page = await openPage();
    await page.goto('/about');
    await keepSession(page, session);
    await page.goto('/employer/jobs');
    await page.getByTestId('active-allowance').getByText(`${limit} of ${limit} active jobs`).waitFor();
    await confirmAction(page, jobCard(page, titles.at(-1)!), 'Publish');
    await page.getByText('Your job could not be published. Please fix the below issues first and try again:').waitFor();
    await page.getByText('Your plan allows 2 active jobs at a time. Close another job or upgrade your plan to publish this one.').waitFor();
    await jobCard(page, titles.at(-1)!).getByText('Approved, not published').waitFor();
    await shots(page, 'employer-jobs-plan-full');

    // The company goes back to the jobs the seed gave it.
    for (const slug of filling) await api(`/api/v1/employers/job_publishings/${encodeURIComponent(slug)}`, { method: 'DELETE', token });
  });

  it('posts a job through the form, has it approved, publishes it, previews it, closes it and edits it', async () => {
    const title = `Ledger Platform Engineer ${Date.now().toString(36)}`;
    const page = await openPage();
    const session = await signInEmployer(page);

    // The form: the preview needs every required field.
    await page.goto('/employer/new-job');
    await page.getByLabel(/^Job title/).fill(title);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByText('Unable to show preview. Please enter all required information').waitFor();
    await shots(page, 'employer-new-job-missing');

    // Places a job can be: not "Elsewhere outside Japan", which only applicants answer.
    await page.getByRole('combobox', { name: /^Working location/ }).click();
    const places = await page.getByRole('option').allInnerTexts();
    expect(places).to.include.members(['Japan', 'Tokyo', 'Remote (Japan)', 'Singapore']);
    expect(places).not.to.include('Elsewhere outside Japan');
    await page.keyboard.press('Escape');

    await fillJobConditions(page, 6_000_000);
    await page.getByLabel(/^Job description/).fill('We build the ledger behind Japan’s small shops.\n\nSee https://komorebi.example/about for more.\n\nTypeScript and PostgreSQL every day.');
    await page.getByTestId('links-removed').getByText('Links in the description are removed when you submit').waitFor();
    // Applications by e-mail need the address: the preview asks for it like any required field.
    await page.getByRole('radio', { name: 'By e-mail, through Shigoto' }).check();
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByText('Unable to show preview. Please enter all required information').waitFor();
    await page.locator('#job-application_email-helper-text').getByText('required').waitFor();
    await page.getByRole('radio', { name: 'On our own application page' }).check();
    // The server's reason shows under the field, and everything typed stays.
    await page.getByLabel(/^Application page URL/).fill('komorebi careers page');
    expect(await page.getByText('source=shigoto').count()).to.be.at.least(1);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.locator('#job-application_url-helper-text').getByText(HTTP_URL_MESSAGE).waitFor();
    expect(await page.getByLabel(/^Job title/).inputValue()).to.equal(title);
    await page.getByLabel(/^Application page URL/).fill('https://komorebi.example/careers/apply');
    await shots(page, 'employer-new-job-form');

    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByTestId('job-preview');
    await preview.getByRole('heading', { name: title }).waitFor();
    const previewText = await preview.innerText();
    expect(previewText).to.contain('TypeScript and PostgreSQL every day.');
    expect(previewText).not.to.contain('komorebi.example/about');
    // As seekers will see it: under the company's name; not dated, and no link away from the unsent form.
    await preview.getByText('Komorebi Ledger', { exact: false }).first().waitFor();
    expect(previewText).not.to.contain('Posted');
    expect(await preview.getByRole('link', { name: /Back to your jobs/ }).count()).to.equal(0);
    await shots(page, 'employer-new-job-preview');

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Submit job' }).click();
    await page.getByText('Job created successfuly').waitFor();
    await page.getByTestId('job-submitted').getByText('Pending review').waitFor();
    await shots(page, 'employer-new-job-submitted');

    // Listed under drafts; a pending job's card says what it waits for instead of offering to publish it.
    await page.goto('/employer/jobs');
    await page.getByRole('tab', { name: /^Drafts \(\d+\)$/ }).click();
    const card = jobCard(page, title);
    await card.getByText('Pending review').waitFor();
    await card.getByTestId('publish-issues').getByText('This job is waiting for approval by the Shigoto team. You can edit and publish it once it is approved.').waitFor();
    expect(await card.getByRole('button', { name: 'Publish' }).count()).to.equal(0);
    await shots(page, 'employer-jobs-pending');

    // Staff approve it.
    const list = await api<{ data: EmployerJobResource[]; meta: { active_jobs: { count: number; limit: number | null } } }>('/api/v1/employers/jobs?page[size]=100', { token: session.meta.access });
    const job = list.data.find((row) => row.attributes.title === title)!;
    const admin = await api<{ access: string }>('/admin/api/sessions', { method: 'POST', body: { email: 'admin@shigoto.example', password: 'shigoto-admin' } });
    await api(`/admin/api/jobs/${job.id}`, { method: 'PUT', token: admin.access, body: { approval_state: 'approved' } });

    await page.reload();
    const { count, limit } = list.meta.active_jobs;
    await page.getByTestId('active-allowance').getByText(limit === null ? `${count} active jobs (unlimited plan)` : `${count} of ${limit} active jobs`).waitFor();
    if (limit !== null && count >= limit) {
      // The plan is full: make room by closing another open job.
      await page.getByRole('tab', { name: /^Open/ }).click();
      await confirmAction(page, page.getByTestId('employer-job').first(), 'Close');
      await page.getByText('Job closed successfully').waitFor();
      await page.getByRole('tab', { name: /^All/ }).click();
    }
    await confirmAction(page, jobCard(page, title), 'Publish');
    await page.getByText('Job published successfully').waitFor();
    await jobCard(page, title).getByText('Published').waitFor();
    await shots(page, 'employer-jobs-published');

    const published = await api<{ data: EmployerJobResource }>(`/api/v1/employers/jobs/${job.attributes.slug}`, { token: session.meta.access });
    const publicPath = new URL(published.data.attributes.public_url!).pathname;
    expect((await fetch(`${BASE_URL}${publicPath}`)).status).to.equal(200);

    // The preview shows the job as its public page does.
    await page.goto(`/employer/jobs/${job.attributes.slug}`);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText('TypeScript and PostgreSQL every day.').waitFor();
    await shots(page, 'employer-job-preview');

    await page.goto('/employer/jobs');
    await confirmAction(page, jobCard(page, title), 'Close');
    await page.getByText('Job closed successfully').waitFor();
    await page.getByRole('tab', { name: /^Closed/ }).click();
    await jobCard(page, title).getByText('Closed').first().waitFor();
    await shots(page, 'employer-jobs-closed');

    // Editing a job that is not pending uses the same form and saves at once.
    await jobCard(page, title).getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit your job' }).waitFor();
    // The job being edited belongs with the jobs: that quick link is the current one, not "Post a job".
    const dashboardNav = page.getByRole('navigation', { name: 'Employer dashboard' });
    expect(await dashboardNav.locator('[aria-current="page"]').allInnerTexts()).to.deep.equal(['Jobs']);
    await page.waitForFunction((expected) => document.querySelector<HTMLInputElement>('#job-title')?.value === expected, title);
    await page.getByLabel(/^Job title/).fill(`${title} (updated)`);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL('**/employer/jobs');
    await page.getByText('Job updated successfuly').waitFor();
    await jobCard(page, `${title} (updated)`).waitFor();
  });

  it('opens a job saved at "Elsewhere outside Japan" before that was refused with that place shown, and saving says why under the field', async () => {
    if (!process.env.E2E_DATABASE_URL) throw new Error('E2E_DATABASE_URL is not set: run the browser suite through `npm test`');
    const db = createDatabase(process.env.E2E_DATABASE_URL);
    const page = await openPage();
    const session = await signInEmployer(page);
    const listed = await api<{ data: EmployerJobResource[] }>('/api/v1/employers/jobs', { token: session.meta.access });
    const job = listed.data.find((candidate) => candidate.attributes.status !== 'pending')!;
    const row = (await db.models.Job.findOne({ where: { slug: job.attributes.slug } }))!;
    const outside = (await db.models.Location.findOne({ where: { slug: 'outside-japan' } }))!;
    const placeBefore = row.location_id;
    try {
      // Written straight to the database: the form and the API refuse it now.
      await row.update({ location_id: outside.id });
      await page.goto(`/employer/new-job?edit=${encodeURIComponent(job.attributes.slug)}`);
      await page.getByRole('heading', { name: 'Edit your job' }).waitFor();
      await page.waitForFunction((expected) => document.querySelector<HTMLInputElement>('#job-title')?.value === expected, job.attributes.title);
      const place = page.getByRole('combobox', { name: /^Working location/ });
      expect(await place.innerText()).to.equal('Elsewhere outside Japan');

      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Save changes' }).click();
      // Back at the form: the reason under the field and in the box above the button, the rest kept.
      await page.locator('#job-location-helper-text').getByText('is where applicants live, not a place for a job').waitFor();
      await page.getByText('Working location: is where applicants live, not a place for a job').waitFor();
      expect(await page.getByLabel(/^Job title/).inputValue()).to.equal(job.attributes.title);
      // The list offers the places a job can be; choosing one saves.
      await place.click();
      await page.getByRole('option', { name: 'Tokyo', exact: true }).click();
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.waitForURL('**/employer/jobs');
      await page.getByText('Job updated successfuly').waitFor();
      await row.reload();
      const tokyo = (await db.models.Location.findOne({ where: { slug: 'tokyo' } }))!;
      expect(row.location_id).to.equal(tokyo.id);
    } finally {
      await row.update({ location_id: placeBefore });
      await db.close();
    }
  });

  it('shows the jobs list in Japanese', async () => {
    const page = await openPage();
    await signInEmployer(page);
    await page.goto('/jp/employer/jobs');
    await page.getByRole('heading', { name: '求人一覧' }).waitFor();
    await page.getByRole('tab', { name: /^下書き/ }).waitFor();
    await page.getByTestId('employer-job').first().waitFor();
    await shots(page, 'employer-jobs-jp');
    await page.goto('/jp/employer/new-job');
    await page.getByRole('heading', { name: '求人を掲載する' }).waitFor();
    await shots(page, 'employer-new-job-jp');
  });

  it('imports a job from its page and continues in the job form, filled in from it', async () => {
    type Listing = { data: { attributes: { slug: string; title: string }; relationships: { company: { data: { id: string } } } }[]; included: { id: string; type: string; attributes: { slug: string } }[] };
    const listing = await api<Listing>('/api/v1/jobs?page[size]=1');
    const [job] = listing.data;
    const company = listing.included.find((record) => record.type === 'company' && record.id === job.relationships.company.data.id)!;
    const page = await openPage();
    await signInEmployer(page);
    await page.goto('/import-job');
    await page.getByLabel('Job posting URL').fill(`${BASE_URL}/jobs/${company.attributes.slug}/${job.attributes.slug}`);
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByText('Imported: here is what we found').waitFor();
    await page.getByRole('link', { name: 'Write the job' }).click();
    await page.waitForURL(/\/employer\/new-job/);
    await page.getByTestId('imported-job').waitFor();
    expect(await page.getByLabel(/^Job title/).inputValue()).to.contain(job.attributes.title);
    expect(await page.getByLabel(/^Job description/).inputValue()).to.not.equal('');
    await screenshot(page, 'employer-new-job-imported');
    // Taken once: the next new job starts empty.
    await page.reload();
    await page.getByLabel(/^Job title/).waitFor();
    expect(await page.getByTestId('imported-job').count()).to.equal(0);
    expect(await page.getByLabel(/^Job title/).inputValue()).to.equal('');
  });
});
