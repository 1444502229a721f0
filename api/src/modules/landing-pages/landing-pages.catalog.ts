import { SALARY } from '@shigoto/db/enums';
import type { JobFilters } from '../jobs/jobs.service.js';

/**
 * The SEO keyword paths: `{prefix}-jobs-in-japan` and `{prefix}-jobs-in-tokyo` for
 * skills, roles, technologies, salary bands, remote, partial remote, language level and company
 * names, plus a few fixed phrasings. Each resolves to job filters and bilingual copy.
 */
export interface LandingPage {
  path: string;
  filters: JobFilters;
  title: { en: string; ja: string };
  heading: { en: string; ja: string };
  description: { en: string; ja: string };
}

export interface Topic {
  /** URL prefix, e.g. "python" or "remote". */
  key: string;
  filters: JobFilters;
  en: string;
  ja: string;
}

export const PLACES = [
  { suffix: 'jobs-in-japan', filters: {} as JobFilters, en: 'Japan', ja: '日本' },
  { suffix: 'jobs-in-tokyo', filters: { location: ['tokyo'] } as JobFilters, en: 'Tokyo', ja: '東京' },
];

/** Fixed topics; skills, roles and companies are added from the database. */
export const FIXED_TOPICS: Topic[] = [
  { key: 'remote', filters: { remote_level: ['full_japan', 'full_worldwide'] }, en: 'Remote', ja: 'リモート' },
  { key: 'partial-remote', filters: { remote_level: ['partial', 'around_office'] }, en: 'Partially remote', ja: '一部リモート' },
  { key: 'it', filters: {}, en: 'IT', ja: 'IT' },
  { key: 'software-engineer', filters: {}, en: 'Software engineer', ja: 'ソフトウェアエンジニア' },
  { key: 'english', filters: { japanese_level: ['not_required'] }, en: 'English-speaking', ja: '英語のみで働ける' },
  { key: 'no-japanese', filters: { japanese_level: ['not_required'] }, en: 'No Japanese required', ja: '日本語不要の' },
  { key: 'conversational-japanese', filters: { japanese_level_max: 'conversational' }, en: 'Conversational Japanese', ja: '日常会話レベルの日本語で応募できる' },
  { key: 'business-japanese', filters: { japanese_level: ['business_level'] }, en: 'Business Japanese', ja: 'ビジネス日本語の' },
  { key: 'visa-sponsorship', filters: { sponsors_visas: 'yes' }, en: 'Visa sponsorship', ja: 'ビザサポートありの' },
  { key: 'apply-from-abroad', filters: { candidate_location: ['anywhere'] }, en: 'Apply from abroad', ja: '海外から応募できる' },
  { key: 'internship', filters: { is_internship: 'true' }, en: 'Internship', ja: 'インターンシップ' },
  { key: 'new-grad', filters: { seniority_level: ['new_grad'] }, en: 'New graduate', ja: '新卒向け' },
  { key: 'junior', filters: { seniority_level: ['junior'] }, en: 'Junior', ja: 'ジュニア' },
  { key: 'senior', filters: { seniority_level: ['senior'] }, en: 'Senior', ja: 'シニア' },
  { key: 'contract', filters: { employment_type: ['contract'] }, en: 'Contract', ja: '業務委託' },
];

/** Salary bands come after the suffix: /jobs-in-japan-salary-over-8m. */
export const SALARY_PAGES = SALARY.filterBands.map((band) => ({ key: `salary-over-${band / 1_000_000}m`, band }));

/** Fixed phrasings that do not follow the prefix pattern. */
export const SPECIAL_PAGES: Topic[] = [
  { key: 'japan-jobs-relocation', filters: { candidate_location: ['anywhere'], sponsors_visas: 'yes' }, en: 'Jobs in Japan with relocation', ja: '移住サポートのある日本の求人' },
  { key: 'jobs-in-japan-for-english-speakers', filters: { japanese_level: ['not_required'] }, en: 'Jobs in Japan for English speakers', ja: '英語話者向けの日本の求人' },
];

/** Keyword paths that moved, and where to: answered with a permanent (301) redirect. */
export const REDIRECTS: Record<string, string> = { 'designer-jobs-in-japan': 'design-jobs-in-japan' };

export function pageFor(path: string, topic: Topic, place: (typeof PLACES)[number]): LandingPage {
  return {
    path,
    filters: { ...topic.filters, ...place.filters },
    title: { en: `${topic.en} jobs in ${place.en}`, ja: `${place.ja}の${topic.ja}求人` },
    heading: { en: `${topic.en} jobs in ${place.en}`, ja: `${place.ja}の${topic.ja}の仕事` },
    description: {
      en: `${topic.en} jobs in ${place.en} for English speakers: salary in JPY, Japanese level, visa sponsorship and remote options for every job.`,
      ja: `${place.ja}の${topic.ja}求人。年収、必要な日本語レベル、ビザサポート、リモート可否がすべての求人でわかります。`,
    },
  };
}

export function salaryPage(path: string, band: number, place: (typeof PLACES)[number]): LandingPage {
  const millions = band / 1_000_000;
  return {
    path,
    filters: { salary_over: band, ...place.filters },
    title: { en: `Jobs in ${place.en} with a salary over ¥${millions}M`, ja: `${place.ja}の年収${millions * 100}万円以上の求人` },
    heading: { en: `Jobs in ${place.en} paying over ¥${millions}M a year`, ja: `${place.ja}の年収${millions * 100}万円以上の仕事` },
    description: {
      en: `Tech jobs in ${place.en} with a yearly salary over ¥${millions} million.`,
      ja: `${place.ja}の年収${millions * 100}万円以上のテック求人。`,
    },
  };
}

/** A fixed phrasing: its own name is the title. */
export function specialPage(topic: Topic): LandingPage {
  const page = pageFor(`/${topic.key}`, topic, PLACES[0]);
  return { ...page, title: { en: topic.en, ja: topic.ja }, heading: { en: topic.en, ja: topic.ja } };
}
