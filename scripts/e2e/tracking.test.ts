import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, openPage, screenshot } from './browser.js';

/** A visitor's desktop Chrome: the API skips tracking for user agents that look like bots ("HeadlessChrome" does). */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** The beta code scripts/test.mjs gives the site, and the company it is for. */
const [BETA_CODE, BETA_COMPANY_SLUG] = (process.env.BETA_CODES ?? '').split(',')[0].split(':');
/** Campaign names of this run: the seeded tracking rows and earlier runs never match them. */
const run = Date.now().toString(36);
const campaign = (name: string) => `${name}-${run}`;

interface SentEvent {
  data: { type: string; page_location: string; beta?: boolean; email?: string; utm?: Record<string, string>; fbclid?: string };
  tracked?: boolean;
}

/** A page in its own browser context whose POSTs to /api/v1/trackings are recorded with the API's answer. */
async function visitor(options: { width?: number; clock?: boolean } = {}): Promise<{ page: Page; sent: SentEvent[] }> {
  const page = await openPage({ userAgent: CHROME, viewport: { width: options.width ?? 1280, height: 900 } });
  // The footer's social links open their sites in a new tab: there is no network to reach them.
  await page.context().route(/^https:\/\/(x\.com|www\.linkedin\.com|www\.facebook\.com)\//, (route) => route.abort());
  if (options.clock) await page.clock.install();
  const sent: SentEvent[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${BASE_URL}/api/v1/trackings`) {
      const event: SentEvent = { data: request.postDataJSON().data };
      sent.push(event);
      void request.response().then(async (response) => {
        event.tracked = ((await response?.json()) as { meta?: { tracked?: boolean } } | undefined)?.meta?.tracked;
      });
    }
  });
  return { page, sent };
}

/** The tracking clock runs (the tracker is mounted): events wait for a first interaction or 3 s. */
const trackingStarted = (page: Page) => page.locator('html[data-tracking]').waitFor({ state: 'attached' });

/**
 * Stops the page's (installed, so far flowing) clock 300 ms from now: from there only
 * `clock.runFor` moves it. (A moment ahead: the clock flows on while this call travels.)
 */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 300);
}

async function eventually<T>(read: () => T | Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let staffToken: string | null = null;

interface TrackingRow {
  type: string;
  origin: string | null;
  page_location: string;
  email: string | null;
  exit_intent: boolean;
  utm_source: string | null;
  utm_campaign: string | null;
  fbclid: string | null;
}

/** The rows staff see for a campaign (the API writes events in batches, about every second), oldest first. */
async function rowsOf(utmCampaign: string): Promise<TrackingRow[]> {
  if (!staffToken) {
    const session = await fetch(`${BASE_URL}/admin/api/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@shigoto.example', password: 'shigoto-admin' }),
    });
    staffToken = ((await session.json()) as { access: string }).access;
  }
  const query = new URLSearchParams({ filter: JSON.stringify({ utm_campaign: utmCampaign }), sort: JSON.stringify(['id', 'ASC']) });
  const answer = await fetch(`${BASE_URL}/admin/api/tracking_events?${query}`, { headers: { authorization: `Bearer ${staffToken}` } });
  expect(answer.status).to.equal(200);
  return (await answer.json()) as TrackingRow[];
}

const waitForRows = (utmCampaign: string, count: number) => eventually(() => rowsOf(utmCampaign), (rows) => rows.length >= count, `${count} tracking rows of ${utmCampaign}`);

/** The query parameters of a link on the page. */
async function queryOf(page: Page, selector: string): Promise<Record<string, string>> {
  const href = await page.locator(selector).first().getAttribute('href');
  return Object.fromEntries(new URL(href!, BASE_URL).searchParams);
}

describe('tracking and carry-over (Chromium)', () => {
  after(closeBrowser);

  it('sends the page view with the landing campaign only after 3 s without interaction, and one per client-side page change', async () => {
    const spring = campaign('spring');
    const { page, sent } = await visitor({ clock: true });
    await page.goto(`/jobs?utm_source=x&utm_campaign=${spring}&fbclid=z`);
    await trackingStarted(page);
    // Paused about 0.3 s after the clock started: 2 s on, at about 2.3 s, nothing has left.
    await pauseClock(page);
    await page.clock.runFor(2_000);
    await page.waitForTimeout(500);
    expect(sent, 'nothing before 3 s').to.deep.equal([]);
    await page.clock.runFor(1_000);
    await eventually(() => sent.length, (count) => count === 1, 'the page view');
    await page.clock.resume();

    const [view] = await waitForRows(spring, 1);
    expect(view).to.include({ type: 'PAGE_VIEW', utm_source: 'x', utm_campaign: spring, fbclid: 'z', page_location: `${BASE_URL}/jobs?utm_source=x&utm_campaign=${spring}&fbclid=z` });

    // A page opened from the navigation: its link carries the campaign (not the click id), tracking still knows both.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Companies' }).click();
    await page.waitForURL(/\/companies\?/);
    const rows = await waitForRows(spring, 2);
    expect(rows[1]).to.include({ type: 'PAGE_VIEW', utm_source: 'x', fbclid: 'z', page_location: `${BASE_URL}/companies?utm_source=x&utm_campaign=${spring}` });
  });

  it('sends at once on the first interaction, before 3 s', async () => {
    const { page, sent } = await visitor({ clock: true });
    await page.goto(`/?utm_campaign=${campaign('keys')}`);
    await trackingStarted(page);
    await pauseClock(page);
    await page.waitForTimeout(500);
    expect(sent).to.deep.equal([]);
    await page.keyboard.press('Tab');
    await eventually(() => sent.map((event) => event.data.type), (types) => types.length === 1, 'the page view');
    expect(sent[0].data.utm).to.deep.equal({ campaign: campaign('keys') });
  });

  it('tracks clicks on the social links of the footer', async () => {
    const social = campaign('social');
    const { page } = await visitor();
    await page.goto(`/about?utm_source=x&utm_campaign=${social}`);
    // A click is tracked once the tracker listens: a click before the page's script has run only opens the link.
    await trackingStarted(page);
    const popup = page.waitForEvent('popup');
    await page.getByRole('contentinfo').getByRole('link', { name: 'LinkedIn' }).click();
    await (await popup).close();
    const rows = await waitForRows(social, 2);
    // Each event is its own request: they may arrive in either order.
    expect(rows.map((row) => [row.type, row.origin])).to.have.deep.members([
      ['PAGE_VIEW', null],
      ['SOCIAL_BUTTON_CLICK', 'LinkedIn'],
    ]);
  });

  it('tracks a newsletter sign-up with its e-mail, which the next pages carry', async () => {
    const leads = campaign('leads');
    const email = `tracking-${run}@subscriber.example`;
    const { page } = await visitor();
    await page.goto(`/newsletter?utm_source=x&utm_campaign=${leads}`);
    await page.getByLabel('Your e-mail address').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/welcome\?/);
    const rows = await waitForRows(leads, 3);
    expect(rows.map((row) => [row.type, row.origin, row.email, new URL(row.page_location).pathname])).to.have.deep.members([
      ['PAGE_VIEW', null, null, '/newsletter'],
      ['LEAD_SUBMISSION', 'newsletter_page', email, '/newsletter'],
      ['PAGE_VIEW', null, email, '/welcome'],
    ]);
  });

  it('tracks the Apply clicks of a link job (the apply modal) and of an e-mail job (its application page)', async () => {
    const applies = campaign('applies');
    type Listing = {
      data: { attributes: { slug: string; application_type: number }; relationships: { company: { data: { id: string } } } }[];
      included: { id: string; type: string; attributes: { slug: string } }[];
    };
    const listing = (await (await fetch(`${BASE_URL}/api/v1/jobs?page[size]=100`)).json()) as Listing;
    const byType = (type: number) => {
      const job = listing.data.find((candidate) => candidate.attributes.application_type === type)!;
      const company = listing.included.find((record) => record.type === 'company' && record.id === job.relationships.company.data.id)!;
      return `${company.attributes.slug}/${job.attributes.slug}`;
    };
    const { page } = await visitor();

    await page.goto(`/jobs/${byType(1)}?utm_source=x&utm_campaign=${applies}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Apply now' }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`/jobs/${byType(2)}?utm_source=x&utm_campaign=${applies}`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Apply now' }).first().click();
    await page.waitForURL(/\/apply\?/);

    const rows = await waitForRows(applies, 5);
    expect(rows.map((row) => [row.type, row.origin, new URL(row.page_location).pathname.endsWith('/apply')])).to.have.deep.members([
      ['PAGE_VIEW', null, false],
      ['JOB_APPLICATION_CLICK', 'job_detail', false],
      ['PAGE_VIEW', null, false],
      ['JOB_APPLICATION_CLICK', 'job_detail', false],
      ['PAGE_VIEW', null, true],
    ]);
  });

  it('tracks the exit-intent offer being shown and closed', async () => {
    const offers = campaign('offers');
    const { page, sent } = await visitor({ clock: true });
    await page.goto(`/jobs?utm_campaign=${offers}`);
    await page.locator('html[data-exit-intent="armed"]').waitFor({ state: 'attached' });
    // The page view leaves at 3 s; it is let arrive before the clock jumps on, since the jump
    // would also fire the 5 s time limit of a request still under way.
    await page.clock.runFor(3_500);
    await eventually(() => sent[0]?.tracked, (tracked) => tracked !== undefined, 'the page view answered');
    await page.clock.runFor(12_500);
    await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: null })));
    const offer = page.getByRole('dialog', { name: 'Before you go: new jobs in your inbox?' });
    await offer.getByRole('button', { name: 'Close' }).click();
    await offer.waitFor({ state: 'hidden' });
    const rows = await waitForRows(offers, 3);
    expect(rows.map((row) => [row.type, row.origin, row.exit_intent])).to.deep.equal([
      ['PAGE_VIEW', null, false],
      ['MODAL_VIEW', 'exit_intent_modal', true],
      ['MODAL_CLOSE', 'exit_intent_modal', true],
    ]);
  });

  it('carries betaCode, utm_source and utm_campaign into the links of the next pages, in the visitor’s language', async () => {
    const carried = { utm_source: 'x', utm_campaign: 'y', betaCode: BETA_CODE };
    const { page } = await visitor();
    await page.goto(`/?${new URLSearchParams(carried)}`);
    const nav = '[aria-label="Main navigation"] a[href^="/jobs"]';
    const card = '[data-testid="job-card"] a[href^="/jobs/"]';
    expect(await queryOf(page, nav)).to.deep.equal(carried);
    expect(await queryOf(page, card)).to.deep.equal(carried);
    expect(await queryOf(page, 'footer a[href^="/companies"]')).to.deep.equal(carried);

    await page.goto('/jp/jobs?utm_source=x&utm_campaign=y');
    expect(await queryOf(page, '[aria-label="メインナビゲーション"] a[href^="/companies"]')).to.deep.equal({ utm_source: 'x', utm_campaign: 'y', lang: 'jp' });
    expect(await queryOf(page, card)).to.deep.equal({ utm_source: 'x', utm_campaign: 'y', lang: 'jp' });
    // Following one keeps Japanese.
    await page.locator(card).first().click();
    await page.waitForURL(/\/jobs\/[\w-]+\/[\w-]+\?/);
    expect(await page.locator('html').getAttribute('lang')).to.equal('ja');
  });

  it('carries nothing from a page opened without parameters', async () => {
    const { page, sent } = await visitor();
    await page.goto('/jobs');
    expect(await queryOf(page, '[aria-label="Main navigation"] a[href^="/companies"]')).to.deep.equal({});
    expect(await queryOf(page, '[data-testid="job-card"] a[href^="/jobs/"]')).to.deep.equal({});
    await page.keyboard.press('Tab');
    const [view] = await eventually(() => sent, (events) => events.length === 1 && events[0].tracked !== undefined, 'the page view');
    expect(view.data).to.include({ type: 'PAGE_VIEW', page_location: `${BASE_URL}/jobs` });
    expect(view.data.utm).to.deep.equal({});
    expect(view.data).to.not.have.any.keys('fbclid', 'twclid', 'beta', 'email');
    expect(view.tracked).to.equal(true);
  });

  it('grants beta access with a known code: the marker shows, also on later pages, and the visit is not tracked', async () => {
    const company = (language: string) =>
      fetch(`${BASE_URL}/api/v1/slug_companies/${BETA_COMPANY_SLUG}?lang=${language}`).then(async (answer) => ((await answer.json()) as { data: { attributes: { name: string } } }).data.attributes.name);
    const { page, sent } = await visitor();
    await page.goto(`/?betaCode=${BETA_CODE}`);
    const marker = page.getByText(`Beta · ${await company('en')}`, { exact: true });
    await marker.waitFor();
    await page.keyboard.press('Tab');
    await eventually(() => sent, (events) => events[0]?.tracked !== undefined, 'the page view');
    expect(sent.map((event) => [event.data.type, event.data.beta, event.tracked])).to.deep.equal([['PAGE_VIEW', true, false]]);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await screenshot(page, 'beta-marker-1280');

    // Later, without the code: still beta, still not tracked.
    await page.goto('/companies');
    await marker.waitFor();
    await page.keyboard.press('Tab');
    await eventually(() => sent, (events) => events[1]?.tracked !== undefined, 'the second page view');
    expect([sent[1].data.beta, sent[1].tracked]).to.deep.equal([true, false]);

    const phone = await visitor({ width: 375 });
    await phone.page.goto(`/jp/jobs?betaCode=${BETA_CODE}`);
    await phone.page.getByText(`ベータ版 · ${await company('jp')}`, { exact: true }).waitFor();
    await screenshot(phone.page, 'beta-marker-375-ja');
    await phone.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await screenshot(phone.page, 'beta-marker-375-ja-end');
  });

  it('sends an unknown beta code to the home page, in the visitor’s language, keeping the campaign', async () => {
    const { page } = await visitor();
    await page.goto('/jobs?betaCode=nope&utm_campaign=y');
    expect(page.url()).to.equal(`${BASE_URL}/?utm_campaign=y`);
    await page.goto('/jp/companies?betaCode=nope');
    expect(page.url()).to.equal(`${BASE_URL}/?lang=jp`);
    expect(await page.locator('html').getAttribute('lang')).to.equal('ja');
    expect(await page.getByText(/^Beta · |^ベータ版 · /).count()).to.equal(0);
  });
});
