import type { ApplicantJapaneseLevel, ApplicantUserState } from '@shigoto/db/enums';
import { callApi } from '@/lib/browser/api';
import type { Language } from '@/i18n/language';

/** The list's filters and sort orders, as the API names them. */
export const APPLICANT_FILTERS = ['all', 'new', 'in_progress', 'finished', 'starred', 'good_fit', 'maybe', 'hired', 'not_a_fit'] as const;
export const APPLICANT_SORTS = ['recommended', 'newest', 'oldest'] as const;
export type ApplicantFilter = (typeof APPLICANT_FILTERS)[number];
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];

export const PAGE_SIZE = 25;

interface FileSummary {
  name: string | null;
  content_type: string;
  size: number;
  url: string;
}

export interface Applicant {
  id: number;
  name: string;
  email: string;
  applied_at: string;
  message: string | null;
  skills: string[];
  /** The links the applicant gave (portfolio, GitHub, …). */
  profile_links: string[];
  languages: string[];
  tags: string[];
  japanese_level_enum: ApplicantJapaneseLevel | null;
  user_state: ApplicantUserState;
  is_user_starred: boolean;
  possible_spam: boolean;
  job: { id: number; slug: string; title: string } | null;
  fit: { japanese_ok: boolean; location_ok: boolean; matching_skills: string[] };
  has_resume: boolean;
  /** The detail only. */
  location?: string | null;
  resume?: FileSummary | null;
  attachments?: FileSummary[];
  /** The same person's other applications to the same job, oldest first. */
  other_applications?: { id: number; applied_at: string }[];
}

interface Resource<T> {
  id: string;
  attributes: Omit<T, 'id'>;
}
const decode = (resource: Resource<Applicant>): Applicant => ({ ...resource.attributes, id: Number(resource.id) });

/** What the list shows: kept in the page's URL so a reload, a shared link and the back button show the same list. */
export interface ListState {
  filter: ApplicantFilter;
  sort: ApplicantSort;
  q: string;
  job?: number;
  page: number;
}

const oneOf = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);
const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
};

export function listStateOf(params: URLSearchParams): ListState {
  return {
    filter: oneOf(APPLICANT_FILTERS, params.get('filter'), 'all'),
    sort: oneOf(APPLICANT_SORTS, params.get('sort'), 'recommended'),
    q: (params.get('q') ?? '').slice(0, 200),
    job: positive(params.get('job')),
    page: positive(params.get('page')) ?? 1,
  };
}

/** The URL query of a list state; defaults are left out. `at` is an applicant's place in the list (detail pages). */
export function listSearch(state: ListState, at?: number): string {
  const params = new URLSearchParams();
  if (state.filter !== 'all') params.set('filter', state.filter);
  if (state.sort !== 'recommended') params.set('sort', state.sort);
  if (state.q) params.set('q', state.q);
  if (state.job) params.set('job', String(state.job));
  if (state.page > 1) params.set('page', String(state.page));
  if (at) params.set('at', String(at));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export interface ApplicantPage {
  applicants: Applicant[];
  total: number;
  totalPages: number;
  counts: Record<ApplicantFilter, number>;
}

/** One page of the list; `size` 1 finds the applicant at one place of the list (previous/next). */
export async function listApplicants(state: ListState, size = PAGE_SIZE, signal?: AbortSignal): Promise<ApplicantPage> {
  const answer = await callApi<{ data: Resource<Applicant>[]; meta: { total: number; total_pages: number; counts: Record<ApplicantFilter, number> } }>(
    state.q ? '/employers/email_applicants/search' : '/employers/email_applicants',
    {
      query: { 'filter[state]': state.filter, 'filter[job_id]': state.job, sort: state.sort, q: state.q || undefined, 'page[number]': state.page, 'page[size]': size },
      signal,
    },
  );
  return { applicants: answer.data.map(decode), total: answer.meta.total, totalPages: answer.meta.total_pages, counts: answer.meta.counts };
}

/** One applicant with files and location, the location named in `language`. */
export async function applicantDetail(id: string, language: Language, signal?: AbortSignal): Promise<Applicant> {
  return decode((await callApi<{ data: Resource<Applicant> }>(`/employers/email_applicants/${encodeURIComponent(id)}`, { query: { lang: language }, signal })).data);
}

export type ApplicantChanges = Partial<Pick<Applicant, 'user_state' | 'is_user_starred'>>;

/** Saves a change; the answer is the applicant's detail, its location named in `language`. */
export async function updateApplicant(id: number, changes: ApplicantChanges, language: Language): Promise<Applicant> {
  return decode((await callApi<{ data: Resource<Applicant> }>(`/employers/email_applicants/${id}`, { method: 'PUT', query: { lang: language }, body: { email_applicant: changes } })).data);
}

export async function bulkUpdateApplicants(ids: number[], changes: ApplicantChanges): Promise<number> {
  return (await callApi<{ meta: { updated: number } }>('/employers/email_applicants/bulk_update', { method: 'PUT', body: { ids, email_applicant: changes } })).meta.updated;
}

/** A private download (the API's `url` is under /api/v1): fetched with the employer's token. */
export function downloadFile(url: string, signal?: AbortSignal): Promise<Blob> {
  return callApi<Blob>(url.replace(/^\/api\/v1/, ''), { as: 'blob', signal });
}

/** Saves a fetched file under its name (the browser cannot follow a link that needs a bearer token). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Only http(s) links are shown as links: anything else (javascript:, data:) an applicant typed stays text. */
export const isWebLink = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());
