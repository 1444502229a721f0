import type { Language } from '@shigoto/db/enums';
import { localized } from '../../lib/http/lang.js';
import { resourceObject } from '../../lib/http/jsonapi.js';
import { skillName } from '../jobs/jobs.serializer.js';
import { MIN_POSTINGS } from './salary-figures.js';
import type { SalaryGuide, SalaryGuideGroup } from './salary-guide.service.js';

/** A row: its filter value, its name (roles and places, in the language asked for), its figures. */
function groupJson({ value, figures, skill, location }: SalaryGuideGroup, lang: Language) {
  const name = skill ? skillName(skill, lang) : location ? localized(location, 'name', lang) : null;
  return { value, name, ...(skill ? { system_name: skill.system_name } : {}), ...figures };
}

/** The salary guide, one document: figures in JPY per year, each with the number of postings behind it. */
export function salaryGuideResource(guide: SalaryGuide, lang: Language) {
  return resourceObject('salary_guide', 'salary_guide', {
    language: lang,
    currency: 'JPY',
    minimum_postings: MIN_POSTINGS,
    live_postings: guide.livePostings,
    postings_with_salary: guide.postingsWithSalary,
    updated_at: guide.updatedAt,
    overall: guide.overall,
    dimensions: guide.dimensions.map(({ key, notStated, groups }) => ({ key, not_stated: notStated, groups: groups.map((group) => groupJson(group, lang)) })),
  });
}
