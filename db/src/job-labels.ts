import type { EmploymentType, RemoteLevel, SeniorityLevel } from './enums.js';

// How a job's remote level, employment type and seniority read in each language. The site shows
// them on job cards and pages; the API's search indexes them, so a seeker who types what the page
// says (正社員, インターンシップ, フルリモート, New graduate) finds those jobs.

interface JobFactLabels {
  remoteLevels: Record<RemoteLevel, string>;
  employmentTypes: Record<EmploymentType, string>;
  seniorityLevels: Record<SeniorityLevel, string>;
}

export const JOB_FACT_LABELS: { en: JobFactLabels; ja: JobFactLabels } = {
  en: {
    remoteLevels: {
      none: 'On-site',
      partial: 'Partial remote',
      around_office: 'Remote near the office',
      full_japan: 'Fully remote (Japan)',
      full_worldwide: 'Fully remote (worldwide)',
    },
    employmentTypes: {
      full_time: 'Full-time role',
      contract: 'Contract',
      intern: 'Internship',
    },
    seniorityLevels: {
      new_grad: 'New graduate',
      junior: 'Junior',
      mid_level: 'Mid-level',
      senior: 'Senior',
    },
  },
  ja: {
    remoteLevels: {
      none: '出社',
      partial: '一部リモート',
      around_office: 'オフィス近郊からリモート',
      full_japan: 'フルリモート（日本国内）',
      full_worldwide: 'フルリモート（海外可）',
    },
    employmentTypes: {
      full_time: '正社員',
      contract: '契約社員',
      intern: 'インターンシップ',
    },
    seniorityLevels: {
      new_grad: '新卒',
      junior: 'ジュニア',
      mid_level: 'ミドル',
      senior: 'シニア',
    },
  },
};

/** A job's labels in both languages, for the search index (a job may lack any of the three). */
export function jobFactLabels(job: { remote_level: RemoteLevel | null; employment_type: EmploymentType | null; seniority_level: SeniorityLevel | null }): string[] {
  return Object.values(JOB_FACT_LABELS).flatMap((labels) => [
    job.remote_level ? labels.remoteLevels[job.remote_level] : '',
    job.employment_type ? labels.employmentTypes[job.employment_type] : '',
    job.seniority_level ? labels.seniorityLevels[job.seniority_level] : '',
  ]);
}
