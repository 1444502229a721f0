import type { EmploymentType } from '@shigoto/db/enums';
import type { JobDetail } from '@/lib/api/types';
import { toParagraphs } from '@/lib/format/text';
import { postalAddress } from './places';

const DAY_MS = 86_400_000;
/** A posting older than this is presented as posted this month. */
const STALE_POSTING_DAYS = 30;

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** The same day of the month in another month, clamped to that month's length (31 Jan → 28 Feb). */
function sameDayIn(year: number, monthIndex: number, day: number): Date {
  const normalized = new Date(Date.UTC(year, monthIndex, 1));
  const clampedDay = Math.min(day, daysInMonth(normalized.getUTCFullYear(), normalized.getUTCMonth()));
  return new Date(Date.UTC(normalized.getUTCFullYear(), normalized.getUTCMonth(), clampedDay));
}

/**
 * A posting date older than 30 days is moved to the current month and year. Keeping the
 * day of the month can land after today; a posting date in the future is invalid, so it is capped at today.
 */
export function structuredDataPostingDate(publishedAt: string | null, now: Date): Date {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const published = publishedAt ? new Date(publishedAt) : null;
  if (!published || Number.isNaN(published.getTime())) return today;
  if (now.getTime() - published.getTime() <= STALE_POSTING_DAYS * DAY_MS) return published;
  const moved = sameDayIn(now.getUTCFullYear(), now.getUTCMonth(), published.getUTCDate());
  return moved > today ? today : moved;
}

/** Structured data is valid for one month after the posting date. */
export function structuredDataValidThrough(postingDate: Date): Date {
  return sameDayIn(postingDate.getUTCFullYear(), postingDate.getUTCMonth() + 1, postingDate.getUTCDate());
}

const SCHEMA_EMPLOYMENT_TYPES: Record<EmploymentType, string> = {
  full_time: 'FULL_TIME',
  contract: 'CONTRACTOR',
  intern: 'INTERN',
};

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

interface JobPostingContext {
  url: string;
  /** Absolute URL of the company logo, if it has one. */
  logoUrl: string | null;
  now: Date;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[character]};`);
}

/**
 * The posting's text as HTML, which Google wants for `description`: the job's parts as paragraphs,
 * line breaks kept. The parts are read as text (markup dropped), then written as escaped HTML.
 */
export function descriptionHtml(job: Pick<JobDetail, 'intro' | 'details' | 'requirements' | 'benefits'>): string {
  return [job.intro, job.details, job.requirements, job.benefits]
    .flatMap(toParagraphs)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * The salary as Google reads it: a range, one figure when both ends agree, or the one end that is
 * known (a maximum alone is still a salary: "up to").
 */
function salaryValue(min: number | null, max: number | null) {
  const low = min && min > 0 ? min : null;
  const high = max && max > 0 ? max : null;
  if (!low && !high) return null;
  const amount = low && high && low === high ? { value: low } : { ...(low ? { minValue: low } : {}), ...(high ? { maxValue: high } : {}) };
  return { '@type': 'QuantitativeValue', ...amount, unitText: 'YEAR' };
}

const JAPAN = { '@type': 'Country', name: 'Japan' };

/**
 * schema.org JobPosting for Google's job search. A fully remote job is TELECOMMUTE, with the
 * country its people must live in when it limits them to Japan (Google takes countries only, so a
 * job open to the world names none); its place is stated only when it has a real one, never made up.
 * `directApply` is true when the seeker applies on Shigoto (e-mail applications), false when the
 * application continues on the company's site.
 */
export function jobPostingStructuredData(job: JobDetail, { url, logoUrl, now }: JobPostingContext) {
  const postingDate = structuredDataPostingDate(job.published_at, now);
  const fullyRemote = job.remote_level === 'full_japan' || job.remote_level === 'full_worldwide';
  const livesInJapan = job.remote_level === 'full_japan' || job.candidate_location === 'japan_only';
  const address = postalAddress(job.location);
  const salary = salaryValue(job.salary_min, job.salary_max);
  // An office job without a stated place is still in Japan: Google needs a place for it.
  const jobLocation = address ? { '@type': 'Place', address } : fullyRemote ? null : { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'JP' } };

  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job) || `<p>${escapeHtml(job.title)}</p>`,
    url,
    identifier: { '@type': 'PropertyValue', name: job.company?.name ?? 'Shigoto', value: job.id },
    datePosted: isoDate(postingDate),
    validThrough: isoDate(structuredDataValidThrough(postingDate)),
    ...(job.employment_type ? { employmentType: SCHEMA_EMPLOYMENT_TYPES[job.employment_type] } : {}),
    ...(job.company
      ? {
          hiringOrganization: {
            '@type': 'Organization',
            name: job.company.name,
            ...(job.company.homepage_url ? { sameAs: job.company.homepage_url } : {}),
            ...(logoUrl ? { logo: logoUrl } : {}),
          },
        }
      : {}),
    ...(jobLocation ? { jobLocation } : {}),
    ...(fullyRemote ? { jobLocationType: 'TELECOMMUTE', ...(livesInJapan ? { applicantLocationRequirements: JAPAN } : {}) } : {}),
    ...(salary ? { baseSalary: { '@type': 'MonetaryAmount', currency: 'JPY', value: salary } } : {}),
    ...(job.skills.length ? { skills: job.skills.join(', ') } : {}),
    directApply: job.application_type === 2,
  };
}
