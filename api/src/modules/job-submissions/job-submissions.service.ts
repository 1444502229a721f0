import type { Database, Rows } from '@shigoto/db';
import { ValidationError } from '../../lib/errors/index.js';
import { safeFetchText } from '../../lib/net/safe-fetch.js';
import { cleanedForm, type JobForm } from '../job-lifecycle/job-form.js';
import { jobFromHtml } from './job-import.js';
import { extractSkills } from './skill-extraction.js';

/**
 * The steps before a job is submitted: drafts, a draft imported from a job page, and the skills a
 * text names. Submitting itself is the job lifecycle's.
 */
export function createJobSubmissionsService(deps: { db: Database; importAllowedHosts: string[] }) {
  const { Skill, JobDraft } = deps.db.models;

  async function skillsIn(text: string): Promise<Rows['Skill'][]> {
    const skills = (await Skill.findAll()).map((s) => s.get({ plain: true }) as Rows['Skill']);
    return extractSkills(skills, text);
  }

  async function saveDraft(form: JobForm, employerId?: number): Promise<Rows['JobDraft']> {
    const draft = await JobDraft.create({
      state: 1,
      company_id: form.company_id ?? null,
      employer_id: employerId ?? null,
      submitter_email: form.submitter_email ?? null,
      import_url: form.import_url ?? null,
      fields: cleanedForm(form) as Record<string, unknown>,
    });
    return draft.get({ plain: true }) as Rows['JobDraft'];
  }

  return {
    skillsIn,
    saveDraft,

    /** A job page's JSON-LD becomes a draft (fetched without reaching private addresses). */
    async importDraft(url: string, employerId?: number): Promise<Rows['JobDraft']> {
      const page = await safeFetchText(url, { allowedHosts: deps.importAllowedHosts });
      const imported = jobFromHtml(page.body);
      if (!imported) throw new ValidationError({ url: ['has no job posting we can read (schema.org JobPosting)'] });
      const skills = imported.raw_content ? (await skillsIn(`${imported.title ?? ''}\n${imported.raw_content}`)).map((s) => s.system_name) : [];
      return saveDraft({ ...imported, skills, import_url: page.url }, employerId);
    },
  };
}

export type JobSubmissionsService = ReturnType<typeof createJobSubmissionsService>;
