import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { closeBrowser, holdScripts, openPage, screenshot } from './browser.js';
import { staffGet } from './seeded.js';
import { apiJson as api, DEMO_EMPLOYER_PASSWORD, flashText, keepSession, signInFreePlanEmployer, type SignInAnswer } from './site-actions.js';

const EMPLOYER = { email: 'hiring@komorebi-ledger.example', password: DEMO_EMPLOYER_PASSWORD };
const SHORT_NOTE_MESSAGE = 'is required for contracts shorter than 12 months';
const FREE_MAIL_MESSAGE = 'must be your company e-mail address (free e-mail providers are not accepted)';

/** How the contract page names each plan and term, in English and Japanese. */
const PLAN_TEXTS: Record<string, { en: string; jp: string; allowance: string }> = {
  starter: { en: 'Starter', jp: 'スターター', allowance: 'Up to 2 active jobs' },
  plus: { en: 'Plus', jp: 'プラス', allowance: 'Up to 4 active jobs' },
  unlimited: { en: 'Unlimited', jp: 'アンリミテッド', allowance: 'Unlimited active jobs' },
};
const TERM_TEXTS: Record<string, { en: string; jp: string }> = { annual: { en: 'Annual', jp: '1年' }, six_month: { en: '6 months', jp: '6ヶ月' }, three_month: { en: '3 months', jp: '3ヶ月' } };

type Resource<T> = { id: string; attributes: T };

/** A tab signed in as the demo employer: the API's answer stored in sessionStorage as the site stores it. */
async function employerPage(session: SignInAnswer, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await openPage(viewport ? { viewport } : {});
  await page.goto('/');
  await keepSession(page, session);
  return page;
}

/** A date as the site shows it to English readers in Japan. */
const shownDate = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Asia/Tokyo' }).format(new Date(iso));
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function pick(page: Page, field: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('employer contract and hires (Chromium)', () => {
  let session: SignInAnswer;
  before(async () => {
    session = await api<SignInAnswer>('/api/v1/employer_sessions', { body: { user: EMPLOYER } });
  });
  after(closeBrowser);

  it('shows the contract the API gives: plan, term, dates and the active jobs used (English and Japanese, 375 px)', async () => {
    const contracts = await api<{ data: Resource<{ plan: string; term: string; starts_on: string; ends_on: string; applicants_until: string; current: boolean }>[]; meta: { active_jobs: { count: number; limit: number | null } } }>(
      '/api/v1/employers/company_contracts',
      { token: session.meta.access },
    );
    const current = contracts.data.find((contract) => contract.attributes.current)!.attributes;
    const plan = PLAN_TEXTS[current.plan];

    const page = await employerPage(session);
    await page.goto('/employer/contract');
    const card = page.locator('[data-contract="current"]');
    await card.waitFor();
    const text = await card.innerText();
    expect(text).to.contain(plan.en).and.contain(plan.allowance).and.contain(TERM_TEXTS[current.term].en);
    for (const day of [current.starts_on, current.ends_on, current.applicants_until]) expect(text).to.contain(shownDate(day));
    const { count, limit } = contracts.meta.active_jobs;
    const usage = await page.locator('[data-active-jobs]').innerText();
    expect(usage).to.equal(limit === null ? `${count} active jobs (no limit)` : `${count} of ${limit} active jobs used`);
    expect(await page.title()).to.contain('Contract');
    await screenshot(page, 'contract-en-1280');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/jp/employer/contract');
    await page.locator('[data-contract="current"]').waitFor();
    expect(await page.locator('[data-contract="current"]').innerText()).to.contain(plan.jp).and.contain(TERM_TEXTS[current.term].jp);
    expect(await page.locator('[data-active-jobs]').innerText()).to.equal(limit === null ? `${count}件を公開中（上限なし）` : `${limit}件中${count}件を使用中`);
    await screenshot(page, 'contract-jp-375');
  });

  it('tells a company without a current contract that it posts for free, with the way to the plans', async () => {
    const { session: free } = await signInFreePlanEmployer();

    const page = await employerPage(free);
    await page.goto('/employer/contract');
    const none = page.locator('[data-contract="none"]');
    await none.waitFor();
    expect(await none.innerText()).to.contain('No current contract').and.contain('with up to 2 active jobs');
    await screenshot(page, 'contract-none-1280');
    await none.getByRole('link', { name: 'See plans and pricing' }).click();
    await page.waitForURL(/\/PricingPage$/);
    await page.locator('[data-plan="starter"]').waitFor();

    await page.goto('/employer/report-hire');
    await page.getByLabel('Full name').waitFor();
    await screenshot(page, 'report-hire-en-1280');
  });

  it('reports a hire: a short contract without its note is refused under the field keeping every value, then recorded and seen by staff', async () => {
    const jobs = await api<{ data: Resource<{ title: string; status: string }>[] }>('/api/v1/employers/jobs?page[size]=100', { token: session.meta.access });
    // A hire comes through a job that was on the board: drafts and rejected jobs are not offered.
    const job = jobs.data.find((j) => ['open', 'closed'].includes(j.attributes.status))!;
    const notOffered = jobs.data.filter((j) => !['open', 'closed'].includes(j.attributes.status)).map((j) => j.attributes.title);
    const name = `Hana Ito ${Date.now().toString(36)}`;
    const startDate = isoDaysAgo(1);

    const page = await employerPage(session, { width: 375, height: 812 });
    await page.goto('/employer/report-hire');
    await page.getByText('Please report every hire within 5 days of a successful hire.').waitFor();
    await page.getByLabel('Full name').fill(name);
    await page.getByRole('combobox', { name: /^Position/ }).click();
    const offered = await page.getByRole('option').allInnerTexts();
    await page.keyboard.press('Escape');
    expect(offered).to.include(job.attributes.title);
    for (const title of notOffered) expect(offered, title).not.to.include(title);
    await pick(page, /^Position/, job.attributes.title);
    await page.getByLabel('Start date').fill(startDate);
    await pick(page, /^Contract type/, 'Fixed-term, shorter than 12 months');
    await page.getByLabel('Other information (optional)').fill('Joins the payments team.');
    await page.getByRole('button', { name: 'Report the hire' }).click();

    await page.getByText(SHORT_NOTE_MESSAGE, { exact: true }).waitFor();
    expect(await page.locator('[data-error-box]').innerText()).to.contain('Your request was unsuccessful.').and.contain(`Contract length: ${SHORT_NOTE_MESSAGE}`);
    expect(await page.getByLabel('Full name').inputValue()).to.equal(name);
    expect(await page.getByRole('combobox', { name: /^Position/ }).innerText()).to.equal(job.attributes.title);
    expect(await page.getByLabel('Start date').inputValue()).to.equal(startDate);
    expect(await page.getByRole('combobox', { name: /^Contract type/ }).innerText()).to.equal('Fixed-term, shorter than 12 months');
    expect(await page.getByLabel('Other information (optional)').inputValue()).to.equal('Joins the payments team.');
    await page.getByLabel('Contract length').scrollIntoViewIfNeeded();
    await screenshot(page, 'report-hire-note-missing-375');

    await page.getByLabel('Contract length').fill('Six months, renewable');
    await page.getByRole('button', { name: 'Report the hire' }).click();
    expect(await flashText(page, 'success')).to.contain('Thanks! We have recorded the hire.');
    const confirmation = await page.locator('[data-hire-reported]').innerText();
    expect(confirmation).to.contain('Hire reported').and.contain(name).and.contain(job.attributes.title).and.contain(shownDate(startDate));
    await screenshot(page, 'report-hire-done-375');

    const rows = await staffGet<{ full_name: string; position: string; job_id: number; contract_type: string; contract_length_note: string; is_late: boolean }[]>(
      `/hiring_reports?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`,
    );
    expect(rows).to.have.length(1);
    expect(rows[0]).to.include({ full_name: name, position: job.attributes.title, job_id: Number(job.id), contract_type: 'fixed_term_under_12_months', contract_length_note: 'Six months, renewable', is_late: false });
  });

  it('asks for the hire report in Japanese with the 5-business-day rule', async () => {
    const page = await employerPage(session, { width: 375, height: 812 });
    await page.goto('/jp/employer/report-hire');
    await page.getByText('採用決定から5営業日以内にご報告ください。').waitFor();
    await page.getByLabel('氏名').fill('伊藤 花');
    await pick(page, /^雇用形態/, '有期雇用（12ヶ月未満）');
    await page.getByRole('button', { name: '採用を報告する' }).click();
    await page.getByText('12ヶ月未満の契約の場合は入力してください', { exact: true }).waitFor();
    expect(await page.getByLabel('氏名').inputValue()).to.equal('伊藤 花');
    await screenshot(page, 'report-hire-jp-375');
  });

  it('shows the plans of the API on an indexable pricing page; a contract request from free mail is refused, from the company domain sent', async () => {
    const prices = await api<{ data: { attributes: { plans: { plan: string; name: string; featured: boolean; terms: { term: string; label: string }[] }[] } } }>('/api/v1/prices');
    const plans = prices.data.attributes.plans;
    expect(plans.map((plan) => plan.name)).to.deep.equal(['Starter', 'Plus', 'Unlimited']);

    const page = await openPage();
    const release = await holdScripts(page);
    await page.goto('/PricingPage', { waitUntil: 'domcontentloaded' });
    const request = page.getByRole('button', { name: 'Request a contract: Unlimited, Annual' });
    // Until the page's script has loaded, a click would do nothing: the buttons say they are not ready, and a click waits for them.
    expect(await request.getAttribute('aria-disabled')).to.equal('true');
    release();
    for (const plan of plans) expect(await page.locator(`[data-plan="${plan.plan}"]`).innerText()).to.contain(plan.name);
    const unlimited = await page.locator('[data-plan="unlimited"]').innerText();
    expect(unlimited).to.contain('Most visibility').and.contain('Featured with a top banner for 2 weeks').and.contain('Applicants for 14 months (2 months free)').and.contain('Unlimited applicants');
    expect(await page.locator('[data-plan="starter"]').innerText()).to.contain('Up to 2 active jobs');
    expect(await page.locator('meta[name="robots"]').count()).to.equal(0);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).to.match(/\/PricingPage$/);
    expect(await page.title()).to.contain('Pricing');
    await screenshot(page, 'pricing-en-1280');

    await request.click();
    const dialog = page.getByRole('dialog', { name: 'Request a contract' });
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox', { name: /^Plan/ }).innerText()).to.equal('Unlimited');
    expect(await dialog.getByRole('combobox', { name: /^Term/ }).innerText()).to.equal('Annual');
    await dialog.getByLabel('Company e-mail address').fill('boss@gmail.com');
    await pick(page, /^Contract language/, 'Japanese');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText(FREE_MAIL_MESSAGE, { exact: true }).waitFor();
    expect(await dialog.locator('[data-error-box]').innerText()).to.contain(`Company e-mail address: ${FREE_MAIL_MESSAGE}`);
    expect(await dialog.getByLabel('Company e-mail address').inputValue()).to.equal('boss@gmail.com');
    expect(await dialog.getByRole('combobox', { name: /^Contract language/ }).innerText()).to.equal('Japanese');
    expect(await dialog.getByRole('combobox', { name: /^Term/ }).innerText()).to.equal('Annual');
    await screenshot(page, 'pricing-request-refused-1280');

    const email = `boss-${Date.now().toString(36)}@komorebi-ledger.example`;
    await dialog.getByLabel('Company e-mail address').fill(email);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    expect(await flashText(page, 'success')).to.contain("Thanks! We'll send the contract to your e-mail shortly.");
    await dialog.waitFor({ state: 'hidden' });
    const [notice] = await staffGet<{ id: number; subject: string }[]>(`/outbound_emails?filter=${encodeURIComponent(JSON.stringify({ template: 'staff_contract_request' }))}`);
    expect(notice.subject).to.contain('Contract requested: unlimited (annual)');
    expect((await staffGet<{ text_body: string }>(`/outbound_emails/${notice.id}`)).text_body).to.contain(`email: ${email}`).and.contain('contract_language: ja');
  });

  it('shows the pricing page and its contract request in Japanese at 375 px', async () => {
    const page = await openPage({ viewport: { width: 375, height: 812 } });
    await page.goto('/jp/PricingPage');
    await page.getByRole('heading', { name: 'プランと料金' }).waitFor();
    expect(await page.locator('[data-plan="unlimited"]').innerText()).to.contain('アンリミテッド').and.contain('14ヶ月間応募を受付（2ヶ月無料）');
    await screenshot(page, 'pricing-jp-375');
    await page.getByRole('button', { name: '契約を申し込む: プラス, 1年' }).click();
    const dialog = page.getByRole('dialog', { name: '契約のお申し込み' });
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox', { name: /^契約書の言語/ }).innerText()).to.equal('日本語');
    await dialog.getByLabel('会社のメールアドレス').fill('saiyo@yahoo.co.jp');
    await dialog.getByRole('button', { name: '申し込む' }).click();
    await dialog.getByText('会社のメールアドレスを入力してください（フリーメールはご利用いただけません）', { exact: true }).waitFor();
    await screenshot(page, 'pricing-request-jp-375');
  });
});
