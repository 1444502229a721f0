import type { EmploymentStatus, Language } from '@shigoto/db/enums';
import { apiGet, languageQuery, type CachePolicy } from './client';
import { decodePage, type ResourceObject } from './jsonapi';
import type { Paginated } from './types';

/** An approved review of a company by someone who works or worked there. */
export interface CompanyReview {
  id: string;
  title: string;
  body: string | null;
  pros: string | null;
  cons: string | null;
  /** 1–5. */
  rating: number;
  employment_status: EmploymentStatus | null;
  created_at: string;
}

/** Approved answers to an experience survey (designer, remote or general). */
export interface CompanyExperience {
  id: string;
  kind: 'designer' | 'remote' | 'general';
  body: string | null;
  /** Question key → answer: a choice's key or text as written. */
  answers: Record<string, string> | null;
  created_at: string;
}

/**
 * Reviews and experiences appear once staff approve them, and a rejected one must leave at once: the answer is
 * never reused (nothing expires a cached one on a staff decision).
 */
const REVIEWS_POLICY: CachePolicy = { tags: ['reviews'] };

/** The ratings of every approved review of the company (not only the page's): how many, and their mean. */
export interface ReviewRating {
  count: number;
  average: number | null;
}

export async function listCompanyReviews(companyId: string, language: Language, pageSize = 20): Promise<Paginated<CompanyReview> & { rating: ReviewRating | null }> {
  const document = await apiGet<ResourceObject[]>('/company_reviews', { company_id: companyId, 'page[size]': pageSize, ...languageQuery(language) }, REVIEWS_POLICY);
  const rating = (document.meta as { rating?: ReviewRating } | undefined)?.rating ?? null;
  return { ...decodePage<CompanyReview>(document), rating };
}

export async function listCompanyExperiences(companyId: string, language: Language, pageSize = 20): Promise<Paginated<CompanyExperience>> {
  return decodePage<CompanyExperience>(
    await apiGet<ResourceObject[]>('/company_experiences', { company_id: companyId, 'page[size]': pageSize, ...languageQuery(language) }, REVIEWS_POLICY),
  );
}
