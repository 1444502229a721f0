import type { Rows } from '@shigoto/db';
import { resourceObject } from '../../lib/http/jsonapi.js';
import type { Language } from '@shigoto/db/enums';
import { localized } from '../../lib/http/lang.js';
import { stateOf, type ApplicantDetail, type ApplicantView } from './employer-applicants.service.js';

const fileSummary = (file: Rows['StoredFile'], url: string) => ({ name: file.original_name, content_type: file.content_type, size: file.byte_size, url });

/**
 * An applicant on the employer's list; the detail adds the resume, attachments, location (its name in
 * `lang`) and the same person's other applications to the job.
 */
export function emailApplicantResource(view: ApplicantView | ApplicantDetail, lang: Language = 'en') {
  const { applicant, job, fit } = view;
  const detail = 'attachments' in view ? view : null;
  const base = `/api/v1/employers/email_applicants/${applicant.id}`;
  return resourceObject('email_applicant', applicant.id, {
    name: applicant.name,
    email: applicant.email,
    applied_at: applicant.email_time ?? applicant.created_at,
    message: applicant.message,
    location_id: applicant.location_id,
    skills: applicant.skills,
    // JSON:API reserves `links` inside a resource; the applicant's own links (portfolio, GitHub) are profile_links.
    profile_links: applicant.links,
    languages: applicant.languages,
    japanese_level_enum: applicant.japanese_level_enum,
    user_state: stateOf(applicant),
    is_user_starred: applicant.is_user_starred,
    possible_spam: applicant.possible_spam,
    tags: applicant.tags,
    job,
    fit,
    has_resume: applicant.resume_file_id !== null,
    ...(detail
      ? {
          location: detail.location ? localized(detail.location, 'name', lang) : null,
          resume: detail.resume ? fileSummary(detail.resume, `${base}/resume`) : null,
          attachments: detail.attachments.map((file) => fileSummary(file, `${base}/attachments/${file.id}`)),
          other_applications: detail.otherApplications.map((other) => ({ id: other.id, applied_at: other.email_time ?? other.created_at })),
        }
      : {}),
  });
}

export const submissionResource = ({ applicant, job }: { applicant: Rows['Applicant']; job: Pick<Rows['Job'], 'id' | 'slug' | 'title'> | null }) =>
  resourceObject('applicant', applicant.id, {
    name: applicant.name,
    email: applicant.email,
    url: applicant.url,
    location_id: applicant.location_id,
    japanese_level_enum: applicant.japanese_level_enum,
    job,
    applied_at: applicant.created_at,
  });

/** `attachment; filename="cv.pdf"; filename*=UTF-8''…` with anything unsafe replaced in the ASCII form. */
export function attachmentDisposition(name: string | null): string {
  const original = name || 'file';
  const ascii = original.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(original)}`;
}
