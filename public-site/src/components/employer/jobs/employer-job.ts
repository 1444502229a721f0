import { NEWLY_PUBLISHED_DAYS, type CandidateLocation, type EmploymentType, type EnglishLevel, type JapaneseLevel, type RemoteLevel, type SeniorityLevel } from '@shigoto/db/enums';

export type EmployerJobStatus = 'pending' | 'rejected' | 'ready' | 'open' | 'closed' | 'deleted';
export type EmployerJobFilter = 'all' | 'open' | 'drafts' | 'closed';

/** A job as GET employers/jobs answers it (decoded): the form's fields, its status and what blocks publishing. */
export interface EmployerJob {
  id: string;
  slug: string;
  title: string;
  status: EmployerJobStatus;
  published: boolean;
  published_at: string | null;
  closed_at: string | null;
  created_at: string;
  category: number | null;
  subcategory: number | null;
  employment_type: EmploymentType | null;
  is_internship: boolean;
  seniority_level: SeniorityLevel | null;
  english_level: EnglishLevel | null;
  japanese_level: JapaneseLevel | null;
  location: string | null;
  location_id: number | null;
  remote_level: RemoteLevel | null;
  candidate_location: CandidateLocation | null;
  sponsors_visas: 'yes' | 'no';
  salary_min: number | null;
  salary_max: number | null;
  skills: string[];
  /** The skills' names in the dashboard's language, in the order of `skills`. */
  skill_names: string[];
  raw_content: string | null;
  application_type: 'direct_link' | 'email_forwarding';
  application_url: string | null;
  application_email: string | null;
  publish_issues: string[];
  /** Why the team did not approve the job (while it is not approved). */
  rejection_reason: string | null;
  public_url: string | null;
}

/** The plan's allowance of published jobs; limit null is unlimited. */
export interface ActiveJobs {
  count: number;
  limit: number | null;
}

/** Published within the days the public board calls a job new. */
export function isNewlyPublished(job: Pick<EmployerJob, 'published' | 'published_at'>, now = Date.now()): boolean {
  return job.published && !!job.published_at && now - new Date(job.published_at).getTime() < NEWLY_PUBLISHED_DAYS * 86_400_000;
}
