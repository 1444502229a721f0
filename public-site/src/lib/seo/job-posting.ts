import type { EmploymentType } from '@shigoto/db/enums';
import type { JobDetail } from '@/lib/api/types';
import { toParagraphs } from '@/lib/format/text';

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

/** schema.org JobPosting for Google's job search. */
export function jobPostingStructuredData(job: JobDetail, { url, logoUrl, now }: JobPostingContext) {
  const postingDate = structuredDataPostingDate(job.published_at, now);
  const description = [job.intro, job.details, job.requirements, job.benefits].flatMap(toParagraphs).join('\n\n');
  const fullyRemote = job.remote_level === 'full_japan' || job.remote_level === 'full_worldwide';
  const remoteOnlyFromJapan = job.remote_level === 'full_japan' || job.candidate_location === 'japan_only';
  const hasSalary = (job.salary_min ?? 0) > 0 || (job.salary_max ?? 0) > 0;

  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: description || job.title,
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
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', ...(job.location ? { addressLocality: job.location } : {}), addressCountry: 'JP' },
    },
    ...(fullyRemote
      ? {
          jobLocationType: 'TELECOMMUTE',
          ...(remoteOnlyFromJapan ? { applicantLocationRequirements: { '@type': 'Country', name: 'Japan' } } : {}),
        }
      : {}),
    ...(hasSalary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'JPY',
            value: {
              '@type': 'QuantitativeValue',
              ...(job.salary_min ? { minValue: job.salary_min } : {}),
              ...(job.salary_max ? { maxValue: job.salary_max } : {}),
              unitText: 'YEAR',
            },
          },
        }
      : {}),
    ...(job.skills.length ? { skills: job.skills.join(', ') } : {}),
    directApply: job.application_type === 2,
  };
}

/** JSON for an inline `<script>`: `<` is escaped so job text cannot close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
