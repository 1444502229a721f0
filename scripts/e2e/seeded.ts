import { BASE_URL } from './browser.js';
import { DEMO_EMPLOYER_PASSWORD } from './site-actions.js';

// The seeded world as the API shows it, shared by the browser tests that apply and read applications.

interface JobAttributes {
  slug: string;
  title: string;
  application_type: 1 | 2;
  japanese_level_enum: string | null;
  remote_level: string;
  candidate_location: string | null;
  application_conditions: string | null;
}
interface CompanyAttributes {
  slug: string;
  name: string;
  spam_strictness: string | null;
  redirect_application_links: boolean;
  application_conditions: string | null;
}
export interface Job extends JobAttributes {
  id: number;
  company: CompanyAttributes & { id: number };
}

export async function getJson<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${BASE_URL}${path}`, { headers: { accept: 'application/json', ...headers } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

export async function postJson<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${BASE_URL}${path}`, { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The seeded world's open jobs with their companies, as the public API lists them. */
export async function openJobs(): Promise<Job[]> {
  const companies = (await getJson<{ data: { id: string; attributes: CompanyAttributes }[] }>('/api/v1/companies?page[size]=100')).data;
  const jobs: Job[] = [];
  for (const company of companies) {
    const list = await getJson<{ data: { id: string; attributes: JobAttributes }[] }>(`/api/v1/jobs?page[size]=50&filter[company]=${company.attributes.slug}`);
    for (const job of list.data) jobs.push({ ...job.attributes, id: Number(job.id), company: { ...company.attributes, id: Number(company.id) } });
  }
  return jobs;
}

export const isStrict = (job: Job) => job.company.spam_strictness === 'spam_strictness_medium' || job.company.spam_strictness === 'spam_strictness_high';
/** The conditions the API derives from a job's requirements; any other text was stated by the job or company, and waives readiness. */
const DERIVED_CONDITIONS = ['You must live in Japan to apply', 'You must speak Japanese to apply'];
const statesConditions = (job: Job) => !!job.company.application_conditions || (job.application_conditions ?? '').split('\n').some((line) => line && !DERIVED_CONDITIONS.includes(line));
/** A job anyone may apply to: no eligibility rules, no stated conditions, straight to the application link. */
export const isPlain = (job: Job) => !isStrict(job) && !statesConditions(job) && !job.company.redirect_application_links;
export const jobPath = (job: Job) => `/jobs/${job.company.slug}/${job.slug}`;

/** The staff API, signed in as the demo admin: what the public API does not show (application e-mails, closed jobs). */
export async function staffGet<T>(path: string): Promise<T> {
  const { access } = await postJson<{ access: string }>('/admin/api/sessions', { email: 'admin@shigoto.example', password: 'shigoto-admin' });
  return getJson<T>(`/admin/api${path}`, { authorization: `Bearer ${access}` });
}

/** The company's applicants as its employer sees them (every seeded company's employer is hiring@{slug}.example). */
export async function employerGet<T>(job: Job, path: string): Promise<T> {
  const { meta: { access } } = await postJson<{ meta: { access: string } }>('/api/v1/employer_sessions', { user: { email: `hiring@${job.company.slug}.example`, password: DEMO_EMPLOYER_PASSWORD } });
  return getJson<T>(`/api/v1${path}`, { authorization: `Bearer ${access}` });
}
export const applicantsOf = async (job: Job) =>
  (await employerGet<{ data: { attributes: { name: string; email: string; url: string | null } }[] }>(job, `/employers/applicants?filter[job_id]=${job.id}&page[size]=50`)).data.map((row) => row.attributes);

/** A small but real PDF document. */
export function pdfBytes(text = 'Resume of a test applicant'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj\n` +
      `4 0 obj << /Length ${text.length + 24} >> stream\nBT /F1 12 Tf 72 720 Td (${text}) Tj ET\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}
