import { expect } from 'chai';
import type { Rows } from '@shigoto/db';
import { api, indexed, signInStaff } from '../helpers/agent.js';
import { testApp } from '../helpers/context.js';
import { createCompany, createContract, createJapan, createJob, createSignedInEmployer, createSkill } from '../helpers/factories.js';
import {
  ALREADY_OPEN_ISSUE,
  DELETED_ISSUE,
  FEATURE_NOT_OPEN_ISSUE,
  JOB_NOT_CLOSED_MESSAGE,
  JOB_NOT_PUBLISHED_MESSAGE,
  JOB_NOT_UPDATED_MESSAGE,
  jobStatus,
  NOT_OPEN_ISSUE,
  PENDING_ISSUE,
  planLimitIssue,
  REJECTED_ISSUE,
  REQUEST_FAILED_MESSAGE,
  type JobStatus,
} from '../../src/modules/job-lifecycle/job-lifecycle.rules.js';
import { errorsOf, refusalOf } from '../helpers/errors.js';

const models = () => testApp().ctx.db.models;

/** The columns that put a complete job in each state. */
const STATES: Record<JobStatus, Partial<Rows['Job']>> = {
  pending: { approval_state: 'pending', published: false, published_at: null },
  rejected: { approval_state: 'rejected', published: false, published_at: null },
  ready: { approval_state: 'approved', published: false, published_at: null },
  open: { approval_state: 'approved', published: true },
  closed: { approval_state: 'approved', published: false, closed_at: new Date('2026-10-01T00:00:00Z') },
  deleted: { approval_state: 'approved', published: false, is_deleted: true },
};

type Transition = 'edit' | 'publish' | 'close' | 'approve' | 'reject' | 'delete' | 'feature';
type Outcome = JobStatus | { refused: string[]; message: string } | 'not found' | 'no route' | 'unchanged';
const refused = (issue: string, message: string) => ({ refused: [issue], message });
const notPublished = (issue: string) => refused(issue, JOB_NOT_PUBLISHED_MESSAGE);
const notClosed = refused(NOT_OPEN_ISSUE, JOB_NOT_CLOSED_MESSAGE);
const staffRefused = (issue: string) => refused(issue, REQUEST_FAILED_MESSAGE);

/**
 * Every transition from every state, as the employer's dashboard and the staff console ask for it.
 * Where both may act the rules are the same but for two: staff may correct a pending job, and
 * their edit of a rejected job does not send it back for review. The console saves values, so
 * asking for the value a job already has ('unchanged') changes nothing and is no error, where the
 * employer's buttons ask for an action and are told it does not apply.
 */
const TABLE: [from: JobStatus, transition: Transition, employer: Outcome, staff: Outcome][] = [
  ['pending', 'edit', refused(PENDING_ISSUE, JOB_NOT_UPDATED_MESSAGE), 'pending'],
  ['pending', 'publish', notPublished(PENDING_ISSUE), notPublished(PENDING_ISSUE)],
  ['pending', 'close', notClosed, 'unchanged'],
  ['pending', 'approve', 'no route', 'ready'],
  ['pending', 'reject', 'no route', 'rejected'],
  ['pending', 'feature', 'no route', staffRefused(FEATURE_NOT_OPEN_ISSUE)],
  ['pending', 'delete', 'no route', 'deleted'],
  ['rejected', 'edit', 'pending', 'rejected'],
  ['rejected', 'publish', notPublished(REJECTED_ISSUE), notPublished(REJECTED_ISSUE)],
  ['rejected', 'close', notClosed, 'unchanged'],
  ['rejected', 'approve', 'no route', 'ready'],
  ['rejected', 'reject', 'no route', 'unchanged'],
  ['ready', 'edit', 'ready', 'ready'],
  ['ready', 'publish', 'open', 'open'],
  ['ready', 'close', notClosed, 'unchanged'],
  ['ready', 'approve', 'no route', 'unchanged'],
  ['ready', 'reject', 'no route', 'rejected'],
  ['open', 'edit', 'open', 'open'],
  ['open', 'publish', notPublished(ALREADY_OPEN_ISSUE), 'unchanged'],
  ['open', 'close', 'closed', 'closed'],
  ['open', 'reject', 'no route', 'rejected'],
  ['open', 'feature', 'no route', 'open'],
  ['open', 'delete', 'no route', 'deleted'],
  ['closed', 'edit', 'closed', 'closed'],
  ['closed', 'publish', 'open', 'open'],
  ['closed', 'close', notClosed, 'unchanged'],
  ['closed', 'reject', 'no route', 'rejected'],
  ['closed', 'feature', 'no route', staffRefused(FEATURE_NOT_OPEN_ISSUE)],
  ['deleted', 'edit', 'not found', refused(DELETED_ISSUE, JOB_NOT_UPDATED_MESSAGE)],
  ['deleted', 'publish', 'not found', notPublished(DELETED_ISSUE)],
  ['deleted', 'reject', 'no route', staffRefused(DELETED_ISSUE)],
  ['deleted', 'delete', 'no route', staffRefused(DELETED_ISSUE)],
];

async function world() {
  await createJapan();
  const category = await createSkill({ name: 'Backend', system_name: 'backend', skill_type: 'category' });
  const company = await createCompany({ name: 'Acme', slug: 'acme' });
  const { authorization } = await createSignedInEmployer({ company_id: company.id, email: 'hiring@acme.example' });
  const staff = `Bearer ${(await signInStaff('admin')).tokens.access}`;
  return { category, company, employer: authorization, staff };
}

type World = Awaited<ReturnType<typeof world>>;

const reload = async (job: Rows['Job']) => (await models().Job.findByPk(job.id))!.get({ plain: true }) as Rows['Job'];

/** A complete job (every field publishing needs) in the given state. */
async function jobIn(w: World, state: JobStatus) {
  const created = await createJob({
    company_id: w.company.id,
    title: `Go Engineer (${state})`,
    category_skill_id: w.category.id,
    location_id: 1,
    raw_content: '<p>Build our payments platform.</p>',
    application_url: 'https://acme.example/careers/1?source=shigoto',
    published_at: new Date('2026-09-01T00:00:00Z'),
    ...STATES[state],
  });
  return reload(created);
}

/** Asks for a transition through the employer's API, or says there is no employer route for it. */
function byEmployer(w: World, job: Rows['Job'], transition: Transition) {
  const as = <T extends { set(name: string, value: string): T }>(request: T) => request.set('authorization', w.employer);
  switch (transition) {
    case 'edit':
      return as(api().put(`/api/v1/employers/jobs/${job.slug}`)).send({ job: { title: 'Senior Go Engineer' } });
    case 'publish':
      return as(api().post('/api/v1/employers/job_publishings')).send({ slug: job.slug });
    case 'close':
      return as(api().delete(`/api/v1/employers/job_publishings/${job.slug}`));
    default:
      return null;
  }
}

/** Asks for a transition through the staff console's API (ra-data-simple-rest: the record's new values). */
function byStaff(w: World, job: Rows['Job'], transition: Transition) {
  const put = (values: Record<string, unknown>) => api().put(`/admin/api/jobs/${job.id}`).set('authorization', w.staff).send(values);
  switch (transition) {
    case 'edit':
      return put({ title: 'Senior Go Engineer' });
    case 'publish':
      return put({ published: true });
    case 'close':
      return put({ published: false });
    case 'approve':
      return put({ approval_state: 'approved' });
    case 'reject':
      return put({ approval_state: 'rejected', rejection_reason: 'The salary is missing.' });
    case 'feature':
      return put({ featured: true });
    case 'delete':
      return api().delete(`/admin/api/jobs/${job.id}`).set('authorization', w.staff);
  }
}


describe('job lifecycle: the same transition table through the employer and the staff API', () => {
  for (const [from, transition, employerOutcome, staffOutcome] of TABLE) {
    for (const [actor, outcome] of [['employer', employerOutcome], ['staff', staffOutcome]] as const) {
      if (outcome === 'no route') continue;
      const expectation = typeof outcome === 'string' ? outcome : `422 ${outcome.refused[0]}`;
      it(`${actor}: ${transition} a ${from} job → ${expectation}`, async () => {
        const w = await world();
        const job = await jobIn(w, from);
        await indexed();
        const res = await (actor === 'employer' ? byEmployer(w, job, transition)! : byStaff(w, job, transition));
        const after = await reload(job);
        if (outcome === 'not found' || outcome === 'unchanged') {
          expect(res.status).to.equal(outcome === 'not found' ? 404 : 200);
          expect(after).to.deep.equal(job);
          expect(await models().AuditLog.count()).to.equal(0);
        } else if (typeof outcome === 'object') {
          expect(res.status, JSON.stringify(res.body)).to.equal(422);
          expect(refusalOf(res.body)).to.deep.equal({ errors: { base: outcome.refused }, message: outcome.message });
          expect(after, 'a refused transition changes nothing').to.deep.equal(job);
        } else {
          expect(res.status, JSON.stringify(res.body)).to.equal(200);
          expect(jobStatus(after)).to.equal(outcome);
          // A first publication dates the job; neither an edit nor reopening bumps it to the top.
          if (from === 'ready' && outcome === 'open') expect(Date.now() - after.published_at!.getTime()).to.be.below(60_000);
          else expect(after.published_at).to.deep.equal(job.published_at);
          if (after.published !== job.published) expect((await models().Company.findByPk(w.company.id))?.has_active_jobs).to.equal(after.published);
          if (transition === 'edit') expect(after.title).to.equal('Senior Go Engineer');
          const audit = await models().AuditLog.findAll({ where: { subject_type: 'job', subject_id: String(job.id) } });
          expect(audit.map((entry) => `${entry.actor_type}:${entry.action}`)).to.deep.equal([`${actor === 'employer' ? 'employer' : 'staff'}:job.${transition}`]);
        }
        // What the public sees follows the state: only an open job is on the board and in search.
        const isOpen = jobStatus(after) === 'open';
        await api().get(`/api/v1/jobs/${job.slug}`).expect(isOpen ? 200 : 410);
        const found = (await api().get('/api/v1/searches/jobs?q=engineer').expect(200)).body.meta.total;
        expect(found).to.equal(isOpen ? 1 : 0);
      });
    }
  }
});

describe('job lifecycle: rules that hold whoever asks', () => {
  it('publishing counts against the plan from the staff console too', async () => {
    const w = await world();
    await createContract({ company_id: w.company.id, plan: 'starter' });
    await jobIn(w, 'open');
    await jobIn(w, 'open');
    const third = await jobIn(w, 'ready');
    for (const res of [await byStaff(w, third, 'publish'), await byEmployer(w, third, 'publish')!]) {
      expect(res.status).to.equal(422);
      expect(refusalOf(res.body)).to.deep.equal({ errors: { base: [planLimitIssue(2)] }, message: JOB_NOT_PUBLISHED_MESSAGE });
    }
    expect((await reload(third)).published).to.equal(false);
  });

  it('does all of a saved console record or none of it', async () => {
    const w = await world();
    const job = await jobIn(w, 'pending');
    // Approving and publishing in one save: both happen, in that order.
    const res = await api().put(`/admin/api/jobs/${job.id}`).set('authorization', w.staff).send({ ...job, title: 'Lead Go Engineer', approval_state: 'approved', published: true, memo: 'salary checked' });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body).to.include({ title: 'Lead Go Engineer', approval_state: 'approved', published: true, memo: 'salary checked' });
    const actions = (await models().AuditLog.findAll({ where: { subject_type: 'job' }, order: [['id', 'ASC']] })).map((a) => a.action);
    expect(actions).to.deep.equal(['job.edit', 'job.approve', 'job.publish']);

    // A refused step leaves the steps before it undone: the title does not change either.
    const other = await jobIn(w, 'pending');
    const refusedSave = await api().put(`/admin/api/jobs/${other.id}`).set('authorization', w.staff).send({ title: 'Changed', published: true });
    expect(refusedSave.status).to.equal(422);
    expect(errorsOf(refusedSave.body).base).to.deep.equal([PENDING_ISSUE]);
    expect(await reload(other)).to.deep.equal(other);
    expect(await models().AuditLog.count({ where: { subject_id: String(other.id) } })).to.equal(0);
  });

  it('refuses to move a job back to pending or to undelete it, by field', async () => {
    const w = await world();
    const job = await jobIn(w, 'ready');
    const back = await api().put(`/admin/api/jobs/${job.id}`).set('authorization', w.staff).send({ approval_state: 'pending' }).expect(422);
    expect(Object.keys(errorsOf(back.body))).to.deep.equal(['approval_state']);
    const deleted = await jobIn(w, 'deleted');
    const undelete = await api().put(`/admin/api/jobs/${deleted.id}`).set('authorization', w.staff).send({ is_deleted: false }).expect(422);
    expect(Object.keys(errorsOf(undelete.body))).to.deep.equal(['is_deleted']);
  });
});

describe('job lifecycle: a new employer’s company goes live with its first approved job', () => {
  it('signs up, confirms, submits, is approved, publishes — and the job is public and found', async () => {
    await createJapan();
    const category = await createSkill({ name: 'Backend', system_name: 'backend', skill_type: 'category' });
    const signup = await api().post('/api/v1/employer_users').send({ user: { email: 'founder@newco.example', password: 'password-123', company_name: 'NewCo' } }).expect(201);
    const authorization = `Bearer ${signup.body.meta.access}`;
    await testApp().ctx.queue.drain();
    const code = (await models().OutboundEmail.findOne({ where: { to_address: 'founder@newco.example' } }))!.text_body.match(/\b\d{6}\b/)![0];
    await api().post('/api/v1/employer_confirmations').set('authorization', authorization).send({ code }).expect(200);
    const company = (await models().Company.findOne({ where: { name: 'NewCo' } }))!;
    expect(company.published, 'a company made by a sign-up starts hidden').to.equal(false);

    const created = await api().post('/api/v1/employers/jobs').set('authorization', authorization).send({
      job: {
        title: 'Founding Go Engineer', category: category.id, employment_type: 'full_time', english_level: 'fluent', japanese_level: 'not_required',
        location: 'japan', remote_level: 'full_japan', candidate_location: 'japan_only', sponsors_visas: 'yes', raw_content: 'Build the first version with us.',
        application_type: 'email_forwarding', application_email: 'jobs@newco.example',
      },
    }).expect(201);
    const slug = created.body.data.attributes.slug;
    const job = (await models().Job.findOne({ where: { slug } }))!;
    const { tokens } = await signInStaff('admin');
    await api().put(`/admin/api/jobs/${job.id}`).set('authorization', `Bearer ${tokens.access}`).send({ approval_state: 'approved' }).expect(200);
    expect((await models().Company.findByPk(company.id))?.published).to.equal(true);
    const audit = await models().AuditLog.findOne({ where: { action: 'company.publish' } });
    expect(audit?.subject_id).to.equal(String(company.id));

    const published = await api().post('/api/v1/employers/job_publishings').set('authorization', authorization).send({ slug }).expect(200);
    expect(published.body.meta.message).to.equal('Job published successfully');
    const page = await api().get(`/api/v1/jobs/${slug}`).expect(200);
    expect(page.body.data.attributes.title).to.equal('Founding Go Engineer');
    const found = await api().get('/api/v1/searches/jobs?q=founding').expect(200);
    expect(found.body.data.map((j: { attributes: { slug: string } }) => j.attributes.slug)).to.deep.equal([slug]);
    await api().get(`/api/v1/slug_companies/${company.slug}`).expect(200);
  });
});
