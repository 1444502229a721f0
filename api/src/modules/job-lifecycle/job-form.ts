import { applicationField, JOB_REQUIRED_FIELDS } from '@shigoto/db/enums';
import { isJobLocation } from '@shigoto/db/locations';
import type { Transaction } from 'sequelize';
import type { Database, Rows } from '@shigoto/db';
import { type FieldErrors, REQUIRED_MESSAGE, ValidationError } from '../../lib/errors/index.js';
import { sanitizeDescription } from '../../lib/html/sanitize.js';
import { withTracking } from '../jobs/jobs.rules.js';
import type { JobColumns } from './job-lifecycle.rules.js';

/** The job submission form: what employers, the public form and staff edits send. */
export interface JobForm {
  import_url?: string;
  title?: string;
  category?: number;
  subcategory?: number;
  employment_type?: Rows['Job']['employment_type'];
  salary_min?: number;
  salary_max?: number;
  seniority_level?: Rows['Job']['seniority_level'];
  english_level?: Rows['Job']['english_level_enum'];
  japanese_level?: Rows['Job']['japanese_level_enum'];
  location?: string;
  remote_level?: Rows['Job']['remote_level'];
  candidate_location?: Rows['Job']['candidate_location'];
  skills?: string[];
  sponsors_visas?: 'yes' | 'no';
  raw_content?: string;
  application_type?: 'direct_link' | 'email_forwarding';
  application_url?: string;
  application_email?: string;
  company_id?: number;
  submitter_email?: string;
  new_company_name?: string;
}

const REQUIRED: readonly (keyof JobForm)[] = JOB_REQUIRED_FIELDS;

/** The required fields a new job's form leaves empty, each with its field message: those of every job and the one its applications arrive through. */
export function missingFields(form: JobForm): FieldErrors {
  const missing: FieldErrors = {};
  for (const field of [...REQUIRED, applicationField(form)]) if (form[field] === undefined || form[field] === '') missing[field] = [REQUIRED_MESSAGE];
  return missing;
}

/** A new job's applications arrive by link unless the form asks for e-mail or gives no link. */
export const appliesByLink = (form: JobForm) => form.application_type !== 'email_forwarding' && !!form.application_url;

/** The columns a form sets and the skills it names (undefined: the form leaves the skills alone). */
export interface PreparedForm {
  columns: JobColumns;
  skillIds?: number[];
}

/**
 * Reads a form into job columns: only the fields it carries, so an edit changes what it names.
 * Descriptions are sanitized and lose their links; an application link gets the tracking source.
 */
export async function prepareJobForm(db: Database, form: JobForm, transaction?: Transaction): Promise<PreparedForm> {
  const { Location, Skill } = db.models;
  const columns: JobColumns = {};
  const set = <K extends keyof Rows['Job']>(column: K, value: Rows['Job'][K] | undefined) => {
    if (value !== undefined) columns[column] = value;
  };
  set('title', form.title);
  set('category_skill_id', form.category);
  set('subcategory_skill_id', form.subcategory);
  if (form.employment_type !== undefined) {
    columns.employment_type = form.employment_type;
    columns.is_internship = form.employment_type === 'intern';
  }
  set('seniority_level', form.seniority_level);
  set('english_level_enum', form.english_level);
  set('japanese_level_enum', form.japanese_level);
  set('remote_level', form.remote_level);
  set('candidate_location', form.candidate_location);
  if (form.sponsors_visas !== undefined) columns.sponsors_visas = form.sponsors_visas === 'yes';
  set('salary_min', form.salary_min);
  set('salary_max', form.salary_max);
  if (form.raw_content !== undefined) columns.raw_content = sanitizeDescription(form.raw_content);
  set('import_url', form.import_url);
  if (form.application_type !== undefined || form.application_url !== undefined || form.application_email !== undefined) {
    const byLink = appliesByLink(form);
    columns.application_url = byLink ? withTracking(form.application_url!) : null;
    columns.application_email = byLink ? null : (form.application_email ?? null);
  }
  if (form.location !== undefined) {
    const location = await Location.findOne({ where: /^\d+$/.test(form.location) ? { id: Number(form.location) } : { slug: form.location.toLowerCase() }, transaction });
    if (!location) throw new ValidationError({ location: ['is not a location we know'] });
    if (!isJobLocation(location.slug)) throw new ValidationError({ location: ['is where applicants live, not a place for a job'] });
    columns.location_id = location.id;
  }
  const skillIds = form.skills ? (await Skill.findAll({ attributes: ['id'], where: { system_name: form.skills }, transaction })).map((skill) => skill.id) : undefined;
  return { columns, skillIds };
}

/** A job's draft form kept as submitted, with its description already cleaned. */
export const cleanedForm = (form: JobForm): JobForm => (form.raw_content ? { ...form, raw_content: sanitizeDescription(form.raw_content) } : form);
