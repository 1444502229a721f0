import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { closeBrowser, openPage, robotsDirectives } from './browser.js';
import { apiJson, keepSession, reloadUntil, shotsAtTwoWidths, type SignInAnswer } from './site-actions.js';

// The public pages around the job board: the experience surveys and the review form (pending until
// staff approve them, then on the company page), the newsletter archive, the legal documents, the
// staff's page of Japanese strings to check, and every header and footer link leading somewhere.

interface Company {
  id: number;
  name: string;
  slug: string;
}

interface Moderated {
  id: number;
  company_id: number;
  moderation_state: string;
  body: string;
}

/** The staff API as the demo admin (the console's moderation does the same calls). */
async function staffApi<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const { access } = await apiJson<{ access: string }>('/admin/api/sessions', { body: { email: 'admin@shigoto.example', password: 'shigoto-admin' } });
  return apiJson<T>(`/admin/api${path}`, { ...init, token: access });
}

/** The newest entry of a moderation inbox about a company. */
async function newestEntry(resource: 'company_reviews' | 'company_experiences', company: Company): Promise<Moderated> {
  const query = `filter=${encodeURIComponent(JSON.stringify({ company_id: company.id }))}&sort=${encodeURIComponent('["id","DESC"]')}&range=[0,0]`;
  const [entry] = await staffApi<Moderated[]>(`/${resource}?${query}`);
  return entry;
}

async function aPublishedCompany(): Promise<Company> {
  const { data } = await apiJson<{ data: { id: string; attributes: { name: string; slug: string } }[] }>('/api/v1/companies?page[size]=5');
  const { id, attributes } = data[data.length - 1];
  return { id: Number(id), name: attributes.name, slug: attributes.slug };
}

/** The same-site links of the page's header and footer, without duplicates. */
async function headerAndFooterLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('header a[href], footer a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
}

describe('public pages', () => {
  after(closeBrowser);

  it('a visitor answers the designer survey; it waits for staff, then shows on the company page', async () => {
    const company = await aPublishedCompany();
    const page = await openPage();
    await page.goto('/designer-experiences');
    await page.getByRole('heading', { name: 'Designer experiences', level: 1 }).waitFor();
    await shotsAtTwoWidths(page, 'survey-designer-en');

    // Sent without a company or the required text: the server's messages under the fields, the answers kept.
    await page.getByRole('combobox', { name: 'How big is the design team?' }).click();
    await page.getByRole('option', { name: '2–5 people' }).click();
    const tools = `Figma and a shared component library (e2e ${Date.now()})`;
    await page.getByLabel('Which tools does the team use?').fill(tools);
    await page.getByRole('button', { name: 'Send answers' }).click();
    await page.getByText('Pick the company from the list.', { exact: true }).waitFor();
    await page.locator('[data-error-box]').waitFor();
    expect(await page.getByLabel('Which tools does the team use?').inputValue()).to.equal(tools);
    expect(await page.getByRole('combobox', { name: 'How big is the design team?' }).innerText()).to.contain('2–5 people');
    await shotsAtTwoWidths(page, 'survey-designer-errors-en');

    await page.getByRole('combobox', { name: 'Company', exact: true }).fill(company.name);
    await page.getByRole('option', { name: company.name, exact: true }).click();
    await page.getByRole('button', { name: 'Send answers' }).click();
    await page.getByLabel('What is it like to be a designer there?').and(page.locator('[aria-invalid="true"]')).waitFor();
    await page.getByText('is required', { exact: true }).waitFor();
    await page.getByLabel('What is it like to be a designer there?').fill('Designers join from kickoff and run their own research with the engineers.');
    await page.getByRole('button', { name: 'Send answers' }).click();
    await page.getByText('Thanks! Your answers will appear after our team has reviewed them.').waitFor();
    await shotsAtTwoWidths(page, 'survey-designer-thanks-en');

    const entry = await newestEntry('company_experiences', company);
    expect(entry).to.deep.include({ moderation_state: 'pending', body: 'Designers join from kickoff and run their own research with the engineers.' });
    const site = await openPage();
    await site.goto(`/companies/${company.slug}`);
    expect(await site.getByText(tools).count()).to.equal(0);

    await staffApi(`/company_experiences/${entry.id}`, { method: 'PUT', body: { moderation_state: 'approved' } });
    await reloadUntil(site, async () => (await site.getByText(tools).count()) > 0, 'the approved experience');
    const shown = site.getByTestId('company-experience').filter({ hasText: tools });
    expect(await shown.innerText()).to.contain('Designer experience').and.contain('How big is the design team?').and.contain('2–5 people');
  });

  it('a visitor writes a review on the company page; it waits for staff, then shows there', async () => {
    const company = await aPublishedCompany();
    const page = await openPage();
    await page.goto(`/companies/${company.slug}`);
    await page.getByRole('heading', { name: `Worked at ${company.name}?` }).waitFor();
    await page.getByRole('button', { name: 'Write a review' }).click();
    const title = `Kind reviews and calm on-call (e2e ${Date.now()})`;
    await page.getByLabel('Title of your review').fill(title);
    await page.getByRole('textbox', { name: 'Your review', exact: true }).fill('Too short.');
    await page.getByRole('button', { name: 'Send review' }).click();
    // The server's rules, shown where they apply; what was typed stays.
    await page.getByText('must be at least 30 characters', { exact: true }).waitFor();
    await page.getByText('must be a whole number from 1 to 5', { exact: true }).waitFor();
    expect(await page.getByLabel('Title of your review').inputValue()).to.equal(title);
    // The box above the button lists every refused field by its label, not only the first.
    const box = await page.locator('[data-error-box]').innerText();
    expect(box).to.contain('Your review: must be at least 30 characters').and.contain('Overall rating: must be a whole number from 1 to 5');
    await shotsAtTwoWidths(page, 'review-form-errors-en');

    // The stars are the radios' labels: a visitor clicks the fourth.
    const four = page.getByRole('radio', { name: /^4 · Good/ });
    await page.locator(`label[for="${await four.getAttribute('id')}"]`).click();
    expect(await four.isChecked()).to.equal(true);
    await page.getByRole('textbox', { name: 'Your review', exact: true }).fill('Two years on the platform team: thoughtful code reviews and real ownership.');
    await page.getByRole('textbox', { name: 'Pros', exact: true }).fill('English at work\nFlexible hours');
    await page.getByRole('button', { name: 'Send review' }).click();
    await page.getByText('Thanks! Your review will appear after our team has reviewed it.').waitFor();
    await shotsAtTwoWidths(page, 'review-form-thanks-en');

    const entry = await newestEntry('company_reviews', company);
    expect(entry).to.deep.include({ moderation_state: 'pending' });
    await staffApi(`/company_reviews/${entry.id}`, { method: 'PUT', body: { moderation_state: 'approved' } });
    await reloadUntil(page, async () => (await page.getByText(title).count()) > 0, 'the approved review');
    expect(await page.getByTestId('company-review').filter({ hasText: title }).innerText()).to.contain('Flexible hours');
    await page.getByTestId('company-review').filter({ hasText: title }).scrollIntoViewIfNeeded();
    await shotsAtTwoWidths(page, 'company-page-reviewed-en');
  });

  it('the Japanese survey and company page speak Japanese, and a company page link starts the survey with its company', async () => {
    const company = await aPublishedCompany();
    const japaneseName = (await apiJson<{ data: { attributes: { name: string } } }>(`/api/v1/slug_companies/${company.slug}?lang=jp`)).data.attributes.name;
    const page = await openPage();
    await page.goto(`/jp/companies/${company.slug}`);
    await page.getByRole('button', { name: '口コミを書く' }).waitFor();
    await page.getByRole('button', { name: '口コミを書く' }).click();
    await page.getByRole('button', { name: '口コミを送信' }).click();
    await page.getByText('1〜5の中から選んでください', { exact: true }).waitFor();
    await shotsAtTwoWidths(page, 'review-form-errors-ja');

    await page.getByRole('link', { name: 'リモートワーク体験談' }).first().click();
    // Links on a Japanese page keep the language as `lang=jp`.
    await page.waitForURL(new RegExp(`/remote-experiences\\?company=${company.slug}&lang=jp$`));
    await page.getByRole('heading', { name: 'リモートワーク体験談', level: 1 }).waitFor();
    await expectValue(page, '会社', japaneseName);
    await shotsAtTwoWidths(page, 'survey-remote-ja');
  });

  it('the newsletter archive lists a newly published issue first, linking to its page, with the sign-up box', async () => {
    const subject = `Tokyo backend roles this week (e2e ${Date.now()})`;
    const issue = await staffApi<{ id: number }>('/newsletters', { method: 'POST', body: { subject, body: 'The best new jobs.', published: true } });
    const page = await openPage();
    await page.goto('/MailchimpNewsletterList');
    await page.getByRole('heading', { name: 'Newsletter archive', level: 1 }).waitFor();
    await reloadUntil(page, async () => (await page.getByRole('link', { name: subject }).count()) > 0, 'the new issue');
    expect(await page.getByTestId('newsletter-issues').getByRole('link').first().innerText()).to.equal(subject);
    expect(await page.getByRole('link', { name: subject }).getAttribute('href')).to.equal(`/newsletters/${issue.id}`);
    await page.getByRole('button', { name: 'Subscribe' }).waitFor();
    await shotsAtTwoWidths(page, 'newsletter-archive-en');

    await page.goto('/jp/MailchimpNewsletterList');
    await page.getByRole('heading', { name: 'ニュースレターのバックナンバー', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: subject }).getAttribute('href')).to.equal(`/newsletters/${issue.id}?lang=jp`);
    await shotsAtTwoWidths(page, 'newsletter-archive-ja');
  });

  it('the terms of service are standalone documents, without the site header, linked from the footer', async () => {
    const page = await openPage();
    await page.goto('/about');
    await page.locator('footer').getByRole('link', { name: 'Terms of service' }).click();
    await page.waitForURL(/\/terms_of_service_en\.html$/);
    await page.getByRole('heading', { name: 'Shigoto Terms of Service', level: 1 }).waitFor();
    expect(await page.locator('header, nav, footer[class], script').count()).to.equal(0);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('main')!).maxWidth)).to.not.equal('none');
    await shotsAtTwoWidths(page, 'terms-en');

    await page.goto('/jp/about');
    await page.locator('footer').getByRole('link', { name: '利用規約' }).click();
    await page.waitForURL(/\/terms_of_service_ja\.html$/);
    await page.getByRole('heading', { name: 'Shigoto 利用規約', level: 1 }).waitFor();
    expect(await page.getByRole('banner').count()).to.equal(0);
    await shotsAtTwoWidths(page, 'terms-ja');
    await page.getByRole('link', { name: 'プライバシーポリシー' }).click();
    await page.waitForURL(/\/jp\/privacy$/);
  });

  it('the privacy policy, in the site layout, in English and Japanese', async () => {
    const page = await openPage();
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Privacy policy' }).click();
    await page.waitForURL(/\/privacy$/);
    await page.getByRole('heading', { name: 'Privacy policy', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '3. Who receives it' }).waitFor();
    await page.getByRole('banner').waitFor();
    await shotsAtTwoWidths(page, 'privacy-en');

    await page.goto('/jp/privacy');
    await page.getByRole('heading', { name: 'プライバシーポリシー', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '3. 第三者への提供' }).waitFor();
    await shotsAtTwoWidths(page, 'privacy-ja');
  });

  it('the locale diffs page shows a table of Japanese strings to check, noindex, linked from no navigation', async () => {
    const page = await openPage();
    await page.goto('/internal/locale-diffs');
    await page.getByRole('heading', { name: 'Japanese UI strings to check', level: 1 }).waitFor();
    const table = page.getByRole('table');
    for (const column of ['Key', 'English', 'Japanese', 'Status']) await table.getByRole('columnheader', { name: column }).waitFor();
    // The brand's name is the same in both languages: it is always listed.
    await table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'siteName', exact: true }) }).getByText('Same as English').waitFor();
    expect(await page.getByTestId('locale-diffs-summary').innerText()).to.match(/\d+ strings in all/);
    expect((await robotsDirectives(page)).every((directive) => directive.includes('noindex'))).to.equal(true);
    for (const path of ['/', '/jp', '/hire']) {
      const other = await openPage();
      await other.goto(path);
      expect(await other.locator('a[href*="locale-diffs"]').count(), path).to.equal(0);
    }
    await shotsAtTwoWidths(page, 'locale-diffs-en');
    await page.goto('/jp/internal/locale-diffs');
    await page.getByRole('columnheader', { name: 'キー' }).waitFor();
    await shotsAtTwoWidths(page, 'locale-diffs-ja');
  });

  it('every header and footer link leads to a page, for visitors, seekers and employers, in both languages', async () => {
    const page = await openPage();
    const links = new Set<string>();
    for (const path of ['/', '/hire', '/jp', '/jp/hire']) {
      await page.goto(path);
      for (const href of await headerAndFooterLinks(page)) links.add(href);
    }
    const seeker = await apiJson<SignInAnswer>('/api/v1/sessions', { body: { user: { email: 'seeker@shigoto.example', password: 'shigoto-seeker' } } });
    const employer = await apiJson<SignInAnswer>('/api/v1/employer_sessions', { body: { user: { email: 'hiring@komorebi-ledger.example', password: 'shigoto-employer' } } });
    for (const [session, marker] of [
      [seeker, 'user'],
      [employer, 'employer'],
    ] as const) {
      const signedIn = await openPage();
      for (const path of ['/', '/jp/hire']) {
        await signedIn.goto(path);
        await keepSession(signedIn, session);
        await signedIn.reload();
        await signedIn.locator(`header [data-account="${marker}"]`).first().waitFor();
        for (const href of await headerAndFooterLinks(signedIn)) links.add(href);
      }
    }
    expect([...links]).to.include.members([
      '/designer-experiences',
      '/remote-experiences?lang=jp',
      '/terms_of_service_en.html',
      '/terms_of_service_ja.html',
      '/privacy',
      '/privacy?lang=jp',
      '/MailchimpNewsletterList',
      '/employer/jobs',
      '/logout',
    ]);
    const broken: string[] = [];
    for (const href of links) {
      const response = await page.request.get(href, { maxRedirects: 5 });
      if (response.status() >= 400) broken.push(`${href}: ${response.status()}`);
    }
    expect(broken).to.deep.equal([]);
  });
});

/** The value a labelled field shows, once it shows it (a field filled in by the page's script). */
async function expectValue(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByRole('combobox', { name: label, exact: true });
  for (let i = 0; i < 50 && (await field.inputValue()) !== value; i++) await page.waitForTimeout(100);
  expect(await field.inputValue()).to.equal(value);
}
