import type { Transaction } from 'sequelize';
import { PLAN_TERM_MONTHS, planFreeMonths, type Plan, type PlanTerm } from '@shigoto/db/enums';
import type { Database, Rows } from '@shigoto/db';
import { audit } from '../../lib/audit.js';
import type { Account } from '../../lib/auth/account.js';
import { NotFoundError, ValidationError } from '../../lib/errors/index.js';

export interface ContractInput {
  company_id: number;
  plan: Plan;
  term: PlanTerm;
  starts_on: string;
  ends_on: string;
  applicants_until?: string | null;
  contract_language?: 'en' | 'ja';
  success_fee?: boolean;
  price_yen?: number | null;
}

/** The day before the same date `months` later: 3 months from 2026-01-15 ends on 2026-04-14. */
export function monthsLater(startsOn: string, months: number): string {
  const start = new Date(`${startsOn}T00:00:00Z`);
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, start.getUTCDate() - 1));
  return end.toISOString().slice(0, 10);
}

export type ContractsService = ReturnType<typeof createContractsService>;

/**
 * Company contracts as staff write them (the employer's contract screen and plan allowance read
 * them), and the pricing page's contract requests they come from.
 */
export function createContractsService(db: Database) {
  const { Company, CompanyContract, ContractRequest } = db.models;

  /** Dates in order: the contract ends after it starts; applicants come in at least until it ends. */
  function checkDates(contract: Pick<ContractInput, 'starts_on' | 'ends_on' | 'applicants_until'>) {
    if (contract.ends_on <= contract.starts_on) throw new ValidationError({ ends_on: ['must be after the start date'] });
    if (contract.applicants_until && contract.applicants_until < contract.ends_on) {
      throw new ValidationError({ applicants_until: ['must not be before the end date'] });
    }
  }

  async function assertCompany(companyId: number, transaction: Transaction) {
    if (!(await Company.count({ where: { id: companyId }, transaction }))) throw new ValidationError({ company_id: ['names a company that does not exist'] });
  }

  async function create(actor: Account, input: ContractInput, transaction: Transaction): Promise<Rows['CompanyContract']> {
    checkDates(input);
    await assertCompany(input.company_id, transaction);
    const contract = await CompanyContract.create({ ...input, applicants_until: input.applicants_until || input.ends_on }, { transaction });
    await audit(db, actor, { action: 'company_contract.create', subjectId: contract.id, changes: { ...input } }, transaction);
    return contract.get({ plain: true }) as Rows['CompanyContract'];
  }

  return {
    create: (actor: Account, input: ContractInput) => db.sequelize.transaction((transaction) => create(actor, input, transaction)),

    async update(actor: Account, id: number, input: Partial<ContractInput>): Promise<Rows['CompanyContract']> {
      return db.sequelize.transaction(async (transaction) => {
        const contract = await CompanyContract.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
        if (!contract) throw new NotFoundError('Contract not found');
        const merged = { ...(contract.get({ plain: true }) as Rows['CompanyContract']), ...input };
        checkDates(merged as ContractInput);
        if (input.company_id !== undefined) await assertCompany(input.company_id, transaction);
        await contract.update(input, { transaction });
        await audit(db, actor, { action: 'company_contract.update', subjectId: id, changes: { ...input } }, transaction);
        return contract.get({ plain: true }) as Rows['CompanyContract'];
      });
    },

    async remove(actor: Account, id: number): Promise<Rows['CompanyContract']> {
      return db.sequelize.transaction(async (transaction) => {
        const contract = await CompanyContract.findByPk(id, { transaction });
        if (!contract) throw new NotFoundError('Contract not found');
        const row = contract.get({ plain: true }) as Rows['CompanyContract'];
        await ContractRequest.update({ company_contract_id: null }, { where: { company_contract_id: id }, transaction });
        await contract.destroy({ transaction });
        await audit(db, actor, { action: 'company_contract.delete', subjectId: id, changes: { ...row } }, transaction);
        return row;
      });
    },

    /** Marks a request dealt with (or open again). */
    async setHandled(actor: Account, id: number, handled: boolean): Promise<void> {
      await db.sequelize.transaction(async (transaction) => {
        const request = await ContractRequest.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
        if (!request) throw new NotFoundError('Contract request not found');
        await request.update({ handled_at: handled ? new Date() : null }, { transaction });
        await audit(db, actor, { action: handled ? 'contract_request.handle' : 'contract_request.reopen', subjectId: id }, transaction);
      });
    },

    /**
     * The contract a request asks for: its plan, term and language, for the company staff chose,
     * from the chosen start date to the term's end. The request is then handled.
     */
    async createFromRequest(actor: Account, requestId: number, choice: { company_id: number; starts_on: string }): Promise<Rows['CompanyContract']> {
      return db.sequelize.transaction(async (transaction) => {
        const request = await ContractRequest.findByPk(requestId, { transaction, lock: transaction.LOCK.UPDATE });
        if (!request) throw new NotFoundError('Contract request not found');
        if (request.company_contract_id) throw new ValidationError({ base: ['A contract was already made from this request'] });
        const months = PLAN_TERM_MONTHS[request.term];
        const contract = await create(
          actor,
          {
            company_id: choice.company_id,
            plan: request.plan,
            term: request.term,
            contract_language: request.contract_language,
            starts_on: choice.starts_on,
            ends_on: monthsLater(choice.starts_on, months),
            applicants_until: monthsLater(choice.starts_on, months + planFreeMonths(request.plan, request.term)),
          },
          transaction,
        );
        await request.update({ handled_at: new Date(), company_contract_id: contract.id, company_id: choice.company_id }, { transaction });
        await audit(db, actor, { action: 'contract_request.contract', subjectId: requestId, changes: { company_contract_id: contract.id } }, transaction);
        return contract;
      });
    },
  };
}
