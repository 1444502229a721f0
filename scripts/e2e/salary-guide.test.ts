import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { en } from '../../public-site/src/i18n/en';
import { ja } from '../../public-site/src/i18n/ja';
import type { SalaryFigures, SalaryGuide as Guide } from '../../public-site/src/lib/api/salary-guide';
import { formatSalary, formatYenMillions } from '../../public-site/src/lib/format/salary';
import { BASE_URL, closeBrowser, openPage } from './browser.js';
import { apiJson, shotsAtTwoWidths } from './site-actions.js';

interface JobListing {
  id: string;
  attributes: { slug: string; salary_min: number | null; salary_max: number | null };
  relationships: { company: { data: { id: string } } };
}

async function apiGuide(lang?: 'jp'): Promise<Guide> {
  return (await apiJson<{ data: { attributes: Guide } }>(`/api/v1/salary_guide${lang ? '?lang=jp' : ''}`)).data.attributes;
}

/** A group's figures, which the seeded world has (the test fails if it has not). */
function figuresOf(figures: SalaryFigures) {
  if (figures.insufficient_data) throw new Error(`only ${figures.postings} postings`);
  return figures;
}
const section = (guide: Guide, key: string) => guide.dimensions.find((d) => d.key === key)!;
const rowOf = (page: Page, value: string) => page.locator(`[data-dimension] tr[data-row="${value}"]`).first();
const cellsOf = async (page: Page, dimension: string, value: string) =>
  (await page.locator(`[data-dimension="${dimension}"] tr[data-row="${value}"] > *`).allInnerTexts()).map((text) => text.trim());
const numberIn = (text: string) => Number(text.replace(/[^\d]/g, ''));

describe('salary guide (Chromium)', () => {
  after(closeBrowser);

  it('shows the API’s figures in English, drawn on the server, each row leading to its jobs', async () => {
    const guide = await apiGuide();
    expect(guide.postings_with_salary, 'the seeded world has salaried jobs').to.be.above(50);
    // The charts are markup from the server: no script draws them.
    const html = await (await fetch(`${BASE_URL}/salary-guide`)).text();
    expect(html).to.include('data-testid="salary-chart"');
    expect(html).to.not.match(/<canvas/);

    const page = await openPage();
    await page.goto('/salary-guide');
    expect(await page.locator('h1').innerText()).to.equal(en.salaryGuide.title);
    expect(await page.getByTestId('salary-intro').innerText()).to.include(`${guide.postings_with_salary.toLocaleString('en-US')} job postings`);
    expect(await page.getByTestId('salary-overall-median').innerText()).to.equal(formatYenMillions(figuresOf(guide.overall).median));
    expect(await page.getByTestId('salary-method').innerText()).to.include('No figure from fewer than 5 postings');

    for (const dimension of guide.dimensions) {
      for (const group of dimension.groups) {
        const cells = await cellsOf(page, dimension.key, group.value);
        if (group.insufficient_data) {
          expect(cells.slice(1), `${dimension.key} ${group.value}`).to.deep.equal(['Fewer than 5 postings', String(group.postings)]);
        } else {
          expect(cells.slice(1), `${dimension.key} ${group.value}`).to.deep.equal([
            formatYenMillions(group.median),
            formatSalary(group.p25, group.p75, en.salary),
            formatSalary(group.min, group.max, en.salary),
            group.postings.toLocaleString('en-US'),
          ]);
        }
      }
    }
    const senior = section(guide, 'seniority_level').groups.find((g) => g.value === 'senior')!;
    expect(await rowOf(page, 'senior').locator('th').innerText()).to.equal('Senior');
    await shotsAtTwoWidths(page, 'salary-guide-en');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A row's name leads to the jobs behind it: every senior job with a salary is among them.
    await rowOf(page, 'senior').getByRole('link', { name: 'Senior' }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname + url.search) === '/jobs?filter[seniority_level]=senior');
    const found = numberIn(await page.getByText(/^[\d,]+ jobs?$/).innerText());
    expect(found).to.be.at.least(senior.postings);
  });

  it('speaks Japanese at /jp/salary-guide, with the roles’ Japanese names', async () => {
    const guide = await apiGuide('jp');
    const page = await openPage();
    await page.goto('/jp/salary-guide');
    expect(await page.locator('html').getAttribute('lang')).to.equal('ja');
    expect(await page.locator('h1').innerText()).to.equal(ja.salaryGuide.title);
    expect(await page.getByTestId('salary-intro').innerText()).to.include(`給与を明記した${guide.postings_with_salary.toLocaleString('ja-JP')}件`);
    expect(await page.getByTestId('salary-method').innerText()).to.include('求人が5件未満のグループは数値を出さず');
    const roles = section(guide, 'category').groups;
    const top = roles[0];
    expect(await rowOf(page, top.value).locator('th').innerText()).to.equal(top.name);
    expect(await rowOf(page, top.value).locator('td').first().innerText()).to.equal(formatYenMillions(figuresOf(top).median));
    expect(await page.getByRole('navigation', { name: ja.nav.label }).getByRole('link', { name: ja.nav.salaryGuide }).count()).to.equal(1);
    await shotsAtTwoWidths(page, 'salary-guide-ja');
  });

  it('is linked from the header and from a job’s salary, at the roles section', async () => {
    const jobs = await apiJson<{ data: JobListing[]; included: { id: string; attributes: { slug: string } }[] }>('/api/v1/jobs?page[size]=50');
    const job = jobs.data.find((j) => j.attributes.salary_min && j.attributes.salary_max)!;
    const company = jobs.included.find((c) => c.id === job.relationships.company.data.id)!;
    const page = await openPage();

    await page.goto('/');
    await page.getByRole('navigation', { name: en.nav.label }).getByRole('link', { name: en.nav.salaryGuide }).click();
    await page.waitForURL(/\/salary-guide$/);

    // The site's Japanese links carry lang=jp.
    for (const [prefix, texts, query] of [['', en, ''], ['/jp', ja, '?lang=jp']] as const) {
      await page.goto(`${prefix}/jobs/${company.attributes.slug}/${job.attributes.slug}`);
      await page.getByRole('link', { name: texts.job.compareSalary }).click();
      await page.waitForURL((url) => url.pathname + url.search + url.hash === `/salary-guide${query}#role`);
      await page.locator('#role-heading').waitFor();
      expect(await page.locator('#role-heading').innerText()).to.equal(texts.salaryGuide.sections.role);
      // Scrolled to the roles: their heading is on screen.
      expect(await page.locator('#role-heading').evaluate((heading) => heading.getBoundingClientRect().top)).to.be.within(0, 300);
    }
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/jobs/${company.attributes.slug}/${job.attributes.slug}`);
    // Phones find the guide in the menu.
    await page.getByRole('banner').getByRole('button', { name: en.menu.open }).click();
    await page.getByRole('dialog').getByRole('link', { name: en.nav.salaryGuide }).waitFor();
    await page.keyboard.press('Escape');
    await shotsAtTwoWidths(page, 'salary-guide-job-link');

    // A job without a salary says so among its facts, in the page's language, rather than a bare dash; it has no link to compare.
    const unsalaried = jobs.data.find((j) => j.attributes.salary_min === null && j.attributes.salary_max === null);
    expect(unsalaried, 'the first 50 jobs include one without a salary').to.not.equal(undefined);
    const itsCompany = jobs.included.find((c) => c.id === unsalaried!.relationships.company.data.id)!;
    for (const [prefix, texts] of [['', en], ['/jp', ja]] as const) {
      await page.goto(`${prefix}/jobs/${itsCompany.attributes.slug}/${unsalaried!.attributes.slug}`);
      await page.getByText(texts.job.salaryNotStated, { exact: true }).waitFor();
      expect(await page.getByRole('link', { name: texts.job.compareSalary }).count()).to.equal(0);
    }
  });

  it('follows a job’s salary change within seconds (the page is cached, and told)', async () => {
    const { access } = await apiJson<{ access: string }>('/admin/api/sessions', { body: { email: 'admin@shigoto.example', password: 'shigoto-admin' } });
    const jobs = await apiJson<{ data: JobListing[] }>('/api/v1/jobs?page[size]=50');
    const job = jobs.data.find((j) => j.attributes.salary_min && j.attributes.salary_max)!;
    const { salary_min, salary_max } = job.attributes;
    const setSalary = (body: { salary_min: number | null; salary_max: number | null }) => apiJson(`/admin/api/jobs/${job.id}`, { method: 'PUT', token: access, body });
    const page = await openPage();
    const shownRange = async () => {
      await page.goto('/salary-guide');
      return page.getByTestId('salary-overall').innerText();
    };
    const waitForRange = async (expected: (range: string) => boolean) => {
      const deadline = Date.now() + 15_000;
      let range = await shownRange();
      while (!expected(range) && Date.now() < deadline) {
        await page.waitForTimeout(500);
        range = await shownRange();
      }
      return range;
    };
    expect(await shownRange()).to.not.include('¥45M');
    await setSalary({ salary_min: 45_000_000, salary_max: 45_000_000 });
    try {
      expect(await waitForRange((range) => range.includes('¥45M'))).to.include(`– ${formatYenMillions(45_000_000)}`);
      expect(figuresOf((await apiGuide()).overall).max).to.equal(45_000_000);
    } finally {
      await setSalary({ salary_min, salary_max });
    }
    expect(await waitForRange((range) => !range.includes('¥45M'))).to.not.include('¥45M');
  });
});
