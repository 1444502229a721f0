import type { Database, Rows } from '@shigoto/db';
import { audit } from '../../lib/audit.js';
import type { Account } from '../../lib/auth/account.js';
import { NotFoundError, ValidationError } from '../../lib/errors/index.js';
import type { Mailer } from '../../lib/mail/index.js';

export const ALREADY_SENT = 'was already sent';

/**
 * Staff retrying an e-mail that failed: it goes back to the queue with a fresh round of attempts
 * and the mailer delivers it. Retrying one already back in the queue changes nothing (its
 * delivery is under way or the sweeper queues it); a sent e-mail is never sent again.
 */
export function createOutboxService(deps: { db: Database; mailer: Pick<Mailer, 'requeue'> }) {
  const { db } = deps;
  const { OutboundEmail } = db.models;
  return {
    async retry(account: Account, id: number): Promise<Rows['OutboundEmail']> {
      const requeued = await db.sequelize.transaction(async (transaction) => {
        const email = await OutboundEmail.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
        if (!email) throw new NotFoundError('E-mail not found');
        if (email.state === 'sent') throw new ValidationError({ state: [ALREADY_SENT] });
        if (email.state === 'queued') return false;
        await email.update({ state: 'queued', attempts: 0, claimed_until: null }, { transaction });
        await audit(db, account, { action: 'outbound_email.retry', subjectId: id, changes: { state: 'queued' } }, transaction);
        return true;
      });
      if (requeued) await deps.mailer.requeue(id);
      return (await OutboundEmail.findByPk(id))!.get({ plain: true }) as Rows['OutboundEmail'];
    },
  };
}
