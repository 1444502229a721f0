import type { EmploymentType, RemoteLevel } from '@shigoto/db/enums';
import { sanitizeDescription } from '../../lib/html/sanitize.js';

/** The draft fields a page's schema.org JobPosting (JSON-LD) gives. */
export interface ImportedJob {
  title?: string;
  raw_content?: string;
  employment_type?: EmploymentType;
  salary_min?: number;
  salary_max?: number;
  new_company_name?: string;
  location?: string;
  remote_level?: RemoteLevel;
}

const EMPLOYMENT: Record<string, EmploymentType> = { FULL_TIME: 'full_time', CONTRACTOR: 'contract', TEMPORARY: 'contract', INTERN: 'intern' };
const YEARLY: Record<string, number> = { YEAR: 1, MONTH: 12, WEEK: 52, HOUR: 2000 };

function jobPostings(node: unknown): Record<string, unknown>[] {
  if (Array.isArray(node)) return node.flatMap(jobPostings);
  if (!node || typeof node !== 'object') return [];
  const object = node as Record<string, unknown>;
  const types = ([] as unknown[]).concat(object['@type'] ?? []);
  return [...(types.includes('JobPosting') ? [object] : []), ...jobPostings(object['@graph'])];
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const yen = (value: unknown, unit: string) => (typeof value === 'number' && value > 0 ? Math.round(value * (YEARLY[unit] ?? 1)) : undefined);

/** Reads the first JobPosting of an HTML page; null when the page has none. */
export function jobFromHtml(html: string): ImportedJob | null {
  for (const match of html.matchAll(/<script[^>]*type=["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script>/gi)) {
    let data: unknown;
    try {
      data = JSON.parse(match[1]);
    } catch {
      continue;
    }
    const [posting] = jobPostings(data);
    if (!posting) continue;
    const salary = (posting.baseSalary ?? {}) as { currency?: string; value?: { minValue?: unknown; maxValue?: unknown; value?: unknown; unitText?: string } };
    const unit = salary.value?.unitText ?? 'YEAR';
    const inYen = !salary.currency || salary.currency === 'JPY';
    const place = (([] as unknown[]).concat(posting.jobLocation ?? [])[0] ?? {}) as { address?: { addressLocality?: unknown; addressRegion?: unknown } };
    const description = text(posting.description);
    return {
      title: text(posting.title),
      raw_content: description ? sanitizeDescription(description) : undefined,
      employment_type: EMPLOYMENT[String(([] as unknown[]).concat(posting.employmentType ?? [])[0] ?? '')],
      salary_min: inYen ? yen(salary.value?.minValue ?? salary.value?.value, unit) : undefined,
      salary_max: inYen ? yen(salary.value?.maxValue, unit) : undefined,
      new_company_name: text((posting.hiringOrganization as { name?: unknown } | undefined)?.name),
      location: text(place.address?.addressLocality) ?? text(place.address?.addressRegion),
      remote_level: posting.jobLocationType === 'TELECOMMUTE' ? 'full_japan' : undefined,
    };
  }
  return null;
}
