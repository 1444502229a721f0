import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, holdScripts, openPage, screenshot, untilHydrated } from './browser.js';
import { mailsTo } from './mailbox.js';
import { applicantsOf, employerGet, getJson, isPlain, isStrict, jobPath, openJobs, pdfBytes, postJson, staffGet, type Job } from './seeded.js';
import { flashText, sessionEntries, type SignInAnswer } from './site-actions.js';
// The labels a seeker reads in the filter panel.
import { en } from '../../public-site/src/i18n/en';

/** Each step at desktop width and at 375 px (the modals are full screen there). */
async function shots(page: Page, name: string) {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(200);
  await screenshot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForTimeout(100);
}

let runId = 0;
const seeker = (label: string) => {
  runId += 1;
  const tag = `${label}-${Date.now().toString(36)}-${runId}`;
  return { name: `Mika Example ${tag}`, email: `${tag}@seeker.example` };
};

interface ModalAnswers {
  name: string;
  email: string;
  url?: string;
  location?: string;
  japanese?: string;
}

/** Fills the seeker's details in the dialog (or page) `scope`, by the labels a seeker reads. */
async function fillApplicant(scope: ReturnType<Page['locator']> | Page, answers: ModalAnswers, labels = ENGLISH_LABELS) {
  await scope.getByLabel(labels.name).fill(answers.name);
  await scope.getByLabel(labels.email).fill(answers.email);
  if (answers.url !== undefined) await scope.getByLabel(labels.url).fill(answers.url);
  await scope.getByLabel(labels.location).selectOption({ label: answers.location ?? 'Tokyo' });
  await scope.getByLabel(labels.japanese).selectOption({ label: answers.japanese ?? 'Business Level (N2+)' });
}
const ENGLISH_LABELS = { name: 'Full name', email: 'E-mail address', url: /^LinkedIn or portfolio link/, location: 'Where do you live now?', japanese: 'Your Japanese level' };
const JAPANESE_LABELS = { name: '氏名', email: 'メールアドレス', url: /^LinkedIn・ポートフォリオ/, location: '現在お住まいの地域', japanese: '日本語レベル' };

/**
 * Clicks (Continue) and returns the address the new tab was sent to. The company's host does not
 * resolve here, so the tab ends on the browser's error page: its navigation request is what shows
 * where it went.
 */
async function continueToCompany(page: Page, click: () => Promise<void>): Promise<URL> {
  const context = page.context();
  // Only the new tab leaves the site (request.frame() is not always known yet for a new tab's first navigation).
  const away = context.waitForEvent('request', { predicate: (request) => request.isNavigationRequest() && /^https?:/.test(request.url()) && !request.url().startsWith(BASE_URL) });
  const [tab] = await Promise.all([context.waitForEvent('page'), click()]);
  const url = new URL((await away).url());
  expect(tab.isClosed()).to.equal(false);
  return url;
}

describe('applying (Chromium)', () => {
  let jobs: Job[];
  before(async () => {
    jobs = await openJobs();
  });
  after(closeBrowser);

  const linkJobs = () => jobs.filter((job) => job.application_type === 1 && isPlain(job));
  const emailJobs = () => jobs.filter((job) => job.application_type === 2 && isPlain(job));

  it('applies to a link job in the apply modal: the company page opens with source=shigoto, thanks, recorded; Apply again continues by itself', async () => {
    const job = linkJobs()[0];
    const { name, email } = seeker('link');
    const page = await openPage();
    await page.goto(jobPath(job));
    await shots(page, 'apply-01-job-page');
    // Related jobs: 4, and 3 on phones; then the company's other jobs.
    const section = (title: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    const relatedCards = section('Related jobs').locator('[data-testid="job-card"]:visible');
    const related = (await getJson<{ data: unknown[] }>(`/api/v1/jobs/${job.slug}/related_jobs`)).data.length;
    expect(await relatedCards.count()).to.equal(Math.min(related, 4));
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await relatedCards.count()).to.equal(Math.min(related, 3));
    await page.setViewportSize({ width: 1280, height: 900 });
    const sameCompany = (await getJson<{ data: unknown[] }>(`/api/v1/jobs/${job.slug}/same_company_jobs?page[size]=4`)).data.length;
    expect(await section(`More jobs at ${job.company.name}`).locator('[data-testid="job-card"]').count()).to.equal(sameCompany);
    await page.getByRole('button', { name: 'Apply now' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Apply to ${job.title}` });
    await dialog.waitFor();
    await shots(page, 'apply-02-modal-empty');

    // The server's first message shows under the field while the seeker types.
    // The link is typed without https://, which leaving the field puts before it.
    await fillApplicant(dialog, { name: 'Mi', email, url: 'www.linkedin.com/in/mika-example' });
    await dialog.getByText('must be longer than 3 characters').waitFor();
    await shots(page, 'apply-03-modal-error');
    await dialog.getByLabel('Full name').fill(name);
    expect(await dialog.getByLabel(/^LinkedIn or portfolio link/).inputValue()).to.equal('https://www.linkedin.com/in/mika-example');
    await dialog.getByLabel(/job alert newsletter/).check();
    await dialog.getByText('must be longer than 3 characters').waitFor({ state: 'detached' });
    await shots(page, 'apply-04-modal-filled');

    const opened = await continueToCompany(page, () => dialog.getByRole('button', { name: 'Continue' }).click());
    expect(opened.searchParams.get('source')).to.equal('shigoto');
    expect(opened.hostname).to.equal(`careers.${job.company.slug}.example`);
    const thanks = page.getByRole('dialog', { name: 'Thanks for applying!' });
    await thanks.waitFor();
    await dialog.waitFor({ state: 'detached' });
    await thanks.getByRole('heading', { name: 'Related jobs' }).waitFor();
    expect(await thanks.getByRole('button', { name: 'Subscribe' }).count()).to.equal(1);
    await page.bringToFront();
    await shots(page, 'apply-05-thanks');

    const rows = (await applicantsOf(job)).filter((row) => row.email === email);
    expect(rows).to.deep.equal([{ ...rows[0], name, email, url: 'https://www.linkedin.com/in/mika-example' }]);

    // The details are kept in the browser: Apply again sends them without another click.
    await thanks.getByRole('button', { name: 'Close' }).click();
    const again = await continueToCompany(page, () => page.getByRole('button', { name: 'Apply now' }).first().click());
    expect(again.searchParams.get('source')).to.equal('shigoto');
    await page.getByRole('dialog', { name: 'Thanks for applying!' }).waitFor();
    expect((await applicantsOf(job)).filter((row) => row.email === email)).to.have.length(2);
  });

  it('the whole journey: two facets and a word on /jobs, a link job from the results, the modal, the company page with source=shigoto, thanks', async () => {
    // A plain link job, found the way a seeker would: by its Japanese level, its remote policy and a word of its title.
    const searchFor = (job: Job) => ({ japanese: job.japanese_level_enum ?? 'not_required', remote: job.remote_level, word: job.title.split(/[\s(/]+/)[0] });
    let job: Job | undefined;
    for (const candidate of linkJobs()) {
      const { japanese, remote, word } = searchFor(candidate);
      const found = await getJson<{ data: { attributes: { slug: string } }[] }>(
        `/api/v1/searches/jobs?filter[japanese_level]=${japanese}&filter[remote_level]=${remote}&q=${encodeURIComponent(word)}&page[size]=20`,
      );
      if (found.data.some((hit) => hit.attributes.slug === candidate.slug)) {
        job = candidate;
        break;
      }
    }
    expect(job, 'a plain link job on the first page of its own search').to.not.equal(undefined);
    const { japanese, remote, word } = searchFor(job!);
    const { name, email } = seeker('journey');
    const page = await openPage();
    await page.goto('/jobs');
    await page.locator('form[data-enhanced]').waitFor();
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // A panel option's name is its label and the facet's count.
    const option = (group: string, label: string) => page.getByRole('group', { name: group, exact: true }).getByRole('checkbox', { name: new RegExp(`^${literal(label)}( [\\d,]+)?$`) });
    await option('Japanese level', en.japaneseLevels[japanese as keyof typeof en.japaneseLevels]).check();
    await page.waitForURL(new RegExp(`filter\\[japanese_level\\]=${japanese}`));
    await option('Remote work', en.remoteLevels[remote as keyof typeof en.remoteLevels]).check();
    await page.waitForURL(new RegExp(`filter\\[remote_level\\]=${remote}`));
    await page.getByRole('searchbox', { name: 'Search jobs by keyword' }).fill(word);
    await page.getByRole('searchbox', { name: 'Search jobs by keyword' }).press('Enter');
    await page.waitForURL(/[?&]q=/);

    await page.locator(`[data-testid="job-card"] a[href$="/${job!.slug}"]`).first().click();
    await page.waitForURL(new RegExp(`${jobPath(job!)}$`));
    await page.getByRole('button', { name: 'Apply now' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Apply to ${job!.title}` });
    await fillApplicant(dialog, { name, email, url: 'https://github.com/mika-example' });
    const opened = await continueToCompany(page, () => dialog.getByRole('button', { name: 'Continue' }).click());
    expect(opened.searchParams.get('source')).to.equal('shigoto');
    await page.getByRole('dialog', { name: 'Thanks for applying!' }).waitFor();
    expect((await applicantsOf(job!)).filter((row) => row.email === email)).to.have.length(1);
  });

  it('applies by e-mail with a PDF resume: the employer receives it attached, the seeker a receipt', async () => {
    const job = emailJobs()[0];
    const staffJob = await staffGet<{ application_email: string }>(`/jobs/${job.id}`);
    const { name, email } = seeker('mail');
    const page = await openPage();
    await page.goto(jobPath(job));
    await page.getByRole('link', { name: 'Apply now' }).first().click();
    await page.waitForURL(new RegExp(`${jobPath(job)}/apply$`));
    await page.getByRole('heading', { name: `Apply to ${job.title}` }).waitFor();
    await shots(page, 'apply-10-email-page');

    await page.getByLabel(/^Resume/).setInputFiles({ name: 'mika-cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await page.getByTestId('resume-file').getByText('mika-cv.pdf').waitFor();
    await page.getByLabel('Message to the employer').fill('I have built data pipelines in Go for six years and would love to join your team.');
    await fillApplicant(page, { name, email });
    await shots(page, 'apply-11-email-filled');
    await page.getByRole('button', { name: 'Send application' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thanks for applying!' });
    await thanks.waitFor();
    await thanks.getByText(`We sent your application to ${job.company.name}, and a receipt to ${email}.`).waitFor();
    await shots(page, 'apply-12-email-thanks');
    await thanks.getByRole('button', { name: 'Close' }).click();
    expect(await page.getByTestId('resume-upload').count()).to.equal(0);
    await page.getByText(`${job.company.name} now has your application.`).waitFor();

    const toCompany = await mailsTo(staffJob.application_email, { matching: (mail) => mail.subject.includes(name) });
    expect(toCompany).to.have.length(1);
    expect(toCompany[0].subject).to.equal(`New applicant for ${job.title}: ${name}`);
    expect(toCompany[0].raw).to.match(/Content-Type: application\/pdf; name=mika-cv\.pdf/);
    expect(toCompany[0].raw).to.match(/Content-Disposition: attachment; filename=mika-cv\.pdf/);
    const receipts = await mailsTo(email);
    expect(receipts.map((mail) => mail.subject)).to.deep.equal([`Your application to ${job.company.name}: ${job.title}`]);

    // Back at the form, the seeker is told they applied before, in either language.
    await page.goto(`${jobPath(job)}/apply`);
    const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Asia/Tokyo' }).format(new Date());
    expect(await page.getByTestId('applied-before').innerText()).to.contain(`You applied to this job on ${today}. Sending this form again gives the employer a second application.`);
    await page.goto(`${jobPath(job)}/apply?lang=jp`);
    expect(await page.getByTestId('applied-before').innerText()).to.contain('にこの求人に応募済みです。');
    await shots(page, 'apply-13-email-applied-before');
  });

  it('refuses a text file, an image and a 6 MB PDF before sending, and keeps everything typed', async () => {
    const job = emailJobs()[1];
    const { name, email } = seeker('files');
    const message = 'Six years of backend work, mostly payments; happy to relocate within Japan.';
    const page = await openPage();
    await page.goto(`${jobPath(job)}/apply`);
    await page.getByLabel('Message to the employer').fill(message);
    await fillApplicant(page, { name, email, url: 'https://github.com/mika' });
    const sent: string[] = [];
    page.on('request', (request) => request.url().includes('/system_applicants') && sent.push(request.url()));

    // Sending before choosing a file asks for one.
    await page.getByRole('button', { name: 'Send application' }).click();
    expect(await page.getByTestId('resume-error').innerText()).to.equal('Please add your resume (PDF or DOCX, up to 5 MB).');
    const resume = page.getByLabel(/^Resume/);
    await resume.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a resume') });
    expect(await page.getByTestId('resume-error').innerText()).to.equal('“notes.txt” is not a PDF or DOCX file. Please choose your resume as a PDF (best) or DOCX.');
    await shots(page, 'apply-20-wrong-type');
    await resume.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
    expect(await page.getByTestId('resume-error').innerText()).to.equal('“photo.png” is not a PDF or DOCX file. Please choose your resume as a PDF (best) or DOCX.');
    await resume.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024)]) });
    expect(await page.getByTestId('resume-error').innerText()).to.equal('“big.pdf” is 6.0 MB: the limit is 5 MB. Please choose a smaller file.');
    await shots(page, 'apply-21-too-large');

    // Sending without an accepted file keeps the refused file's reason, and sends nothing.
    await page.getByRole('button', { name: 'Send application' }).click();
    expect(await page.getByTestId('resume-error').innerText()).to.equal('“big.pdf” is 6.0 MB: the limit is 5 MB. Please choose a smaller file.');
    expect(sent).to.deep.equal([]);
    expect(await page.getByLabel('Message to the employer').inputValue()).to.equal(message);
    expect(await page.getByLabel('Full name').inputValue()).to.equal(name);
    expect(await page.getByLabel('E-mail address').inputValue()).to.equal(email);
    expect(await page.getByLabel(/^LinkedIn or portfolio link/).inputValue()).to.equal('https://github.com/mika');
    expect(await page.getByLabel('Where do you live now?').locator('option:checked').innerText()).to.equal('Tokyo');
    expect(await page.getByLabel('Your Japanese level').locator('option:checked').innerText()).to.equal('Business Level (N2+)');
  });

  it('keeps what a seeker typed and the resume they chose on the e-mail application page before its script had loaded', async () => {
    const job = emailJobs()[1];
    const { name } = seeker('early');
    const message = 'Typed on a slow phone before the page was ready.';
    const page = await openPage();
    const release = await holdScripts(page);
    await page.goto(`${jobPath(job)}/apply`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Message to the employer').fill(message);
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Where do you live now?').selectOption({ label: 'Osaka' });
    await page.getByLabel(/^Resume/).setInputFiles({ name: 'early-cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });

    // Once the form is live, typing elsewhere re-renders the whole form, and the server checks it.
    release();
    await untilHydrated(page, 'input[name="email"]');
    const checked = page.waitForResponse((response) => response.url().includes('/applicant_validations'));
    await page.getByLabel('E-mail address').pressSequentially('early@seeker.example');
    await checked;
    expect(await page.getByLabel('Message to the employer').inputValue()).to.equal(message);
    expect(await page.getByLabel('Full name').inputValue()).to.equal(name);
    expect(await page.getByLabel('Where do you live now?').locator('option:checked').innerText()).to.equal('Osaka');
    expect(await page.getByLabel('E-mail address').inputValue()).to.equal('early@seeker.example');
    expect(await page.getByTestId('resume-file').innerText()).to.match(/^early-cv\.pdf \(\d+ KB\)$/);
  });

  it('asks where the seeker lives with the places in Japan first, then those outside it, ending with one for anywhere else, and no remote locations', async () => {
    const job = emailJobs()[1];
    const page = await openPage();
    const groupsOf = (label: string) =>
      page
        .getByLabel(label)
        .locator('optgroup')
        .evaluateAll((groups) => groups.map((group) => ({ label: group.getAttribute('label'), options: Array.from(group.querySelectorAll('option'), (option) => option.textContent) })));

    await page.goto(`${jobPath(job)}/apply`);
    const english = await groupsOf('Where do you live now?');
    expect(english.map((group) => group.label)).to.deep.equal(['In Japan', 'Outside Japan']);
    expect(english[0].options).to.include.members(['Japan', 'Tokyo', 'Osaka']);
    expect(english[1].options).to.include.members(['Singapore', 'Seoul', 'Taipei']);
    expect(english[1].options.at(-1)).to.equal('Elsewhere outside Japan');
    expect(english.flatMap((group) => group.options).filter((name) => /remote/i.test(name ?? ''))).to.deep.equal([]);

    await page.goto(`${jobPath(job)}/apply?lang=jp`);
    const japanese = await groupsOf('現在お住まいの地域');
    expect(japanese.map((group) => group.label)).to.deep.equal(['日本国内', '日本国外']);
    expect(japanese[0].options).to.include.members(['日本', '東京']);
    expect(japanese[1].options.at(-1)).to.equal('日本国外（その他の地域）');
    expect(japanese.flatMap((group) => group.options).filter((name) => name?.includes('リモート'))).to.deep.equal([]);
  });

  it('tells an ineligible seeker why, offers other jobs, and records the application when they continue anyway', async () => {
    const strictLink = jobs.find((job) => job.application_type === 1 && isStrict(job) && !job.company.redirect_application_links && job.candidate_location === 'japan_only' && job.japanese_level_enum !== 'not_required')!;
    expect(strictLink, 'a strict company’s japan-only link job requiring Japanese').to.not.equal(undefined);
    const { name, email } = seeker('abroad');
    const page = await openPage();
    await page.goto(jobPath(strictLink));
    await page.locator('[data-testid="japanese-required"]:visible').getByText('Japanese Required').waitFor();
    await page.getByRole('button', { name: 'Apply now' }).first().click();
    const dialog = page.getByRole('dialog');
    await fillApplicant(dialog, { name, email, url: 'https://mika.example.dev', location: 'Singapore', japanese: 'Basic or Lower' });
    await dialog.getByText('You must be a resident of Japan to apply').waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    const notice = page.getByRole('dialog', { name: 'Before you apply' });
    await notice.getByText(/^This job requires at least (Conversational|Business Level|Fluent|Native) Japanese$/).waitFor();
    await notice.getByText('You must be a resident of Japan to apply').waitFor();
    expect(await notice.getByRole('link', { name: 'Jobs with relocation to Japan' }).getAttribute('href')).to.equal('/japan-jobs-relocation');
    expect(await notice.getByRole('link', { name: 'Jobs that do not require Japanese' }).getAttribute('href')).to.match(/^\/jobs\?filter(\[|%5B)japanese_level(\]|%5D)=not_required$/);
    await notice.getByRole('button', { name: 'Back to the job' }).waitFor();
    await shots(page, 'apply-30-eligibility');
    expect(await applicantsOf(strictLink).then((rows) => rows.filter((row) => row.email === email))).to.deep.equal([]);

    const opened = await continueToCompany(page, () => notice.getByRole('button', { name: 'Or continue anyway (not recommended)' }).click());
    expect(opened.searchParams.get('source')).to.equal('shigoto');
    await page.getByRole('dialog', { name: 'Thanks for applying!' }).waitFor();
    expect((await applicantsOf(strictLink)).filter((row) => row.email === email).map((row) => row.name)).to.deep.equal([name]);

    // By e-mail, the employer's copy is flagged possible spam.
    const strictEmail = jobs.find((job) => job.application_type === 2 && isStrict(job) && job.candidate_location === 'japan_only')!;
    const other = seeker('abroad-mail');
    await page.goto(`${jobPath(strictEmail)}/apply`);
    await page.getByLabel(/^Resume/).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await page.getByLabel('Message to the employer').fill('I would move to Japan for this role and I am studying Japanese every day.');
    await fillApplicant(page, { ...other, location: 'Singapore', japanese: 'Basic or Lower' });
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByRole('heading', { name: 'Before you apply' }).waitFor();
    await page.getByText('You must be a resident of Japan to apply').waitFor();
    await shots(page, 'apply-31-eligibility-page');
    await page.getByRole('button', { name: 'Or continue anyway (not recommended)' }).click();
    await page.getByRole('dialog', { name: 'Thanks for applying!' }).waitFor();
    const employerView = await employerGet<{ data: { attributes: { name: string; possible_spam: boolean } }[] }>(strictEmail, '/employers/email_applicants?page[size]=100&sort=newest');
    expect(employerView.data.filter((row) => row.attributes.name === other.name).map((row) => row.attributes.possible_spam)).to.deep.equal([true]);
  });

  it('marks Apply as not ready until the job page’s script has loaded, then opens the form with it', async () => {
    const job = linkJobs()[1];
    const page = await openPage();
    const release = await holdScripts(page);
    await page.goto(jobPath(job), { waitUntil: 'domcontentloaded' });
    const apply = page.getByRole('button', { name: 'Apply now' }).first();
    expect(await apply.getAttribute('aria-disabled')).to.equal('true');
    release();
    // A click waits until the button is ready.
    await apply.click();
    await page.getByRole('dialog', { name: `Apply to ${job.title}` }).waitFor();
  });

  it('keeps a tap on Apply made before the page’s script arrived and opens the form when it has, in English and Japanese', async () => {
    const job = linkJobs()[1];
    for (const [prefix, label, title] of [
      ['', 'Apply now', `Apply to ${job.title}`],
      ['/jp', '応募する', `${job.title}に応募する`],
    ]) {
      const page = await openPage();
      const release = await holdScripts(page);
      await page.goto(`${prefix}${jobPath(job)}`, { waitUntil: 'domcontentloaded' });
      const apply = page.getByRole('button', { name: label }).first();
      expect(await apply.getAttribute('aria-disabled')).to.equal('true');
      // The tap a seeker on a slow phone makes while the page's script is still on its way.
      await apply.click({ force: true, clickCount: 2 });
      expect(await page.getByRole('dialog').count()).to.equal(0);
      release();
      await page.getByRole('dialog', { name: title }).waitFor();
      expect(await page.getByRole('dialog').count()).to.equal(1);
      await page.close();
    }
  });

  it('asks before cancelling: No, Continue keeps the modal and what was typed, Yes, Cancel closes it', async () => {
    const job = linkJobs()[1];
    const page = await openPage();
    await page.goto(jobPath(job));
    await page.getByRole('button', { name: 'Apply now' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Apply to ${job.title}` });
    await dialog.getByLabel('Full name').fill('Mika Example');
    await dialog.getByRole('button', { name: 'Close' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to cancel your application?' });
    await confirm.waitFor();
    await shots(page, 'apply-40-cancel-confirmation');
    await confirm.getByRole('button', { name: 'No, Continue' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('Full name').inputValue()).to.equal('Mika Example');

    await page.keyboard.press('Escape');
    await confirm.getByRole('button', { name: 'Yes, Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await confirm.waitFor({ state: 'detached' });
    // Nothing typed is lost: reopening shows it again.
    await page.getByRole('button', { name: 'Apply now' }).first().click();
    expect(await dialog.getByLabel('Full name').inputValue()).to.equal('Mika Example');
  });

  it('fills in a signed-in seeker’s name and e-mail from their account', async () => {
    const job = linkJobs()[4];
    const signIn = await postJson<SignInAnswer>('/api/v1/sessions', { user: { email: 'seeker@shigoto.example', password: 'shigoto-seeker' } });
    const page = await openPage();
    await page.addInitScript((entries) => {
      for (const [key, value] of entries) sessionStorage.setItem(key, value);
    }, sessionEntries(signIn));
    await page.goto(jobPath(job));
    await page.getByRole('button', { name: 'Apply now' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Apply to ${job.title}` });
    expect(await dialog.getByLabel('Full name').inputValue()).to.equal(signIn.data.attributes.name);
    expect(await dialog.getByLabel('E-mail address').inputValue()).to.equal('seeker@shigoto.example');
  });

  it('keeps everything typed when the network fails and records the application on retry', async () => {
    const job = linkJobs()[2];
    const { name, email } = seeker('offline');
    const page = await openPage();
    await page.goto(jobPath(job));
    await page.getByRole('button', { name: 'Apply now' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Apply to ${job.title}` });
    await fillApplicant(dialog, { name, email, url: 'https://mika.example.dev' });
    await page.waitForTimeout(400);

    await page.route('**/api/v1/applicants', (route) => route.abort('internetdisconnected'), { times: 1 });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('We could not reach Shigoto. Check your connection and try again: nothing you typed is lost.').waitFor();
    expect(await dialog.getByLabel('Full name').inputValue()).to.equal(name);
    expect(await dialog.getByLabel('E-mail address').inputValue()).to.equal(email);
    expect(await dialog.getByLabel(/^LinkedIn or portfolio link/).inputValue()).to.equal('https://mika.example.dev');
    expect(await dialog.getByLabel('Where do you live now?').locator('option:checked').innerText()).to.equal('Tokyo');
    await shots(page, 'apply-50-network-failure');

    const opened = await continueToCompany(page, () => dialog.getByRole('button', { name: 'Try again' }).click());
    expect(opened.searchParams.get('source')).to.equal('shigoto');
    await page.getByRole('dialog', { name: 'Thanks for applying!' }).waitFor();
    expect((await applicantsOf(job)).filter((row) => row.email === email)).to.have.length(1);
  });

  it('records one application for a double click on Continue', async () => {
    const job = linkJobs()[2];
    const { name, email } = seeker('double');
    const page = await openPage();
    const tabs: Page[] = [];
    page.context().on('page', (tab) => tabs.push(tab));
    await page.goto(jobPath(job));
    await page.getByRole('button', { name: 'Apply now' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Apply to ${job.title}` });
    await fillApplicant(dialog, { name, email, url: 'https://mika.example.dev' });
    await page.waitForTimeout(400);

    // A slow answer, so the second click lands while the first is still being sent.
    const sent: (string | undefined)[] = [];
    await page.route('**/api/v1/applicants', async (route) => {
      sent.push(route.request().headers()['idempotency-key']);
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Continue' }).dblclick();
    await dialog.getByRole('button', { name: 'Sending…' }).waitFor();
    await page.getByRole('dialog', { name: 'Thanks for applying!' }).waitFor();
    expect(sent).to.have.length(1);
    expect(sent[0]).to.match(/^[0-9a-f-]{36}$/);
    expect(tabs).to.have.length(1);
    expect((await applicantsOf(job)).filter((row) => row.email === email)).to.have.length(1);
  });

  it('answers 410 for a closed job, shows that it is no longer available, and offers the newsletter', async () => {
    const candidates = await staffGet<{ slug: string; company_id: number }[]>(
      `/jobs?filter=${encodeURIComponent(JSON.stringify({ published: false, approval_state: 'approved', is_deleted: false }))}&range=${encodeURIComponent('[0,20]')}`,
    );
    // Closed jobs of public companies (the others are simply not found).
    const statuses = await Promise.all(candidates.map(async (job) => (await fetch(`${BASE_URL}/api/v1/jobs/${job.slug}`)).status));
    const closed = candidates.find((_, index) => statuses[index] === 410)!;
    expect(closed, 'a seeded closed job').to.not.equal(undefined);
    const company = (await getJson<{ data: { attributes: { slug: string } } }>(`/api/v1/companies/${closed.company_id}`)).data.attributes.slug;
    const page = await openPage();
    const answer = await page.goto(`/jobs/${company}/${closed.slug}`);
    expect(answer?.status()).to.equal(410);
    const modal = page.getByRole('dialog', { name: 'This job is no longer available.' });
    await modal.getByRole('button', { name: 'Subscribe' }).waitFor();
    await shots(page, 'apply-60-closed-job');
    // The newsletter offered in a dialog says its failure in its own words ('Failed to send email: …').
    await modal.getByLabel('Your e-mail address').fill('someone@nowhere');
    await modal.getByRole('button', { name: 'Subscribe' }).click();
    expect(await flashText(page, 'failure')).to.equal('Failed to send email: email is not a valid e-mail address');
    expect(await modal.getByLabel('Your e-mail address').inputValue()).to.equal('someone@nowhere');
    expect((await page.goto(`/jp/jobs/${company}/${closed.slug}/apply`))?.status()).to.equal(410);
    await page.getByRole('dialog', { name: 'この求人は現在募集していません。' }).waitFor();
    expect((await fetch(`${BASE_URL}/jobs/${closed.slug}/apply`)).status).to.equal(410);
  });

  it('sends /jobs/{slug}/apply to the job’s own apply address for good, keeping the language', async () => {
    const job = emailJobs()[2];
    const english = await fetch(`${BASE_URL}/jobs/${job.slug}/apply`, { redirect: 'manual' });
    expect(english.status).to.equal(308);
    expect(new URL(english.headers.get('location')!, BASE_URL).pathname).to.equal(`${jobPath(job)}/apply`);
    const japanese = await fetch(`${BASE_URL}/jp/jobs/${job.slug}/apply`, { redirect: 'manual' });
    expect(japanese.status).to.equal(308);
    const target = new URL(japanese.headers.get('location')!, BASE_URL);
    expect(target.pathname + target.search).to.equal(`${jobPath(job)}/apply?lang=jp`);
  });

  it('applies to a link job in Japanese on /jp/…', async () => {
    const job = linkJobs()[3];
    const { name, email } = seeker('jp');
    const page = await openPage();
    await page.goto(`/jp${jobPath(job)}`);
    await page.getByRole('button', { name: '応募する' }).first().click();
    const dialog = page.getByRole('dialog', { name: /に応募する$/ });
    await dialog.waitFor();
    await fillApplicant(dialog, { name, email, url: 'https://mika.example.dev', location: '東京', japanese: 'ビジネスレベル（N2以上）' }, JAPANESE_LABELS);
    await page.waitForTimeout(400);
    await shots(page, 'apply-70-jp-modal');
    const opened = await continueToCompany(page, () => dialog.getByRole('button', { name: '次へ' }).click());
    expect(opened.searchParams.get('source')).to.equal('shigoto');
    const thanks = page.getByRole('dialog', { name: 'ご応募ありがとうございます！' });
    await thanks.waitFor();
    await page.bringToFront();
    await shots(page, 'apply-71-jp-thanks');
    expect((await applicantsOf(job)).filter((row) => row.email === email).map((row) => row.name)).to.deep.equal([name]);
  });
});
