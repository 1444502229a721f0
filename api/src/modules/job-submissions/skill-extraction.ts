import type { Rows } from '@shigoto/db';
import { tokenize } from '../../lib/search/tokenize.js';

const EXTRACTED_TYPES = new Set(['technology', 'tool', 'language']);

/**
 * Skills named in a text (internal/generated_skills): a skill's name, display name, system name
 * and aliases are matched as whole words or phrases. One- and two-letter names (Go, C, R, AI)
 * must appear exactly as written, so "go to market" or "a C-level role" do not count.
 */
export function extractSkills(skills: Rows['Skill'][], text: string): Rows['Skill'][] {
  const tokens = tokenize(text);
  const words = new Set(tokens);
  const joined = ` ${tokens.join(' ')} `;
  const found = new Map<number, Rows['Skill']>();
  for (const skill of skills) {
    if (!EXTRACTED_TYPES.has(skill.skill_type)) continue;
    const names = [skill.name, skill.display_name, skill.system_name.replace(/_/g, ' '), ...skill.aliases].filter((n): n is string => !!n);
    const matches = names.some((name) => {
      // Short names count only in their written case ("Go", "C"); lower-case system names never.
      if (name.length <= 2) return name !== name.toLowerCase() && new RegExp(`(^|[^\\w])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w+#])`).test(text);
      const phrase = tokenize(name);
      return phrase.length === 1 ? words.has(phrase[0]) : phrase.length > 1 && joined.includes(` ${phrase.join(' ')} `);
    });
    if (matches) found.set(skill.id, skill);
  }
  return [...found.values()];
}
