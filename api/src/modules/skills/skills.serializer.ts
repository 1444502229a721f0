import type { Language } from '@shigoto/db/enums';
import type { Rows } from '@shigoto/db';
import { resourceObject } from '../../lib/http/jsonapi.js';

/** A skill in the asked language (Japanese falls back to English). */
export function skillResource(skill: Rows['Skill'], lang: Language) {
  return resourceObject('skill', skill.id, {
    name: (lang === 'jp' && skill.name_ja) || skill.name,
    system_name: skill.system_name,
    skill_type: skill.skill_type,
    display_name: (lang === 'jp' && skill.display_name_ja) || skill.display_name || skill.name,
    parent_id: skill.parent_id,
  });
}
