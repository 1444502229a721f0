import { readStoredJson, writeStoredJson } from './storage';

/** What the API read from a job posting's page (POST job_imports: a job draft's fields). */
export interface ImportedJobFields {
  title?: string;
  location?: string;
  salary_min?: number;
  salary_max?: number;
  skills?: string[];
  raw_content?: string;
}

/** Kept in the tab between the import page and the job form, which takes it once. */
const IMPORTED_JOB_KEY = 'shigoto.job-import';

export function rememberImportedJob(fields: ImportedJobFields): void {
  writeStoredJson('session', IMPORTED_JOB_KEY, fields);
}

/** The last import, if any: the job form starts from it once, then it is forgotten. */
export function takeImportedJob(): ImportedJobFields | null {
  const fields = readStoredJson<ImportedJobFields>('session', IMPORTED_JOB_KEY);
  writeStoredJson('session', IMPORTED_JOB_KEY, null);
  return fields;
}
