import type { Rows } from '@shigoto/db';

/** JSON:API resources of this module. */
export const applicantResource = (applicant: Rows['Applicant']) => ({
  id: String(applicant.id),
  type: 'applicant',
  attributes: {
    job_id: applicant.job_id,
    company_id: applicant.company_id,
    name: applicant.name,
    email: applicant.email,
    url: applicant.url,
    message: applicant.message,
    location_id: applicant.location_id,
    japanese_level_enum: applicant.japanese_level_enum,
    signup: applicant.signup,
    ab_tests: applicant.ab_tests,
    created_at: applicant.created_at,
  },
});

export const jobApplicationResource = (application: Rows['JobApplication']) => ({
  id: String(application.id),
  type: 'job_application',
  attributes: { job_id: application.job_id, applicant_id: application.applicant_id, message: application.message, created_at: application.created_at },
});

/** A resume a seeker keeps in their account, as they see it: what it is, never where it is stored. */
export const resumeResource = (file: Rows['StoredFile']) => ({
  id: String(file.id),
  type: 'resume',
  attributes: { name: file.original_name, size: file.byte_size, content_type: file.content_type, uploaded_at: file.created_at },
});
