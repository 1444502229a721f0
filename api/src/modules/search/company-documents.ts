import { companyTagWords } from '@shigoto/db/company-tags';
import { COMPANY_FLAGS, companySizeBand } from '@shigoto/db/enums';
import type { Database, Rows } from '@shigoto/db';
import { pushTo } from '../../lib/collections.js';
import type { IndexSchema } from '../../lib/search/search-index.js';

export interface CompanyEntry {
  company: Rows['Company'];
  tags: string[];
  skills: Rows['Skill'][];
  /** Position in alphabetical order, so "name" can be a numeric sort key. */
  nameRank: number;
}

export const companySchema: IndexSchema<CompanyEntry> = {
  id: (e) => e.company.id,
  text: [
    { weight: 10, value: (e) => [e.company.name, e.company.name_ja ?? '', e.company.short_name ?? ''] },
    { weight: 5, value: (e) => [...e.tags.flatMap(companyTagWords), ...e.skills.map((s) => s.name)] },
    { weight: 2, value: (e) => [e.company.location ?? '', e.company.location_ja ?? ''] },
    { weight: 1, value: (e) => [e.company.description ?? '', e.company.description_ja ?? ''] },
  ],
  facets: {
    // Each flag is its own field, so several flags AND together and each gets true/false counts.
    ...Object.fromEntries(COMPANY_FLAGS.map((flag) => [flag, (e: CompanyEntry) => String(e.company[flag])])),
    size: (e) => companySizeBand(e.company.employee_count),
    japanese_level: (e) => e.company.japanese_level_enum,
    remote_level: (e) => e.company.remote_level,
    tags: (e) => e.tags,
    skills: (e) => e.skills.map((s) => s.system_name),
  },
  sorts: {
    // Hiring companies first, then by name.
    active: (e) => (e.company.has_active_jobs ? 1e9 : 0) - e.nameRank,
    name: (e) => -e.nameRank,
    newest: (e) => new Date(e.company.created_at).getTime(),
  },
};

/** Every published company with its tags and skills; the list is small enough to load whole. */
export async function loadCompanyEntries(db: Database): Promise<CompanyEntry[]> {
  const { Company, CompanyTag, CompanySkill, Skill } = db.models;
  const companies = (await Company.findAll({ where: { published: true }, order: [['name', 'ASC'], ['id', 'ASC']] })).map(
    (c) => c.get({ plain: true }) as Rows['Company'],
  );
  const tags = await CompanyTag.findAll({ raw: true });
  const links = await CompanySkill.findAll({ raw: true });
  const skills = new Map((await Skill.findAll()).map((s) => [s.id, s.get({ plain: true }) as Rows['Skill']]));
  const tagsOf = new Map<number, string[]>();
  for (const t of tags) pushTo(tagsOf, t.company_id, t.tag);
  const skillsOf = new Map<number, Rows['Skill'][]>();
  for (const l of links) {
    const skill = skills.get(l.skill_id);
    if (skill) pushTo(skillsOf, l.company_id, skill);
  }
  return companies.map((company, nameRank) => ({ company, tags: tagsOf.get(company.id) ?? [], skills: skillsOf.get(company.id) ?? [], nameRank }));
}
