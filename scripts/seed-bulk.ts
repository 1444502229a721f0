// Large synthetic data sets for benchmarks: `npm run seed:bulk -- --jobs 100000`
// [--companies N] [--batch N]. Adds published jobs (with skills) and their companies to
// DATABASE_URL, or to the default SQLite database under data/, next to whatever is there.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import type { Transaction } from 'sequelize';
import { createDatabase, type Database } from '@shigoto/db';
import { seedReferenceData, Random, buildCompany, buildJob, type CompanyDraft, INSERT_BATCH_SIZE, insertRows, loadReferenceIndex, type NewRow, type ReferenceIndex } from '@shigoto/db/seeders';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const JOBS_PER_COMPANY = 50;
const BULK_RANDOM_SEED = 0xb01c;
/**
 * Jobs per transaction: few, large transactions. Sequelize opens a new SQLite connection for each
 * transaction, which settings made on its own connection (PRAGMA synchronous) never reach, so each
 * transaction starts with a cold page cache and syncs to disk at its commit.
 */
const JOBS_PER_TRANSACTION = 50_000;

interface Options {
  jobs: number;
  companies: number;
  batch: number;
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      jobs: { type: 'string', default: '10000' },
      companies: { type: 'string' },
      batch: { type: 'string', default: String(INSERT_BATCH_SIZE) },
    },
  });
  const positive = (name: string, raw: string) => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer (got "${raw}")`);
    return value;
  };
  const jobs = positive('jobs', values.jobs);
  return {
    jobs,
    companies: values.companies === undefined ? Math.ceil(jobs / JOBS_PER_COMPANY) : positive('companies', values.companies),
    batch: positive('batch', values.batch),
  };
}

/** npm runs this from scripts/, so a relative SQLite path is taken relative to where npm was started. */
function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) return `sqlite:${path.join(REPO_ROOT, 'data', 'shigoto.sqlite')}`;
  if (!url.startsWith('sqlite:') || url === 'sqlite::memory:') return url;
  return `sqlite:${path.resolve(process.env.INIT_CWD ?? process.cwd(), url.slice('sqlite:'.length))}`;
}


/** Returns how many rows it inserted. */
async function insertCompanies(db: Database, companies: CompanyDraft[], transaction: Transaction): Promise<number> {
  const skills = companies.flatMap((c) => c.skillIds.map((skill_id) => ({ company_id: c.row.id, skill_id })));
  const tags = companies.flatMap((c) => c.tags.map((tag) => ({ company_id: c.row.id, tag })));
  await insertRows(db, 'Company', companies.map((company) => company.row), transaction);
  await insertRows(db, 'CompanySkill', skills, transaction);
  await insertRows(db, 'CompanyTag', tags, transaction);
  return companies.length + skills.length + tags.length;
}

function buildCompanies(rng: Random, refs: ReferenceIndex, firstId: number, options: Options): CompanyDraft[] {
  return Array.from({ length: options.companies }, (_, index) => {
    const id = firstId + index;
    const company = buildCompany(rng, { id, index, refs, slugSuffix: String(id) });
    // Jobs are dealt out round-robin, so the first `jobs` companies get at least one.
    company.row.has_active_jobs = index < options.jobs;
    company.row.hiring_now = company.row.has_active_jobs;
    return company;
  });
}

async function main() {
  const options = readOptions();
  const url = databaseUrl();
  const db = createDatabase(url);
  try {
    await db.migrator.up();
    await seedReferenceData(db);
    const refs = await loadReferenceIndex(db);
    // Explicit ids after the existing rows let job skills be linked without reading ids back.
    const firstCompanyId = (Number(await db.models.Company.max('id')) || 0) + 1;
    const firstJobId = (Number(await db.models.Job.max('id')) || 0) + 1;
    // Seeded from the first id, so a second run adds different companies (membership codes are unique).
    const rng = new Random(BULK_RANDOM_SEED ^ firstJobId);
    const now = new Date();
    console.log(`Adding ${options.jobs} jobs and ${options.companies} companies to ${url.replace(/\/\/[^@]*@/, '//***@')}`);

    const started = performance.now();
    const companies = buildCompanies(rng, refs, firstCompanyId, options);
    const companyRows = await db.sequelize.transaction((transaction) => insertCompanies(db, companies, transaction));

    const bar = new cliProgress.SingleBar(
      { format: 'jobs {bar} {percentage}% | {value}/{total} | {rate} jobs/s | ETA {eta_formatted}', hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    bar.start(options.jobs, 0, { rate: 0 });
    let jobSkillCount = 0;
    for (let done = 0; done < options.jobs; ) {
      const end = Math.min(done + JOBS_PER_TRANSACTION, options.jobs);
      await db.sequelize.transaction(async (transaction) => {
        // A page cache big enough for the job indexes: with the default 2 MB, inserts slow down as
        // the table grows. It lasts as long as the transaction's connection.
        if (db.dialect === 'sqlite') await db.sequelize.query('PRAGMA cache_size = -262144', { transaction });
        // Rows are built one batch at a time, so memory stays flat whatever the transaction's size.
        while (done < end) {
          const size = Math.min(options.batch, end - done);
          const jobs: NewRow<'Job'>[] = [];
          const jobSkills: NewRow<'JobSkill'>[] = [];
          for (let n = 0; n < size; n += 1) {
            const index = done + n;
            const draft = buildJob(rng, { id: firstJobId + index, company: companies[index % companies.length], refs, now });
            jobs.push(draft.row);
            for (const skill_id of draft.skillIds) jobSkills.push({ job_id: draft.row.id, skill_id });
          }
          await insertRows(db, 'Job', jobs, transaction, options.batch);
          await insertRows(db, 'JobSkill', jobSkills, transaction, options.batch * 4);
          done += size;
          jobSkillCount += jobSkills.length;
          bar.update(done, { rate: Math.round(done / ((performance.now() - started) / 1000)) });
        }
      });
    }
    bar.stop();

    const seconds = (performance.now() - started) / 1000;
    const rows = options.jobs + jobSkillCount + companyRows;
    console.log(
      `Inserted ${options.jobs} jobs, ${jobSkillCount} job skills and ${companies.length} companies in ${seconds.toFixed(1)} s ` +
        `(${Math.round(options.jobs / seconds)} jobs/s, ${Math.round(rows / seconds)} rows/s).`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
