import { CATEGORY_SKILL_IDS, type SkillType } from '@shigoto/db/enums';
import { fn, col, where as sqlWhere, Op, type Transaction, UniqueConstraintError, type WhereOptions } from 'sequelize';
import type { Database, Rows } from '@shigoto/db';
import { audit } from '../../lib/audit.js';
import type { Account } from '../../lib/auth/account.js';
import { NotFoundError, ValidationError } from '../../lib/errors/index.js';
import type { PagesChanged } from '../page-revalidation/page-revalidation.service.js';
import type { PageTag } from '../page-revalidation/page-tags.js';
import type { Changes } from '../search/search.service.js';

export const TAKEN = 'is already taken';
export const CATEGORY_IDS_ONLY = 'only the reserved category skills are categories';
export const STAYS_CATEGORY = 'a reserved category skill stays a category';
export const PARENT_MUST_BE_CATEGORY = 'must be a category';
export const PARENT_ONLY_FOR_SUBCATEGORY = 'only a subcategory has a parent category';
export const UNKNOWN_PARENT = 'is not a location we know';
export const PARENT_CYCLE = 'cannot be the location itself or one inside it';

export interface SkillFields {
  name?: string;
  name_ja?: string | null;
  system_name?: string;
  display_name?: string | null;
  display_name_ja?: string | null;
  skill_type?: SkillType;
  parent_id?: number | null;
}

export interface LocationFields {
  name?: string;
  name_ja?: string | null;
  slug?: string;
  parent_id?: number | null;
}

const RESERVED = new Set<number>(CATEGORY_SKILL_IDS);
const sameText = (column: string, value: string) => sqlWhere(fn('LOWER', col(column)), value.toLowerCase());

/**
 * The skills and locations jobs are filed under. Job categories are the skills with the reserved
 * ids (and only they); a subcategory hangs under a category; names and system names / slugs are
 * unique (a location's name within its parent: two prefectures can have a town of the same name).
 * Search is told about the jobs whose labels changed, and the site about its skill or location
 * pages (an edit also about the job and company pages that show the names).
 */
export function createTaxonomyService(deps: { db: Database; searchChanged: (changes: Changes) => Promise<void>; pagesChanged: PagesChanged }) {
  const { db } = deps;
  const { Skill, Location, JobSkill, Job } = db.models;

  async function taken(model: typeof Skill | typeof Location, conditions: WhereOptions[], id: number | undefined, transaction: Transaction) {
    const clash = await (model as typeof Skill).findOne({ attributes: ['id'], where: { [Op.and]: [...conditions, ...(id ? [{ id: { [Op.ne]: id } }] : [])] }, transaction });
    return !!clash;
  }

  async function checkSkill(fields: Required<Pick<SkillFields, 'name' | 'system_name' | 'skill_type'>> & SkillFields, id: number | undefined, transaction: Transaction) {
    const errors: Record<string, string[]> = {};
    if (await taken(Skill, [sameText('name', fields.name)], id, transaction)) errors.name = [TAKEN];
    if (await taken(Skill, [sameText('system_name', fields.system_name)], id, transaction)) errors.system_name = [TAKEN];
    const reserved = id !== undefined && RESERVED.has(id);
    if (fields.skill_type === 'category' && !reserved) errors.skill_type = [CATEGORY_IDS_ONLY];
    if (reserved && fields.skill_type !== 'category') errors.skill_type = [STAYS_CATEGORY];
    if (fields.skill_type === 'subcategory') {
      const parent = fields.parent_id ? await Skill.findByPk(fields.parent_id, { transaction }) : null;
      if (!parent || parent.skill_type !== 'category') errors.parent_id = [PARENT_MUST_BE_CATEGORY];
    } else if (fields.parent_id) errors.parent_id = [PARENT_ONLY_FOR_SUBCATEGORY];
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }

  async function checkLocation(fields: Required<Pick<LocationFields, 'name' | 'slug'>> & LocationFields, id: number | undefined, transaction: Transaction) {
    const errors: Record<string, string[]> = {};
    const parentId = fields.parent_id ?? null;
    if (await taken(Location, [sameText('name', fields.name), { parent_id: parentId }], id, transaction)) errors.name = [TAKEN];
    if (await taken(Location, [{ slug: fields.slug }], id, transaction)) errors.slug = [TAKEN];
    // Walking up from the new parent must never reach the location itself.
    const seen = new Set<number>();
    for (let current = parentId; current !== null && !errors.parent_id; ) {
      if (current === id || seen.has(current)) errors.parent_id = [PARENT_CYCLE];
      seen.add(current);
      const parent = await Location.findByPk(current, { attributes: ['id', 'parent_id'], transaction });
      if (!parent) errors.parent_id = [UNKNOWN_PARENT];
      current = parent?.parent_id ?? null;
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }

  /** A unique index that a concurrent write won reads as the same field error. */
  async function uniquely<T>(field: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof UniqueConstraintError) throw new ValidationError({ [field]: [TAKEN] });
      throw error;
    }
  }

  type Kind = 'skill' | 'location';
  type Row<K extends Kind> = K extends 'skill' ? Rows['Skill'] : Rows['Location'];
  type Values = Record<string, unknown>;
  /** Per kind: its table, its unique field, its checks, the jobs filed under an entry, and its pages' tag. */
  const TABLES: Record<
    Kind,
    {
      model: typeof Skill;
      uniqueField: string;
      check: (values: Values, id: number | undefined, transaction: Transaction) => Promise<void>;
      jobsOf: (id: number) => Promise<number[]>;
      pages: PageTag;
    }
  > = {
    skill: {
      model: Skill,
      uniqueField: 'system_name',
      check: (values, id, transaction) => checkSkill(values as unknown as Parameters<typeof checkSkill>[0], id, transaction),
      jobsOf: async (id) => (await JobSkill.findAll({ attributes: ['job_id'], where: { skill_id: id }, raw: true })).map((row) => row.job_id),
      pages: 'skills',
    },
    location: {
      model: Location as unknown as typeof Skill,
      uniqueField: 'slug',
      check: (values, id, transaction) => checkLocation(values as unknown as Parameters<typeof checkLocation>[0], id, transaction),
      jobsOf: async (id) => (await Job.findAll({ attributes: ['id'], where: { location_id: id }, raw: true })).map((row) => row.id),
      pages: 'locations',
    },
  };

  /** A new skill or location, checked, written and audited together. */
  async function create<K extends Kind>(account: Account, kind: K, values: Values): Promise<Row<K>> {
    const { model, uniqueField, check, pages } = TABLES[kind];
    const created = await uniquely(uniqueField, () =>
      db.sequelize.transaction(async (transaction) => {
        await check(values, undefined, transaction);
        const row = (await model.create(values as never, { transaction })).get({ plain: true }) as Row<K>;
        await audit(db, account, { action: `${kind}.create`, subjectId: row.id, changes: values }, transaction);
        return row;
      }),
    );
    // A new entry has no jobs yet: only the lists of skills or locations change.
    await deps.pagesChanged([pages]);
    return created;
  }

  /** The fields that differ, checked against the row as it will be, written and audited together. */
  async function update<K extends Kind>(account: Account, kind: K, id: number, fields: Values): Promise<Row<K>> {
    const { model, uniqueField, check, jobsOf, pages } = TABLES[kind];
    const { row, changed } = await uniquely(uniqueField, () =>
      db.sequelize.transaction(async (transaction) => {
        const row = await model.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
        if (!row) throw new NotFoundError(`${kind === 'skill' ? 'Skill' : 'Location'} not found`);
        const changes = Object.fromEntries(Object.entries(fields).filter(([key, value]) => value !== undefined && value !== row.get(key)));
        if (Object.keys(changes).length) {
          await check({ ...row.get({ plain: true }), ...changes }, id, transaction);
          await row.update(changes, { transaction });
          await audit(db, account, { action: `${kind}.update`, subjectId: id, changes }, transaction);
        }
        return { row: row.get({ plain: true }) as Row<K>, changed: Object.keys(changes).length > 0 };
      }),
    );
    if (changed) {
      // Search first: the site re-reads the pages it is told about.
      const jobIds = await jobsOf(id);
      if (jobIds.length) await deps.searchChanged({ jobIds });
      await deps.pagesChanged([pages, 'jobs', 'companies']);
    }
    return row;
  }

  return {
    createSkill: (account: Account, fields: SkillFields & Pick<Required<SkillFields>, 'name' | 'system_name'>) =>
      create(account, 'skill', { ...fields, skill_type: fields.skill_type ?? 'technology', parent_id: fields.parent_id ?? null }),

    updateSkill: (account: Account, id: number, fields: SkillFields): Promise<Rows['Skill']> => update(account, 'skill', id, { ...fields }),

    createLocation: (account: Account, fields: LocationFields & Pick<Required<LocationFields>, 'name' | 'slug'>) =>
      create(account, 'location', { ...fields, parent_id: fields.parent_id ?? null }),

    updateLocation: (account: Account, id: number, fields: LocationFields): Promise<Rows['Location']> => update(account, 'location', id, { ...fields }),
  };
}

export type TaxonomyService = ReturnType<typeof createTaxonomyService>;
