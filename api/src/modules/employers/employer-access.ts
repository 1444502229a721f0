import type { NextFunction, Request, Response } from 'express';
import type { Endpoint } from '../../lib/http/endpoint.js';
import type { Database } from '@shigoto/db';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/errors/index.js';

/** An employer who has not entered the e-mailed code sees the unconfirmed state. */
export const UNCONFIRMED_MESSAGE = 'Please confirm your e-mail address with the code we sent you first.';

/**
 * Guards the employer dashboard's calls: the account must still exist, be enabled and confirmed.
 * Every query behind it is scoped through `employerCompanyId(req)`.
 */
export function confirmedEmployer(db: Database) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const employer = await db.models.Employer.findByPk(req.account!.id, { attributes: ['id', 'company_id', 'confirmed_at', 'is_disabled'] });
    if (!employer || employer.is_disabled || employer.company_id !== req.account!.companyId) return next(new UnauthorizedError());
    if (!employer.confirmed_at) return next(new ForbiddenError(UNCONFIRMED_MESSAGE));
    next();
  };
}

/** The company every employer query is scoped to (never an id from the request). */
export function employerCompanyId(req: Request): number {
  const companyId = req.account?.companyId;
  if (!companyId) throw new UnauthorizedError();
  return companyId;
}

/** The declaration every employer dashboard call starts with. */
export const employerOnly = (db: Database) => ({ access: 'employer', before: [confirmedEmployer(db)] }) satisfies Pick<Endpoint, 'access' | 'before'>;

/** Rate limits on employer writes count per account, not per address. */
export const byEmployer = (req: Request) => `employer:${req.account!.id}`;

type CompanyScoped = { count(options: { where: { id: number; company_id: number } }): Promise<number> };

/** An id from a request must name one of the company's own rows; anything else is simply not found. */
export async function assertCompanyOwns(model: CompanyScoped, companyId: number, id: number, notFound: string): Promise<void> {
  if (!(await model.count({ where: { id, company_id: companyId } }))) throw new NotFoundError(notFound);
}
