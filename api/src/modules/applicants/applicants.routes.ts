import type { Router, Request, Response } from 'express';
import { header } from 'express-validator';
import type { Language } from '@shigoto/db/enums';
import type { AppContext } from '../../context.js';
import { input, mount, refusedFields } from '../../lib/http/endpoint.js';
import { rateLimit } from '../../lib/rate-limit/index.js';
import { readMultipart, RESUME_LIMITS, uploadedFile } from '../../lib/uploads/index.js';
import { applicantResource, jobApplicationResource, resumeResource } from './applicants.serializer.js';
import type { ApplicantInput, Submission } from './applicants.service.js';
import { applicantValidators, jobApplicationValidators, submitApplicantValidators, systemApplicantValidators } from './applicants.validators.js';

type ApplicantPayload = { applicant: ApplicantInput & { location_id: number; japanese_level_enum: NonNullable<ApplicantInput['japanese_level_enum']> }; ab_tests?: Record<string, string>; lang?: Language };

// Generous enough for retries and several applications in a sitting, tight enough to stop floods.
const APPLY_LIMIT = { name: 'apply', limit: 20, windowSeconds: 600 };
// The client validates while the seeker types (after a 250–275 ms pause in typing).
const VALIDATION_LIMIT = { name: 'applicant-validation', limit: 300, windowSeconds: 600 };
const RESUME_UPLOAD_LIMIT = { name: 'user-resume', limit: 20, windowSeconds: 3600 };

const idempotencyKeyHeader = header('Idempotency-Key').optional().isString().isLength({ min: 1, max: 200 }).withMessage('must be 1 to 200 characters');

/** Applying: applicant_validations (checks as the seeker types), applicants, system_applicants (with a resume), user_resumes and job_applications (signed-in seekers). */
export function applicantsRoutes(ctx: AppContext, router: Router): void {
  const { applicants } = ctx.services;
  const limit = (rule: typeof APPLY_LIMIT, key?: (req: Request) => string) => rateLimit(ctx.rateLimiter, { ...rule, key });
  const signedInUser = (req: Request) => (req.account?.type === 'user' ? req.account.id : undefined);

  /** The shared part of applicants and system_applicants: who, in which language, with which retry key. */
  async function submitOptions(req: Request, payload: ApplicantPayload) {
    const userId = signedInUser(req);
    return {
      userId,
      language: await applicants.languageOf(userId, payload.lang),
      abTests: payload.ab_tests,
      // Validated by idempotencyKeyHeader; hashed with the job and e-mail before it is stored.
      clientKey: req.get('Idempotency-Key'),
    };
  }

  const answer = (res: Response, { applicant, created, redirectUrl }: Submission) =>
    res.status(created ? 201 : 200).json({ data: applicantResource(applicant), meta: { redirect_url: redirectUrl } });

  mount(router, [
    {
      method: 'post',
      path: '/applicant_validations',
      access: 'anonymous',
      before: [limit(VALIDATION_LIMIT)],
      validate: applicantValidators,
      // The product's client reads this call's refusals keyed by field, each a list of messages.
      fieldErrors: 'by-field',
      refusals: 'to-handler',
      async handle(req, res) {
        await applicants.validate(input<ApplicantPayload>(req).applicant, { collected: false }, refusedFields(res));
        res.json({ meta: { valid: true } });
      },
    },
    {
      method: 'post',
      path: '/applicants',
      access: 'anonymous',
      before: [limit(APPLY_LIMIT)],
      validate: [...submitApplicantValidators, idempotencyKeyHeader],
      refusals: 'to-handler',
      async handle(req, res) {
        const payload = input<ApplicantPayload>(req);
        answer(res, await applicants.submit(payload.applicant, { ...(await submitOptions(req, payload)), resume: { collected: false } }, refusedFields(res)));
      },
    },
    {
      method: 'post',
      path: '/system_applicants',
      access: 'anonymous',
      before: [limit(APPLY_LIMIT), readMultipart({ fileFields: ['resume'], ...RESUME_LIMITS })],
      validate: [...systemApplicantValidators, idempotencyKeyHeader],
      refusals: 'to-handler',
      async handle(req, res) {
        const payload = input<ApplicantPayload & { applicant: { use_saved_resume?: boolean } }>(req);
        // Without the wrapper (refused, as its job_id is) there is nothing to take apart.
        const { use_saved_resume: useSavedResume, ...applicant } = payload.applicant ?? {};
        answer(res, await applicants.submitWithResume(applicant, uploadedFile(req, 'resume'), { ...(await submitOptions(req, payload)), useSavedResume }, refusedFields(res)));
      },
    },
    {
      method: 'post',
      path: '/user_resumes',
      access: 'user',
      before: [limit(RESUME_UPLOAD_LIMIT, (req) => `user:${req.account!.id}`), readMultipart({ fileFields: ['resume'], ...RESUME_LIMITS })],
      async handle(req, res) {
        const stored = await applicants.saveUserResume(req.account!.id, uploadedFile(req, 'resume'));
        res.status(201).json({ data: resumeResource(stored) });
      },
    },
    {
      method: 'post',
      path: '/job_applications',
      access: 'user',
      before: [limit(APPLY_LIMIT)],
      validate: jobApplicationValidators,
      async handle(req, res) {
        const { job_application, lang } = input<{ job_application: { job_id: number; message?: string }; lang?: Language }>(req);
        const { application, created, redirectUrl } = await applicants.applyAsUser(req.account!.id, job_application, lang);
        res.status(created ? 201 : 200).json({ data: jobApplicationResource(application), meta: { redirect_url: redirectUrl } });
      },
    },
  ]);
}
