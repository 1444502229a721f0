import type { Database, Rows } from '@shigoto/db';
import { audit } from '../../lib/audit.js';
import type { Account } from '../../lib/auth/account.js';
import { NotFoundError, ValidationError } from '../../lib/errors/index.js';

export const ALREADY_INVOICED = 'is already invoiced';
export const ALREADY_PAID = 'is already paid';
export const NOT_INVOICED = 'needs the invoice first: mark the hire invoiced before paid';

/** What staff record about a hire's fee; each step happens once and in order (invoiced, then paid). */
export interface BillingSteps {
  invoiced?: boolean;
  paid?: boolean;
}

/**
 * The fee that follows a reported hire: staff mark it invoiced, then paid. Each mark is written
 * once (a second click is refused, not a new date) with its audit entry, the row locked meanwhile.
 */
export function createHireBillingService(db: Database) {
  const { HiringReport } = db.models;
  return {
    async record(account: Account, id: number, steps: BillingSteps): Promise<Rows['HiringReport']> {
      return db.sequelize.transaction(async (transaction) => {
        const report = await HiringReport.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
        if (!report) throw new NotFoundError('Hire report not found');
        const now = new Date();
        const changes: { invoiced_at?: Date; paid_at?: Date } = {};
        if (steps.invoiced) {
          if (report.invoiced_at) throw new ValidationError({ invoiced: [ALREADY_INVOICED] });
          changes.invoiced_at = now;
        }
        if (steps.paid) {
          if (report.paid_at) throw new ValidationError({ paid: [ALREADY_PAID] });
          if (!report.invoiced_at && !changes.invoiced_at) throw new ValidationError({ paid: [NOT_INVOICED] });
          changes.paid_at = now;
        }
        if (!Object.keys(changes).length) return report.get({ plain: true }) as Rows['HiringReport'];
        await report.update(changes, { transaction });
        const action = changes.paid_at ? 'hiring_report.paid' : 'hiring_report.invoiced';
        await audit(db, account, { action, subjectId: id, changes }, transaction);
        return report.get({ plain: true }) as Rows['HiringReport'];
      });
    },
  };
}

export type HireBillingService = ReturnType<typeof createHireBillingService>;
