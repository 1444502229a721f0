import type { Language, Plan, PlanTerm } from '@shigoto/db/enums';
import { apiGet, languageQuery, type CachePolicy } from './client';
import { decodeOne, type ResourceObject } from './jsonapi';

export type ContractLanguage = 'en' | 'ja';

/** One of the company's contracts (employers/company_contracts); dates are YYYY-MM-DD. */
export interface CompanyContract {
  id: string;
  plan: Plan;
  term: PlanTerm;
  contract_language: ContractLanguage;
  starts_on: string;
  ends_on: string;
  applicants_until: string | null;
  success_fee: boolean;
  /** The contract that runs today. */
  current: boolean;
}

/** How many of the company's jobs are open, and how many its plan allows (null: no limit). */
export interface ActiveJobs {
  count: number;
  limit: number | null;
  plan: Plan | null;
}

export interface PlanTermPrice {
  term: PlanTerm;
  label: string;
  months: number;
  free_months: number;
  /** "Applicants for 14 months (2 months free)", in the page's language. */
  applicants: string;
  monthly_price_yen: number;
  price_yen: number;
}

export interface PricePlan {
  plan: Plan;
  name: string;
  summary: string;
  active_job_limit: number | null;
  featured: boolean;
  features: string[];
  terms: PlanTermPrice[];
}

/** The plans and terms (GET prices), worded in the page's language by the API. */
export interface PriceList {
  plans: PricePlan[];
  success_fee: { available: boolean; description: string };
  promotion: { active: boolean; description: string };
}

/** Prices change with a release, not by the minute. */
const PRICES_POLICY: CachePolicy = { tags: ['content'] };

export async function getPrices(language: Language): Promise<PriceList> {
  return decodeOne<PriceList>(await apiGet<ResourceObject>('/prices', languageQuery(language), PRICES_POLICY));
}
