/**
 * Property-based fuzz of the whole API: hostile input never causes a server error or a leak.
 *
 * The operations come from the OpenAPI document the app serves (method, path, parameters and the
 * body fields its validators declare), then every other declared route — the staff console API
 * and health checks — from the router. Each operation gets FUZZ_RUNS requests, built by
 * fast-check, each as a caller the operation lets in and from a fresh client address (so rate
 * limits stay out of the way), with hostile values in its path parameters, query and body:
 * objects whose keys shadow Object.prototype members, lists, lone surrogates, NUL and control
 * characters, very long strings, odd numbers, booleans, null, unicode, SQL and HTML fragments,
 * javascript: links, deep nesting, wrong content types and encodings, multipart forms with odd
 * names and bytes. Then every malformed, mislabelled or wrongly encoded body goes to every JSON
 * write. Every answer must be below 500 and show no stack trace, file path, SQL or internal error
 * class (echoes of what the request itself sent do not count).
 *
 * The seed is fixed, so CI sends the same requests every run. Environment:
 *   FUZZ_RUNS   requests per operation (default 40: about 15 s on two cores with SQLite)
 *   FUZZ_SEED   a number to replay a run, or `random`; a failure prints the seed it ran with
 *
 *   npx mocha test/integration/fuzz.test.ts                                     the CI run
 *   FUZZ_RUNS=1000 FUZZ_SEED=random npx mocha test/integration/fuzz.test.ts     a longer hunt (about 5 minutes)
 *   FUZZ_SEED=1234 FUZZ_RUNS=40 npx mocha test/integration/fuzz.test.ts         replays a failure
 */
import http from 'node:http';
import { expect } from 'chai';
import fc from 'fast-check';
import { api, indexed } from '../helpers/agent.js';
import type { Role } from '../helpers/callers.js';
import { testApp } from '../helpers/context.js';
import {
  createBlogPost,
  createBlogTag,
  createCompany,
  createContract,
  createEmailApplicant,
  createEmployer,
  createExperience,
  createJapan,
  createJob,
  createLocation,
  createNewsletter,
  createReview,
  createSkill,
  createStaff,
  createUser,
  pdfBytes,
} from '../helpers/factories.js';
import {
  answerProblems,
  declaredNames,
  describeRequest,
  exchange,
  fuzzOperations,
  fuzzRequests,
  oddBodyRequests,
  type Answer,
  type FuzzOperation,
  type FuzzRequest,
  type OpenApiDocument,
  type Seeds,
} from '../helpers/fuzz.js';
import { storeResume } from '../../src/lib/uploads/index.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.FUZZ_SEED ?? 20_240_611);

/** A small world for requests to find: each kind of record once, and an account of each kind. */
async function seedWorld() {
  const { ctx } = testApp();
  const japan = await createJapan();
  const tokyo = await createLocation({ name: 'Tokyo', slug: 'tokyo', parent_id: japan.id });
  const go = await createSkill({ system_name: 'go', name: 'Go' });
  const category = await createSkill({ system_name: 'engineering', name: 'Engineering', skill_type: 'category' });
  const acme = await createCompany({ slug: 'acme', homepage_url: 'https://acme.example', membership_code: 'join-acme-0123456789', application_conditions: null });
  await createContract({ company_id: acme.id });
  const linkJob = await createJob({ company_id: acme.id, skills: [go], application_url: 'https://acme.example/apply', category_skill_id: category.id });
  const emailJob = await createJob({ company_id: acme.id, application_url: null, application_email: 'jobs@acme.example' });
  const waivedJob = await createJob({ company_id: acme.id, application_url: 'https://acme.example/apply', application_conditions: 'Apply on our site' });
  const draftJob = await createJob({ company_id: acme.id, published: false, published_at: null, approval_state: 'pending' });
  const resume = await storeResume(ctx, { field: 'resume', clientName: 'cv.pdf', bytes: pdfBytes() }, 'pdf');
  const applicant = await createEmailApplicant({ job_id: emailJob.id, company_id: acme.id, resume_file_id: resume.id, attachment_file_ids: [resume.id] });
  const tag = await createBlogTag({ system_name: 'visas' });
  const post = await createBlogPost({ tags: [tag] });
  const newsletter = await createNewsletter();
  await createReview({ company_id: acme.id });
  await createExperience({ company_id: acme.id });
  const user = await createUser({ email: 'seeker@example.com' });
  const employer = await createEmployer({ company_id: acme.id, email: 'boss@acme.example', confirmed_at: new Date() });
  const editor = await createStaff({ role: 'editor' });
  const admin = await createStaff({ role: 'admin' });
  await indexed();

  const jobs = [linkJob, emailJob, waivedJob, draftJob];
  const seeds: Seeds = {
    id: [...jobs.map((j) => j.id), linkJob.slug, acme.id, applicant.id, 'go', post.slug, newsletter.id],
    slug: [...jobs.map((j) => j.slug), acme.slug],
    tag: [tag.system_name, 'remote'],
    email: ['seeker@example.com', 'boss@acme.example', 'new-person@acme.example'],
    code: ['join-acme-0123456789'],
    path: ['go-jobs-in-japan', 'remote-jobs'],
    fileId: [resume.id],
    job_id: jobs.map((j) => j.id),
    company_id: [acme.id],
    location_id: [japan.id, tokyo.id],
    email_applicant_id: [applicant.id],
    blog_post_id: [post.id],
    category_id: [category.id],
    ids: [applicant.id],
    url: ['https://acme.example/me'],
    homepage_url: ['https://acme.example'],
    name: ['Aiko Tanaka'],
    message: ['I build payment systems in Go and would love to join.'],
    body: ['A thoughtful team that ships carefully and often.'],
  };
  const accounts: Record<Exclude<Role, 'anonymous'>, Parameters<typeof ctx.sessions.start>[0]> = {
    user: { type: 'user', id: user.id },
    employer: { type: 'employer', id: employer.id, companyId: acme.id },
    editor: { type: 'staff', id: editor.id, role: 'editor' },
    admin: { type: 'staff', id: admin.id, role: 'admin' },
  };
  // Sessions are reused until a write succeeds: it may have been a sign-out or a new password.
  const sessions = new Map<Role, string>();
  const authorization = async (role: Role) => {
    if (role === 'anonymous') return undefined;
    if (!sessions.has(role)) sessions.set(role, `Bearer ${(await ctx.sessions.start(accounts[role], {})).access}`);
    return sessions.get(role);
  };
  const settle = (request: FuzzRequest, answer: Answer) => {
    if (request.method !== 'get' && answer.status < 300) sessions.delete(request.role);
  };
  return { seeds, authorization, settle };
}

type World = Awaited<ReturnType<typeof seedWorld>>;

/**
 * Calls `run` with `send`, which sends one request to the app and records what is wrong with
 * its answer; answers every problem found, each with the request that found it.
 */
async function probe(world: World, run: (send: (request: FuzzRequest) => Promise<void>) => Promise<void>): Promise<string[]> {
  const server = http.createServer(testApp().app).listen(0);
  // A connection of its own for each request: an answer never depends on how an earlier one left it.
  const agent = new http.Agent({ keepAlive: false });
  const problems: string[] = [];
  const send = async (request: FuzzRequest) => {
    const answer = await exchange(server, agent, request, await world.authorization(request.role)).catch((error: Error) => ({ status: 0, text: `no answer: ${error.message}` }));
    world.settle(request, answer);
    const found = answer.status === 0 ? [answer.text] : answerProblems(answer, request.sent);
    if (found.length) problems.push(`${found.join(', ')}: ${describeRequest(request)} → ${answer.text.slice(0, 300)}`);
  };
  try {
    await run(send);
  } finally {
    agent.destroy();
    server.close();
  }
  return problems;
}

/** RUNS requests to each operation, built by fast-check from the seed (each operation its own). */
async function fuzz(operations: FuzzOperation[]): Promise<string[]> {
  const world = await seedWorld();
  const names = declaredNames();
  return probe(world, async (send) => {
    for (const [index, operation] of operations.entries()) {
      await fc.assert(fc.asyncProperty(fuzzRequests(operation, world.seeds, names), send), { seed: SEED + index, numRuns: RUNS });
    }
  });
}

const report = (problems: string[]) => `${problems.length} problems with FUZZ_SEED=${SEED} (replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npx mocha test/integration/fuzz.test.ts)\n${problems.join('\n')}`;

describe('fuzz: hostile input never causes a server error or a leak', () => {
  let operations: FuzzOperation[];
  before(async () => {
    const document = (await api().get('/api/v1/openapi.json').expect(200)).body as OpenApiDocument;
    operations = fuzzOperations(document);
  });

  it('every operation of the OpenAPI document', async function () {
    const described = operations.filter((operation) => operation.path.startsWith('/api/v1/'));
    expect(described.length).to.be.greaterThan(60);
    this.timeout(described.length * RUNS * 100 + 30_000);
    const problems = await fuzz(described);
    expect(problems.length, report(problems)).to.equal(0);
  });

  it('every other declared route: the staff console API and health checks', async function () {
    const others = operations.filter((operation) => !operation.path.startsWith('/api/v1/'));
    expect(others.map((operation) => operation.path)).to.include('/admin/api/jobs/:id');
    this.timeout(others.length * RUNS * 100 + 30_000);
    const problems = await fuzz(others);
    expect(problems.length, report(problems)).to.equal(0);
  });

  it('every malformed, mislabelled or wrongly encoded body on every JSON write', async function () {
    this.timeout(60_000);
    const writes = operations.filter((operation) => operation.body?.kind === 'json');
    expect(writes.length).to.be.greaterThan(30);
    const world = await seedWorld();
    const problems = await probe(world, async (send) => {
      for (const operation of writes) for (const request of oddBodyRequests(operation, world.seeds)) await send(request);
    });
    expect(problems).to.deep.equal([]);
    expect(({} as Record<string, unknown>).admin).to.equal(undefined);
  });
});
