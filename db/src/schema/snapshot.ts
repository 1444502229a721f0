import { DataTypes, type IndexesOptions, type QueryInterface } from 'sequelize';
import { tables } from '../models/index.js';
import { resolveColumns } from './columns.js';

/**
 * A frozen, serialisable description of tables. A migration that creates tables reads one of these
 * (a JSON file beside it) instead of the live models, so later model edits cannot silently change
 * what an old migration does; the drift test then compares models with the migrated database.
 */
export interface ColumnSnapshot {
  type: { key: string; length?: string | number };
  allowNull: boolean;
  defaultValue?: string | number | boolean;
  primaryKey?: boolean;
  autoIncrement?: boolean;
  references?: { model: string; key: string };
  onDelete?: string;
  onUpdate?: string;
}

export interface TableSnapshot {
  tableName: string;
  columns: Record<string, ColumnSnapshot>;
  indexes: IndexesOptions[];
}

const TIMESTAMP: ColumnSnapshot = { type: { key: 'DATE' }, allowNull: false };

export function snapshotCurrentModels(): TableSnapshot[] {
  return Object.values(tables).map((table) => {
    const columns: Record<string, ColumnSnapshot> = {};
    for (const [name, attribute] of Object.entries(resolveColumns(table.columns))) {
      const type = attribute.type as unknown as { key: string; _length?: string | number };
      const references = attribute.references as { model: string; key: string } | undefined;
      columns[name] = {
        type: { key: type.key, ...(type._length === undefined ? {} : { length: type._length }) },
        allowNull: attribute.allowNull !== false,
        ...(attribute.defaultValue === undefined ? {} : { defaultValue: attribute.defaultValue as string | number | boolean }),
        ...(attribute.primaryKey ? { primaryKey: true } : {}),
        ...(attribute.autoIncrement ? { autoIncrement: true } : {}),
        ...(references ? { references: { model: references.model, key: references.key } } : {}),
        ...(attribute.onDelete ? { onDelete: attribute.onDelete } : {}),
        ...(attribute.onUpdate ? { onUpdate: attribute.onUpdate } : {}),
      };
    }
    const timestamps = table.timestamps ?? true;
    if (timestamps !== false) columns.created_at = TIMESTAMP;
    if (timestamps === true) columns.updated_at = TIMESTAMP;
    return { tableName: table.tableName, columns, indexes: table.indexes ?? [] };
  });
}

function dataType(type: ColumnSnapshot['type']) {
  const factory = (DataTypes as unknown as Record<string, (length?: string | number) => unknown>)[type.key];
  if (!factory) throw new Error(`Unknown column type in schema snapshot: ${type.key}`);
  return type.length === undefined ? factory : factory(type.length);
}

export async function createTables(queryInterface: QueryInterface, snapshot: TableSnapshot[]): Promise<void> {
  for (const table of snapshot) {
    const attributes = Object.fromEntries(
      Object.entries(table.columns).map(([name, column]) => [name, { ...column, type: dataType(column.type) }]),
    );
    await queryInterface.createTable(table.tableName, attributes as never, { charset: 'utf8mb4' } as never);
    for (const index of table.indexes) await queryInterface.addIndex(table.tableName, index as never);
  }
}

export async function dropTables(queryInterface: QueryInterface, snapshot: TableSnapshot[]): Promise<void> {
  for (const table of [...snapshot].reverse()) await queryInterface.dropTable(table.tableName);
}
