import { Op, type Transaction } from 'sequelize';
import { HIRE_REPORT_DAYS, isLateHireReport, PLAN_ACTIVE_JOB_LIMITS, type HireContractType, type Plan } from '@shigoto/db/enums';
import type { Database, Rows } from '@shigoto/db';
import { audit } from '../../lib/audit.js';
import type { Account } from '../../lib/auth/account.js';
import type { Mailer } from '../../lib/mail/index.js';
import { assertCompanyOwns } from './employer-access.js';

export interface ActiveJobs {
  count: number;
  /** null: unlimited. */
  limit: number | null;
  plan: Plan | null;
}

export interface HireReportInput {
  full_name: string;
  position: string;
  start_date: string;
  contract_type: HireContractType;
  contract_length_note?: string;
  other_info?: string;
  job_id?: number;
  email_applicant_id?: number;
}

/**
 * Companies without a current contract post for free (the product's offer: free posting and a
 * flat fee per hire) with the Starter allowance of active jobs.
 */
const FREE_POSTING_PLAN: Plan = 'starter';
export const HIRE_REPORTED_MESSAGE = 'Thanks! We have recorded the hire.';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export type EmployersService = ReturnType<typeof createEmployersService>;

/** The company side of an employer account: its contract and plan allowance, and hire reports. */
export function createEmployersService(deps: { db: Database; mailer: Mailer; staffEmail: string; publicUrl: string }) {
  const { db } = deps;
  const { Job, Company, CompanyContract, EmailApplicant, HiringReport } = db.models;

  async function currentContract(companyId: number, transaction?: Transaction): Promise<Rows['CompanyContract'] | null> {
    const day = isoDay(new Date());
    const contract = await CompanyContract.findOne({
      where: { company_id: companyId, starts_on: { [Op.lte]: day }, ends_on: { [Op.gte]: day } },
      order: [['starts_on', 'DESC'], ['id', 'DESC']],
      transaction,
    });
    return (contract?.get({ plain: true }) as Rows['CompanyContract'] | undefined) ?? null;
  }

  async function activeJobs(companyId: number, transaction?: Transaction): Promise<ActiveJobs> {
    const [contract, count] = await Promise.all([
      currentContract(companyId, transaction),
      Job.count({ where: { company_id: companyId, published: true, is_deleted: false }, transaction }),
    ]);
    const plan = contract?.plan ?? null;
    return { count, limit: PLAN_ACTIVE_JOB_LIMITS[plan ?? FREE_POSTING_PLAN], plan };
  }

  /** Ids named in a report must be the company's own; anything else is not found. */
  async function assertOwn(companyId: number, input: HireReportInput) {
    if (input.job_id !== undefined) await assertCompanyOwns(Job, companyId, input.job_id, 'Job not found');
    if (input.email_applicant_id !== undefined) await assertCompanyOwns(EmailApplicant, companyId, input.email_applicant_id, 'Applicant not found');
  }

  return {
    activeJobs,

    /** The dashboard's contract screen: every contract, the current one first, and the plan's allowance. */
    async contracts(companyId: number) {
      const [rows, current, active] = await Promise.all([
        CompanyContract.findAll({ where: { company_id: companyId }, order: [['starts_on', 'DESC'], ['id', 'DESC']] }),
        currentContract(companyId),
        activeJobs(companyId),
      ]);
      return { contracts: rows.map((row) => row.get({ plain: true }) as Rows['CompanyContract']), currentId: current?.id ?? null, active };
    },

    /**
     * A hire report (who, which position, start date, contract). A report more than 5 days after
     * the start is taken but flagged late; staff are told either way; a named applicant is marked hired.
     */
    async reportHire(actor: Account, companyId: number, input: HireReportInput): Promise<Rows['HiringReport']> {
      await assertOwn(companyId, input);
      const isLate = isLateHireReport(input.start_date, new Date());
      const report = await db.sequelize.transaction(async (transaction) => {
        const created = await HiringReport.create(
          {
            company_id: companyId,
            employer_id: actor.id,
            job_id: input.job_id ?? null,
            email_applicant_id: input.email_applicant_id ?? null,
            full_name: input.full_name,
            position: input.position,
            start_date: input.start_date,
            contract_type: input.contract_type,
            contract_length_note: input.contract_length_note ?? null,
            other_info: input.other_info ?? null,
            is_late: isLate,
          },
          { transaction },
        );
        if (input.email_applicant_id !== undefined) await EmailApplicant.update({ user_state: 'user_state_hired' }, { where: { id: input.email_applicant_id, company_id: companyId }, transaction });
        return created.get({ plain: true }) as Rows['HiringReport'];
      });
      await audit(db, actor, { action: 'hiring_report.create', subjectId: report.id, changes: { full_name: report.full_name, is_late: isLate } });
      const company = await Company.findByPk(companyId, { attributes: ['name'] });
      await deps.mailer.send({
        dedupeKey: `hiring-report:${report.id}`,
        template: 'hiring_report',
        language: 'en',
        to: deps.staffEmail,
        subject: `${isLate ? '[Late] ' : ''}Hire reported by ${company?.name ?? `company #${companyId}`}: ${report.full_name}`,
        text: [
          `${company?.name ?? `Company #${companyId}`} reported a hire${isLate ? ` more than ${HIRE_REPORT_DAYS} days after the start` : ''}.`,
          '',
          `Name: ${report.full_name}`,
          `Position: ${report.position}`,
          `Start date: ${report.start_date}`,
          `Contract: ${report.contract_type}${report.contract_length_note ? ` (${report.contract_length_note})` : ''}`,
          ...(report.other_info ? ['', report.other_info] : []),
          '',
          `Console: ${deps.publicUrl}/admin`,
        ].join('\n'),
      });
      return report;
    },
  };
}
