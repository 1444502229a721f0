import type { Language } from '@shigoto/db/enums';
import { localized } from '../../lib/http/lang.js';
import { resourceObject } from '../../lib/http/jsonapi.js';
import { applicationType } from '../jobs/jobs.rules.js';
import { skillName } from '../jobs/jobs.serializer.js';
import { jobStatus } from '../job-lifecycle/job-lifecycle.rules.js';
import type { EmployerJob } from './employer-jobs.service.js';

/**
 * A job on the employer's dashboard: the form's fields, its lifecycle status and what blocks
 * publishing. Skills go by system name (what the form sends back), with their names in the
 * dashboard's language beside them; the place is named in that language.
 */
export function employerJobResource({ job, skills, location, companySlug, publishIssues }: EmployerJob, publicUrl: string, lang: Language) {
  const status = jobStatus(job);
  return resourceObject('job', job.id, {
    slug: job.slug,
    title: job.title,
    status,
    approval_state: job.approval_state,
    published: job.published,
    published_at: job.published_at,
    closed_at: job.closed_at,
    created_at: job.created_at,
    updated_at: job.updated_at,
    category: job.category_skill_id,
    subcategory: job.subcategory_skill_id,
    employment_type: job.employment_type,
    is_internship: job.is_internship,
    seniority_level: job.seniority_level,
    english_level: job.english_level_enum,
    japanese_level: job.japanese_level_enum,
    location: location ? localized(location, 'name', lang) : null,
    location_id: job.location_id,
    remote_level: job.remote_level,
    candidate_location: job.candidate_location,
    sponsors_visas: job.sponsors_visas ? 'yes' : 'no',
    salary_min: job.salary_min,
    salary_max: job.salary_max,
    skills: skills.map((skill) => skill.system_name),
    skill_names: skills.map((skill) => skillName(skill, lang)),
    raw_content: job.raw_content,
    application_type: applicationType(job) === 1 ? 'direct_link' : 'email_forwarding',
    application_url: job.application_url,
    application_email: job.application_email,
    publish_issues: publishIssues,
    // The team's reason while the job is not approved; staff's other notes (memo) stay private.
    rejection_reason: status === 'rejected' ? job.rejection_reason : null,
    public_url: status === 'open' ? `${publicUrl}/jobs/${companySlug}/${job.slug}` : null,
  });
}
