import { NEWLY_PUBLISHED_DAYS, type Language } from '@shigoto/db/enums';
import { jsonFragment } from '../../lib/cache/response-cache.js';
import { localized } from '../../lib/http/lang.js';
import { resourceObject } from '../../lib/http/jsonapi.js';
import { companyResource, companySummaryResource } from '../companies/companies.serializer.js';
import type { JobCard, JobView } from './jobs.service.js';
import { applicationConditions, applicationType, isJapaneseRequired, isNewlyPublished, isRemote } from './jobs.rules.js';

/** A skill as readers of the language see it: its display name, else its name. */
export const skillName = (skill: JobCard['skills'][number], lang: Language) =>
  (lang === 'jp' && (skill.display_name_ja || skill.name_ja)) || skill.display_name || skill.name;

/** A public job; a full view (detail pages) adds the long texts that list cards leave out. */
export function jobResource({ job, company, location, skills }: JobCard | JobView, lang: Language, now = Date.now()) {
  const detail = 'details' in job ? job : null;
  const locationName = location ? localized(location, 'name', lang) : null;
  return resourceObject(
    'job',
    job.id,
    {
      slug: job.slug,
      title: localized(job, 'title', lang),
      location: locationName,
      location_id: job.location_id,
      position: job.position,
      intro: localized(job, 'intro', lang),
      ...(detail
        ? {
            details: localized(detail, 'details', lang),
            requirements: localized(detail, 'requirements', lang),
            benefits: localized(detail, 'benefits', lang),
            raw_content: detail.raw_content,
          }
        : {}),
      skills: skills.filter((s) => s.skill_type !== 'category' && s.skill_type !== 'job_type').map((s) => skillName(s, lang)),
      skill_system_names: skills.map((s) => s.system_name),
      technologies: skills.filter((s) => s.skill_type === 'technology').map((s) => skillName(s, lang)),
      job_type_names: skills.filter((s) => s.skill_type === 'job_type').map((s) => skillName(s, lang)),
      salary_min: job.salary_min,
      salary_max: job.salary_max,
      remote_level: job.remote_level,
      employment_type: job.employment_type,
      seniority_level: job.seniority_level,
      english_level_enum: job.english_level_enum,
      japanese_level_enum: job.japanese_level_enum,
      candidate_location: job.candidate_location,
      sponsors_visas: job.sponsors_visas ? 'yes' : 'no',
      either_language_ok: job.either_language_ok,
      is_japanese_only: job.is_japanese_only,
      is_internship: job.is_internship,
      featured: job.featured,
      published: job.published,
      is_deleted: job.is_deleted,
      published_at: job.published_at,
      created_at: job.created_at,
      updated_at: job.updated_at,
      application_url: job.application_url,
      application_type: applicationType(job),
      application_conditions: applicationConditions(job, company, lang),
      newly_published: isNewlyPublished(job, now),
      japanese_required: isJapaneseRequired(job),
      is_remote: isRemote(job, location?.name ?? null),
    },
    { company: { data: { id: String(company.id), type: 'company' } } },
  );
}

export { companyResource, companySummaryResource };

/**
 * Job cards serialized once per language, as UTF-8 bytes, and kept with the card (search-index
 * entries are replaced when a job changes, which drops their bytes): a list answer is then a
 * concatenation of bytes. A card's only time-dependent field is newly_published, so its bytes are
 * kept until that flag would flip.
 */
const cardBytes = new WeakMap<JobCard, { validUntil: number; bytes: Partial<Record<Language, Buffer>> }>();

export function jobCardJson(card: JobCard, lang: Language, now = Date.now()): Buffer {
  let cached = cardBytes.get(card);
  if (!cached || now >= cached.validUntil) {
    const newlyUntil = card.job.published_at ? new Date(card.job.published_at).getTime() + NEWLY_PUBLISHED_DAYS * 86_400_000 : Infinity;
    cached = { validUntil: now <= newlyUntil ? newlyUntil : Infinity, bytes: {} };
    cardBytes.set(card, cached);
  }
  return (cached.bytes[lang] ??= jsonFragment(Buffer.from(JSON.stringify(jobResource(card, lang, now)))));
}

const companyBytes = new WeakMap<JobCard['company'], Partial<Record<Language, Buffer>>>();

export function companySummaryJson(company: JobCard['company'], lang: Language): Buffer {
  let bytes = companyBytes.get(company);
  if (!bytes) companyBytes.set(company, (bytes = {}));
  return (bytes[lang] ??= jsonFragment(Buffer.from(JSON.stringify(companySummaryResource(company, lang)))));
}
