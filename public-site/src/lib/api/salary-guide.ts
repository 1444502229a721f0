import type { Language } from '@shigoto/db/enums';
import { apiGet, languageQuery } from './client';
import { decodeOne, type ResourceObject } from './jsonapi';

/** A group's advertised salaries (JPY per year); below the minimum number of postings, only how many there are. */
export type SalaryFigures =
  | { postings: number; insufficient_data: true }
  | { postings: number; insufficient_data: false; median: number; p25: number; p75: number; min: number; max: number };

/** A section of the guide: a job search filter, and its values' figures. */
export type SalaryGuideDimension = 'category' | 'seniority_level' | 'japanese_level' | 'remote_level' | 'location';

export type SalaryGuideGroup = SalaryFigures & {
  /** The job search filter's value: a category's id, a location's slug, an enumeration value. */
  value: string;
  /** Roles and places, in the page's language (enumerations are named by the site). */
  name: string | null;
  /** Roles: the category's system name, which names its keyword page. */
  system_name?: string;
};

export interface SalaryGuide {
  minimum_postings: number;
  live_postings: number;
  postings_with_salary: number;
  updated_at: string;
  overall: SalaryFigures;
  dimensions: { key: SalaryGuideDimension; not_stated: number; groups: SalaryGuideGroup[] }[];
}

/** Computed from the public jobs: the page shows them, and renders anew when jobs change. */
export async function getSalaryGuide(language: Language): Promise<SalaryGuide> {
  return decodeOne<SalaryGuide>(await apiGet<ResourceObject>('/salary_guide', languageQuery(language), { tags: ['jobs'] }));
}
