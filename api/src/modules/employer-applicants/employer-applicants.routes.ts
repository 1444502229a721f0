import { Router } from 'express';
import type { AppContext } from '../../context.js';

/** Spec §7 employers/applicants and employers/email_applicants (being written). */
export function employerApplicantsRoutes(_ctx: AppContext): Router {
  return Router();
}
