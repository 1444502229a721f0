import type { Transaction } from 'sequelize';
import type { Database } from '../database.js';
import type { SkillType } from '../enums.js';
import { tables, type ModelName, type Rows } from '../models/index.js';
import { resolveColumns } from '../schema/columns.js';

/**
 * A row to insert: every column spelled out, timestamps optional (insertRows fills them in).
 * Writable, because the seeders settle some columns (counts, flags, logo URLs) after building.
 */
export type NewRow<K extends ModelName> = { -readonly [C in keyof Omit<Rows[K], 'created_at' | 'updated_at'>]: Rows[K][C] } &
  Partial<Pick<Rows[K], 'created_at' | 'updated_at'>>;

/** Rows for some tables, keyed by model name. */
export type RowSet = { [K in ModelName]?: NewRow<K>[] };

export const INSERT_BATCH_SIZE = 500;

/** Inserts a row set table by table, parents first (the order of `tables`), so foreign keys hold. */
export async function insertRowSet(db: Database, rowSet: RowSet, transaction: Transaction): Promise<void> {
  for (const name of Object.keys(tables) as ModelName[]) {
    const rows = rowSet[name];
    if (rows?.length) await insertRows(db, name, rows as NewRow<typeof name>[], transaction);
  }
}

/**
 * Inserts rows in batches with multi-row INSERTs. It bypasses model instances, which made bulk
 * seeding several times slower, so it does their two jobs itself: JSON columns are stringified
 * (their model setters do not run here) and missing timestamps are filled in. The model's
 * attribute types still drive how values are escaped, so dates and booleans match the ORM's.
 */
export async function insertRows<K extends ModelName>(
  db: Database,
  modelName: K,
  rows: NewRow<K>[],
  transaction: Transaction,
  batchSize = INSERT_BATCH_SIZE,
): Promise<void> {
  const table = tables[modelName];
  const attributes = db.models[modelName].getAttributes();
  const jsonColumns = Object.entries(resolveColumns(table.columns))
    .filter(([, column]) => typeof column.set === 'function')
    .map(([name]) => name);
  const timestamps = table.timestamps ?? true;
  const now = new Date();
  const toRecord = (row: NewRow<K>) => {
    const record: Record<string, unknown> = { ...row };
    for (const name of jsonColumns) if (record[name] != null) record[name] = JSON.stringify(record[name]);
    if (timestamps !== false) record.created_at ??= now;
    if (timestamps === true) record.updated_at ??= record.created_at;
    return record;
  };
  const queryInterface = db.sequelize.getQueryInterface();
  for (let start = 0; start < rows.length; start += batchSize) {
    const records = rows.slice(start, start + batchSize).map(toRecord);
    await queryInterface.bulkInsert(table.tableName, records, { transaction }, attributes);
  }
}

/** Looks ids up by a natural key (skill system_name, location slug); an unknown key is a bug in a generator. */
export class IdIndex {
  private readonly ids: Map<string, number>;

  constructor(
    private readonly what: string,
    entries: Iterable<readonly [string, number]>,
  ) {
    this.ids = new Map(entries);
  }

  id(key: string): number {
    const id = this.ids.get(key);
    if (id === undefined) throw new Error(`unknown ${this.what}: ${key}`);
    return id;
  }
}

export interface ReferenceIndex {
  skills: IdIndex;
  locations: IdIndex;
  /** Display names of the skills a person lists (languages, technologies, tools) by id. */
  skillNames: Map<number, string>;
}

/** Reads the reference data back from the database, so generators work whatever ids it holds. */
export async function loadReferenceIndex(db: Database, transaction?: Transaction): Promise<ReferenceIndex> {
  const skills = await db.models.Skill.findAll({
    attributes: ['id', 'system_name', 'name', 'display_name', 'skill_type'],
    raw: true,
    transaction,
  });
  const personal = new Set<string>(['language', 'technology', 'tool'] satisfies SkillType[]);
  const locations = await db.models.Location.findAll({ attributes: ['id', 'slug'], raw: true, transaction });
  return {
    skills: new IdIndex('skill', skills.map((s) => [s.system_name, s.id] as const)),
    locations: new IdIndex('location', locations.map((l) => [l.slug, l.id] as const)),
    skillNames: new Map(skills.filter((s) => personal.has(s.skill_type)).map((s) => [s.id, s.display_name ?? s.name] as const)),
  };
}
