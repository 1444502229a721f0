import type { Logger } from 'pino';
import { Op, UniqueConstraintError } from 'sequelize';
import type { Database, Rows } from '@shigoto/db';
import { isPublicJob } from '../job-lifecycle/job-lifecycle.rules.js';
import type { ApplicantJapaneseLevel, Language } from '@shigoto/db/enums';
import { sha256 } from '../../lib/auth/tokens.js';
import { type FieldErrors, REQUIRED_MESSAGE, UnauthorizedError, ValidationError } from '../../lib/errors/index.js';
import { reportError } from '../../lib/errors/report.js';
import type { Mailer } from '../../lib/mail/index.js';
import type { SweepTask } from '../../lib/queue/sweeper.js';
import type { Storage } from '../../lib/storage/index.js';
import { detectResumeKind, RESUME_TYPE_MESSAGE, storeResume, type UploadedFile } from '../../lib/uploads/index.js';
import { withTracking } from '../jobs/jobs.rules.js';
import { applicantReceiptEmail, companyApplicationEmail } from './applicants.emails.js';
import { applicantErrors, isEmailJob, isPossibleSpam, mergeErrors, type ResumeRule } from './eligibility.js';
import type { JapanLocations } from '../locations/japan-locations.js';

/** What a seeker sends to apply: the apply form's fields. */
export interface ApplicantInput {
  job_id: number;
  company_id?: number;
  name: string;
  email: string;
  signup?: boolean;
  url?: string | null;
  message?: string | null;
  location_id: number | null;
  japanese_level_enum: ApplicantJapaneseLevel | null;
  /** The seeker was told they are not eligible and applies anyway: eligibility no longer refuses them. */
  continue_anyway?: boolean;
}

/** The applicant as sent, each refused field as if left empty (its value may be anything). */
function withoutRefused(sent: ApplicantInput, refused: FieldErrors): ApplicantInput {
  const ok = (field: keyof ApplicantInput) => !Object.hasOwn(refused, field);
  return {
    job_id: sent.job_id,
    company_id: ok('company_id') ? sent.company_id : undefined,
    name: ok('name') ? sent.name : '',
    email: ok('email') ? sent.email : '',
    signup: ok('signup') ? sent.signup : undefined,
    url: ok('url') ? sent.url : null,
    message: ok('message') ? sent.message : null,
    location_id: ok('location_id') ? sent.location_id : null,
    japanese_level_enum: ok('japanese_level_enum') ? sent.japanese_level_enum : null,
    continue_anyway: ok('continue_anyway') ? sent.continue_anyway : false,
  };
}

export interface SubmitOptions {
  language: Language;
  userId?: number;
  abTests?: Record<string, string>;
  /** The client's Idempotency-Key header, if it sent one. */
  clientKey?: string;
  resume: ResumeRule;
  resumeFile?: Rows['StoredFile'] | null;
}

export interface Submission {
  applicant: Rows['Applicant'];
  /** false when this was a retry of an application already recorded. */
  created: boolean;
  /** Where the apply modal's Continue leads (see continueUrl); null when the application went by e-mail. */
  redirectUrl: string | null;
}

type Target = { job: Rows['Job']; company: Rows['Company'] };

const JAPANESE_LEVEL_NAMES: Record<ApplicantJapaneseLevel, string> = {
  japanese_level_none: 'Basic or Lower',
  japanese_level_conversational: 'Conversational (JLPT N3+)',
  japanese_level_business_level: 'Business Level (N2+)',
  japanese_level_fluent: 'Fluent (N1+)',
  japanese_level_native: 'Native',
};

export const JOB_NOT_OPEN_MESSAGE = 'is not an open job';
export const WRONG_COMPANY_MESSAGE = "is not the job's company";
export const UNKNOWN_LOCATION_MESSAGE = 'is not a known location';
const SWEEP_BATCH = 200;

/**
 * A retry lands on the same row: the client's key when it sends one, otherwise what the seeker
 * sent. Both are scoped to the job and e-mail so a guessed key never reveals someone else's application.
 */
export function idempotencyKey(applicant: Pick<ApplicantInput, 'job_id' | 'email' | 'message'>, clientKey?: string): string {
  const scope = `${applicant.job_id}\n${applicant.email.toLowerCase()}`;
  return sha256(clientKey ? `${scope}\nclient-key\n${clientKey}` : `${scope}\nmessage\n${(applicant.message ?? '').trim()}`);
}

/** What the multipart forms learn about an uploaded resume before anything is stored. */
export function inspectResume(file: UploadedFile | undefined) {
  const kind = file ? detectResumeKind(file.bytes) : null;
  return { kind, errors: (file && !kind ? { resume: [RESUME_TYPE_MESSAGE] } : {}) as FieldErrors };
}

export type ApplicantsService = ReturnType<typeof createApplicantsService>;

/** Applications: one validation path for every applicant call, then commit, then follow-up. */
export function createApplicantsService(deps: { db: Database; storage: Storage; mailer: Mailer; publicUrl: string; logger: Logger; japanLocations: JapanLocations }) {
  const { db, mailer } = deps;
  const { Applicant, EmailApplicant, Job, Company, Location, JobApplication, StoredFile, User } = db.models;

  async function openJob(jobId: number): Promise<Target | null> {
    const job = await Job.findByPk(jobId, { include: [{ model: Company, as: 'company', required: true }] });
    if (!job) return null;
    const { company, ...row } = job.get({ plain: true }) as Rows['Job'] & { company: Rows['Company'] };
    return isPublicJob(row, company) ? { job: row, company } : null;
  }

  /**
   * Every applicant rule (an open job, the fields, readiness and eligibility); throws a
   * ValidationError keyed by field, or returns the job and company. `refused` holds the fields
   * already refused (by the validators, or the resume's check): they count as left empty here, so
   * the rules still name everything else that is missing, and each field keeps its first message.
   */
  async function validate(sent: ApplicantInput, resume: ResumeRule, refused: FieldErrors = {}): Promise<Target> {
    if (refused.job_id) throw new ValidationError(refused);
    const applicant = withoutRefused(sent, refused);
    const target = await openJob(applicant.job_id);
    if (!target) throw new ValidationError(mergeErrors(refused, { job_id: [JOB_NOT_OPEN_MESSAGE] }));
    const { job, company } = target;
    const errors: FieldErrors = {};
    if (applicant.company_id !== undefined && applicant.company_id !== company.id) errors.company_id = [WRONG_COMPANY_MESSAGE];
    const locations = await deps.japanLocations.read();
    if (applicant.location_id === null) errors.location_id = [REQUIRED_MESSAGE];
    else if (!locations.known.has(applicant.location_id)) errors.location_id = [UNKNOWN_LOCATION_MESSAGE];
    if (applicant.japanese_level_enum === null) errors.japanese_level_enum = [REQUIRED_MESSAGE];
    const rules = applicantErrors(applicant, job, company, resume, locations.inJapan, { continueAnyway: applicant.continue_anyway === true });
    const found = Object.entries(mergeErrors(errors, rules)).filter(([field]) => !Object.hasOwn(refused, field));
    const all = mergeErrors(refused, Object.fromEntries(found));
    if (Object.keys(all).length) throw new ValidationError(all);
    return target;
  }

  /** Commits the applicant; a retry (same key, also concurrently) finds the row the first attempt wrote. */
  async function commit(applicant: ApplicantInput, target: Target, options: SubmitOptions): Promise<{ row: Rows['Applicant']; created: boolean }> {
    const key = idempotencyKey(applicant, options.clientKey);
    try {
      const row = await Applicant.create({
        job_id: target.job.id,
        company_id: target.company.id,
        user_id: options.userId ?? null,
        name: applicant.name,
        email: applicant.email,
        url: applicant.url || null,
        message: applicant.message || null,
        location_id: applicant.location_id,
        japanese_level_enum: applicant.japanese_level_enum,
        signup: applicant.signup ?? false,
        ab_tests: options.abTests ?? {},
        idempotency_key: key,
        language: options.language,
        resume_file_id: options.resumeFile?.id ?? null,
        // Only e-mail applications have a follow-up; the others are done once committed.
        followed_up_at: isEmailJob(target.job) ? null : new Date(),
      });
      return { row: row.get({ plain: true }) as Rows['Applicant'], created: true };
    } catch (error) {
      if (!(error instanceof UniqueConstraintError)) throw error;
      const existing = await Applicant.findOne({ where: { idempotency_key: key } });
      if (!existing) throw error;
      return { row: existing.get({ plain: true }) as Rows['Applicant'], created: false };
    }
  }

  /**
   * After the commit: the employer's applicant row and the two e-mails (the mailer queues delivery).
   * Idempotent, so a retried request or the sweeper can run it again after a failure part-way.
   */
  async function followUp(applicant: Rows['Applicant'], { job, company }: Target) {
    const possibleSpam =
      applicant.location_id !== null &&
      applicant.japanese_level_enum !== null &&
      isPossibleSpam(
        { ...applicant, location_id: applicant.location_id, japanese_level_enum: applicant.japanese_level_enum },
        job,
        company,
        (await deps.japanLocations.read()).inJapan,
      );
    const [employerView] = await EmailApplicant.findOrCreate({
      where: { applicant_id: applicant.id },
      defaults: {
        job_id: job.id,
        company_id: company.id,
        applicant_id: applicant.id,
        name: applicant.name,
        email: applicant.email,
        message: applicant.message,
        location_id: applicant.location_id,
        japanese_level_enum: applicant.japanese_level_enum,
        links: applicant.url ? [applicant.url] : [],
        resume_file_id: applicant.resume_file_id,
        user_state: null,
        possible_spam: possibleSpam,
        email_time: applicant.created_at,
      },
    });
    if (job.application_email) {
      const location = applicant.location_id ? await Location.findByPk(applicant.location_id) : null;
      const facts = {
        ...applicant,
        locationName: location?.name ?? null,
        japaneseLevel: applicant.japanese_level_enum ? JAPANESE_LEVEL_NAMES[applicant.japanese_level_enum] : null,
      };
      await mailer.send({
        dedupeKey: `application:${applicant.id}:company`,
        template: 'application_company',
        language: 'en',
        to: job.application_email,
        ...companyApplicationEmail(facts, job, `${deps.publicUrl}/employer/applicants/single/${employerView.id}`),
        attachmentFileIds: applicant.resume_file_id ? [applicant.resume_file_id] : [],
      });
    }
    await mailer.send({
      dedupeKey: `application:${applicant.id}:receipt`,
      template: 'application_receipt',
      language: applicant.language,
      to: applicant.email,
      ...applicantReceiptEmail(applicant.language, applicant.name, job, company.name),
    });
    await Applicant.update({ followed_up_at: new Date() }, { where: { id: applicant.id } });
  }

  /** The answer never waits on the follow-up's fate: the application is committed, the sweeper finishes it. */
  async function followUpOrLeaveToSweeper(applicant: Rows['Applicant'], target: Target) {
    try {
      await followUp(applicant, target);
    } catch (error) {
      reportError(deps.logger, error, { task: 'application follow-up', applicantId: applicant.id });
    }
  }

  /**
   * Where Continue leads for a link job: the job's redirect link on Shigoto (job_redirections,
   * which forwards to the application link) when the company asks for redirect links, otherwise
   * the application link itself with source=shigoto.
   */
  const continueUrl = ({ job, company }: Target) => {
    if (isEmailJob(job)) return null;
    return company.redirect_application_links ? `${deps.publicUrl}/api/v1/job_redirections/${encodeURIComponent(job.slug)}` : withTracking(job.application_url!);
  };

  /** Commit first, follow-up after: a failing e-mail never loses the application. */
  async function record(applicant: ApplicantInput, target: Target, options: SubmitOptions): Promise<Submission> {
    const { row, created } = await commit(applicant, target, options);
    // A retry also finishes a follow-up the first attempt never completed.
    if (!row.followed_up_at) await followUpOrLeaveToSweeper(row, target);
    return { applicant: row, created, redirectUrl: continueUrl(target) };
  }

  /** Records an applicant the rules accept; `refused` as for validate. */
  const submit = async (applicant: ApplicantInput, options: SubmitOptions, refused: FieldErrors = {}) => record(applicant, await validate(applicant, options.resume, refused), options);

  async function userOf(userId: number) {
    const user = await User.findByPk(userId);
    if (!user || user.is_disabled) throw new UnauthorizedError();
    return user.get({ plain: true }) as Rows['User'];
  }

  /** The resume a seeker keeps in their account (user_resumes), or null. */
  async function savedResume(user: Pick<Rows['User'], 'resume_file_id'>): Promise<Rows['StoredFile'] | null> {
    if (!user.resume_file_id) return null;
    return ((await StoredFile.findByPk(user.resume_file_id))?.get({ plain: true }) as Rows['StoredFile'] | undefined) ?? null;
  }

  return {
    validate,
    submit,
    savedResume,

    /** Sweeper task: applications committed before `before` whose follow-up never finished. */
    followUpSweepTask: {
      name: 'application follow-ups',
      async run(before: Date) {
        const pending = await Applicant.findAll({ where: { followed_up_at: null, created_at: { [Op.lt]: before } }, order: [['id', 'ASC']], limit: SWEEP_BATCH });
        const jobs = await Job.findAll({ where: { id: [...new Set(pending.map((row) => row.job_id))] }, include: [{ model: Company, as: 'company', required: true }] });
        const targets = new Map(
          jobs.map((found) => {
            const { company, ...job } = found.get({ plain: true }) as Rows['Job'] & { company: Rows['Company'] };
            return [job.id, { job, company }];
          }),
        );
        for (const applicant of pending.map((row) => row.get({ plain: true }) as Rows['Applicant'])) {
          const target = targets.get(applicant.job_id);
          if (target) await followUp(applicant, target);
        }
        return pending.length;
      },
    } satisfies SweepTask,

    /** The user's own language unless the request asked for one. */
    async languageOf(userId: number | undefined, requested: Language | undefined): Promise<Language> {
      if (requested) return requested;
      return userId ? (await userOf(userId)).language : 'en';
    },

    /**
     * system_applicants: the applicant fields plus a resume, checked before anything is stored. The
     * resume is the uploaded file; without one, a signed-in seeker who asks for it
     * (`useSavedResume`) applies with the resume saved in their account. A sent file always wins;
     * asking without a signed-in seeker or a saved resume is an application without a resume.
     */
    async submitWithResume(
      applicant: ApplicantInput,
      file: UploadedFile | undefined,
      { useSavedResume = false, ...options }: Omit<SubmitOptions, 'resume' | 'resumeFile'> & { useSavedResume?: boolean },
      refused: FieldErrors = {},
    ): Promise<Submission> {
      const inspected = inspectResume(file);
      const saved = !file && useSavedResume && options.userId !== undefined ? await savedResume(await userOf(options.userId)) : null;
      const rule: ResumeRule = { collected: true, provided: !!file || !!saved };
      const target = await validate(applicant, rule, mergeErrors(refused, inspected.errors));
      const resumeFile = file && inspected.kind ? await storeResume(deps, file, inspected.kind) : saved;
      return record(applicant, target, { ...options, resume: rule, resumeFile });
    },

    /** user_resumes: a checked resume becomes the seeker's stored one. */
    async saveUserResume(userId: number, file: UploadedFile | undefined): Promise<Rows['StoredFile']> {
      const resume = inspectResume(file);
      if (!file) throw new ValidationError({ resume: [REQUIRED_MESSAGE] });
      if (!resume.kind) throw new ValidationError(resume.errors);
      await userOf(userId);
      const stored = await storeResume(deps, file, resume.kind);
      await User.update({ resume_file_id: stored.id }, { where: { id: userId } });
      return stored;
    },

    /**
     * job_applications: the signed-in seeker applies with their profile and stored resume. One per
     * user and job: a repeat answers the application already recorded.
     */
    async applyAsUser(userId: number, request: { job_id: number; message?: string | null }, language: Language | undefined) {
      const existing = await JobApplication.findOne({ where: { user_id: userId, job_id: request.job_id } });
      if (existing) {
        const target = await openJob(request.job_id);
        return { application: existing.get({ plain: true }) as Rows['JobApplication'], created: false, redirectUrl: target ? continueUrl(target) : null };
      }
      const user = await userOf(userId);
      const applicant: ApplicantInput = {
        job_id: request.job_id,
        name: user.name ?? '',
        email: user.email,
        url: user.url,
        message: request.message,
        location_id: user.location_id,
        japanese_level_enum: user.japanese_level_enum,
      };
      const resumeFile = await savedResume(user);
      const submission = await submit(applicant, {
        language: language ?? user.language,
        userId,
        clientKey: `job-application:${userId}`,
        resume: { collected: true, provided: !!resumeFile },
        resumeFile,
      });
      try {
        const application = await JobApplication.create({ job_id: request.job_id, user_id: userId, applicant_id: submission.applicant.id, message: request.message || null });
        return { application: application.get({ plain: true }) as Rows['JobApplication'], created: true, redirectUrl: submission.redirectUrl };
      } catch (error) {
        if (!(error instanceof UniqueConstraintError)) throw error;
        const again = await JobApplication.findOne({ where: { user_id: userId, job_id: request.job_id } });
        if (!again) throw error;
        return { application: again.get({ plain: true }) as Rows['JobApplication'], created: false, redirectUrl: submission.redirectUrl };
      }
    },
  };
}
