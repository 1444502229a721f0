import type { Language } from '@shigoto/db/enums';
import { apiGet, languageQuery, type CachePolicy } from './client';
import { decodeOne, type ResourceObject } from './jsonapi';

export interface Skill {
  id: string;
  name: string;
  system_name: string;
  display_name: string | null;
}

/** The skill vocabulary changes rarely. */
const SKILLS_POLICY: CachePolicy = { revalidate: 600, tags: ['skills'] };

/** A skill by id or system name (`python`, `ruby_on_rails`). */
export async function getSkill(idOrSystemName: string, language: Language): Promise<Skill> {
  return decodeOne<Skill>(await apiGet<ResourceObject>(`/skills/${encodeURIComponent(idOrSystemName)}`, languageQuery(language), SKILLS_POLICY));
}
