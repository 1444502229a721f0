import { expect } from 'chai';
import type { Rows } from '@shigoto/db';
import { api, indexed, signInStaff } from '../helpers/agent.js';
import { createCompany, createContract, createJapan, createJob, createLocation, createSkill } from '../helpers/factories.js';

interface Figures {
  postings: number;
  insufficient_data: boolean;
  median?: number;
  p25?: number;
  p75?: number;
  min?: number;
  max?: number;
}
type Group = Figures & { value: string; name: string | null; system_name?: string };
interface Guide {
  language: string;
  minimum_postings: number;
  live_postings: number;
  postings_with_salary: number;
  overall: Figures;
  dimensions: { key: string; not_stated: number; groups: Group[] }[];
}

const M = 1_000_000;

async function guide(lang?: 'jp'): Promise<Guide> {
  const res = await api()
    .get('/api/v1/salary_guide')
    .query(lang ? { lang } : {})
    .expect(200);
  expect(res.body.data).to.include({ id: 'salary_guide', type: 'salary_guide' });
  return res.body.data.attributes;
}

const section = (g: Guide, key: string) => g.dimensions.find((d) => d.key === key)!;
const group = (g: Guide, key: string, value: string) => section(g, key).groups.find((row) => row.value === value);

/**
 * Backend: five public postings whose salaries (a range's midpoint, or its one stated end) are
 * 5, 6, 7, 8 and 10 million; Frontend: four. Around them, jobs the public does not see, each with
 * a salary that would change Backend's figures if it were counted.
 */
async function world() {
  await createJapan();
  const tokyo = await createLocation({ name: 'Tokyo', name_ja: '東京', slug: 'tokyo' });
  const backend = await createSkill({ name: 'Backend', name_ja: 'バックエンド', system_name: 'backend_development', skill_type: 'category' });
  const frontend = await createSkill({ name: 'Frontend', system_name: 'frontend_development', skill_type: 'category' });
  const company = await createCompany();
  await createContract({ company_id: company.id, plan: 'unlimited' });
  const complete = { company_id: company.id, category_skill_id: backend.id, location_id: tokyo.id, seniority_level: 'senior' as const, raw_content: '<p>Build things.</p>', application_url: 'https://acme.example/apply' };
  const backendJobs: Rows['Job'][] = [];
  for (const [salary_min, salary_max] of [
    [4 * M, 6 * M],
    [6 * M, null],
    [null, 7 * M],
    [8 * M, 8 * M],
    [9 * M, 11 * M],
  ]) {
    backendJobs.push(await createJob({ ...complete, salary_min, salary_max }));
  }
  for (const [salary_min, salary_max] of [
    [4 * M, null],
    [4 * M, 5 * M],
    [5 * M, 5 * M],
    [5 * M, 7 * M],
  ]) {
    await createJob({ company_id: company.id, category_skill_id: frontend.id, seniority_level: 'junior', japanese_level_enum: null, salary_min, salary_max });
  }
  // Public, but no salary stated (a zero is an unfilled field): counted as live, in no figure.
  await createJob({ ...complete, salary_min: null, salary_max: null });
  await createJob({ ...complete, salary_min: 0, salary_max: 0 });
  // Not public: closed, deleted, awaiting approval, of an unpublished company.
  const hidden = { ...complete, salary_min: 30 * M, salary_max: 30 * M };
  await createJob({ ...hidden, published: false, closed_at: new Date() });
  await createJob({ ...hidden, published: false, is_deleted: true });
  await createJob({ ...hidden, published: false, approval_state: 'pending' });
  await createJob({ ...hidden, company_id: (await createCompany({ published: false })).id });
  await indexed();
  return { backend, frontend, backendJobs };
}

describe('GET /api/v1/salary_guide', () => {
  it('gives the median, middle half and range of the public postings, with the postings behind each figure', async () => {
    const { backend, frontend } = await world();
    const g = await guide();

    expect(g).to.include({ language: 'en', minimum_postings: 5, live_postings: 11, postings_with_salary: 9 });
    // 4, 4.5, 5, 5, 6, 6, 7, 8, 10 million.
    expect(g.overall).to.deep.equal({ postings: 9, insufficient_data: false, median: 6 * M, p25: 5 * M, p75: 7 * M, min: 4 * M, max: 10 * M });
    expect(section(g, 'category').groups).to.deep.equal([
      { value: String(backend.id), name: 'Backend', system_name: 'backend_development', postings: 5, insufficient_data: false, median: 7 * M, p25: 6 * M, p75: 8 * M, min: 5 * M, max: 10 * M },
      // Four postings: their count, and no figure.
      { value: String(frontend.id), name: 'Frontend', system_name: 'frontend_development', postings: 4, insufficient_data: true },
    ]);
    expect(g.dimensions.map((d) => d.key)).to.deep.equal(['category', 'seniority_level', 'japanese_level', 'remote_level', 'location']);
    // Enumerations list every value in order, those without postings too.
    expect(section(g, 'seniority_level').groups.map((row) => [row.value, row.postings, row.median ?? null])).to.deep.equal([
      ['new_grad', 0, null],
      ['junior', 4, null],
      ['mid_level', 0, null],
      ['senior', 5, 7 * M],
    ]);
    // A job without a Japanese level asks for none, as the job search files it.
    expect(group(g, 'japanese_level', 'not_required')).to.include({ postings: 9, median: 6 * M });
    expect(group(g, 'remote_level', 'partial')).to.include({ postings: 9 });
    expect(section(g, 'location')).to.deep.include({ not_stated: 4 });
    expect(section(g, 'location').groups).to.have.length(1);
    expect(group(g, 'location', 'tokyo')).to.include({ name: 'Tokyo', postings: 5, median: 7 * M });

    const jp = await guide('jp');
    expect(jp.language).to.equal('jp');
    expect(group(jp, 'category', String(backend.id))!.name).to.equal('バックエンド');
    expect(group(jp, 'location', 'tokyo')!.name).to.equal('東京');
    expect(jp.overall).to.deep.equal(g.overall);
  });

  it('follows jobs as they are closed and published again', async () => {
    const { backend, backendJobs } = await world();
    const staff = `Bearer ${(await signInStaff('admin')).tokens.access}`;
    const setPublished = (job: Rows['Job'], published: boolean) => api().put(`/admin/api/jobs/${job.id}`).set('authorization', staff).send({ published }).expect((res) => expect(res.status, JSON.stringify(res.body)).to.equal(200));
    const backendRow = async () => group(await guide(), 'category', String(backend.id));
    expect(await backendRow()).to.include({ postings: 5, median: 7 * M });

    // Closing the 10 million posting leaves four: no figure any more.
    await setPublished(backendJobs[4], false);
    expect(await backendRow()).to.deep.include({ postings: 4, insufficient_data: true }).and.not.have.property('median');
    expect((await guide()).live_postings).to.equal(10);

    await setPublished(backendJobs[4], true);
    expect(await backendRow()).to.include({ postings: 5, insufficient_data: false, median: 7 * M, max: 10 * M });
    expect((await guide()).live_postings).to.equal(11);
  });

  it('gives counts only while there are too few postings', async () => {
    await createJob({ salary_min: 6 * M, salary_max: 8 * M });
    await indexed();
    const g = await guide();
    expect(g).to.include({ live_postings: 1, postings_with_salary: 1 });
    expect(g.overall).to.deep.equal({ postings: 1, insufficient_data: true });
    expect(section(g, 'category')).to.deep.equal({ key: 'category', not_stated: 1, groups: [] });
  });
});
