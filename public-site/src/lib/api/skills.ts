import type { Language } from '@shigoto/db/enums';
import { apiGet, languageQuery, type CachePolicy } from './client';
import { decodeOne, decodePage, type ResourceObject } from './jsonapi';

export interface Skill {
  id: string;
  name: string;
  system_name: string;
  display_name: string | null;
}

/** The skill vocabulary changes rarely. */
const SKILLS_POLICY: CachePolicy = { tags: ['skills'] };

/** A skill by id or system name (`python`, `ruby_on_rails`). */
export async function getSkill(idOrSystemName: string, language: Language): Promise<Skill> {
  return decodeOne<Skill>(await apiGet<ResourceObject>(`/skills/${encodeURIComponent(idOrSystemName)}`, languageQuery(language), SKILLS_POLICY));
}

/** The API's largest page. */
const SKILLS_PAGE_SIZE = 100;

/** Every skill (a few hundred), page by page, for labelling skill filters by their system names. */
export async function listSkills(language: Language): Promise<Skill[]> {
  const skills: Skill[] = [];
  for (let number = 1; ; number++) {
    const page = decodePage<Skill>(await apiGet<ResourceObject[]>('/skills', { 'page[number]': number, 'page[size]': SKILLS_PAGE_SIZE, ...languageQuery(language) }, SKILLS_POLICY));
    skills.push(...page.items);
    if (number >= page.totalPages) return skills;
  }
}
