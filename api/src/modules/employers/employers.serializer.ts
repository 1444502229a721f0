import type { Rows } from '@shigoto/db';
import { resourceObject } from '../../lib/http/jsonapi.js';

export const contractResource = (contract: Rows['CompanyContract'], currentId: number | null) =>
  resourceObject('company_contract', contract.id, {
    plan: contract.plan,
    term: contract.term,
    contract_language: contract.contract_language,
    starts_on: contract.starts_on,
    ends_on: contract.ends_on,
    applicants_until: contract.applicants_until,
    success_fee: contract.success_fee,
    current: contract.id === currentId,
  });

export const hiringReportResource = (report: Rows['HiringReport']) =>
  resourceObject('hiring_report', report.id, {
    full_name: report.full_name,
    position: report.position,
    start_date: report.start_date,
    contract_type: report.contract_type,
    contract_length_note: report.contract_length_note,
    other_info: report.other_info,
    job_id: report.job_id,
    email_applicant_id: report.email_applicant_id,
    is_late: report.is_late,
    created_at: report.created_at,
  });
