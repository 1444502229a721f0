import { DataTypes, type ModelAttributeColumnOptions, type IndexesOptions } from 'sequelize';

/**
 * A column definition that also carries the TypeScript type of its value, so each table is
 * written once and both the Sequelize model and the row type come from it.
 */
export type Column<T> = ModelAttributeColumnOptions & { readonly __value?: T };

const column = <T>(options: ModelAttributeColumnOptions) => options as Column<T>;

/** Values that are stored as JSON text: MariaDB's JSON is LONGTEXT and comes back unparsed. */
function jsonColumn<T>(fallback: T) {
  return (name: string) =>
    column<T>({
      type: DataTypes.TEXT,
      allowNull: true,
      get(this: { getDataValue(key: string): unknown }) {
        const raw = this.getDataValue(name);
        if (raw == null || raw === '') return fallback;
        return typeof raw === 'string' ? (JSON.parse(raw) as T) : (raw as T);
      },
      set(this: { setDataValue(key: string, value: unknown): void }, value: unknown) {
        this.setDataValue(name, value == null ? null : JSON.stringify(value));
      },
    });
}

export const col = {
  id: () => column<number>({ type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false }),
  string: (length = 255) => column<string | null>({ type: DataTypes.STRING(length), allowNull: true }),
  text: () => column<string | null>({ type: DataTypes.TEXT, allowNull: true }),
  integer: () => column<number | null>({ type: DataTypes.INTEGER, allowNull: true }),
  bigint: () => column<number | null>({ type: DataTypes.BIGINT, allowNull: true }),
  float: () => column<number | null>({ type: DataTypes.FLOAT, allowNull: true }),
  boolean: (defaultValue = false) => column<boolean>({ type: DataTypes.BOOLEAN, allowNull: false, defaultValue }),
  date: () => column<Date | null>({ type: DataTypes.DATE, allowNull: true }),
  dateOnly: () => column<string | null>({ type: DataTypes.DATEONLY, allowNull: true }),
  /** A foreign key; `onDelete` decides what happens to this row when the parent goes. */
  ref: (table: string, onDelete: 'CASCADE' | 'SET NULL' = 'SET NULL') =>
    column<number | null>({
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: table, key: 'id' },
      onDelete,
      onUpdate: 'CASCADE',
    }),
  /** One of a closed list of values (stored as a short string so every dialect agrees). */
  oneOf: <const V extends readonly string[]>(values: V) =>
    column<V[number] | null>({ type: DataTypes.STRING(40), allowNull: true, validate: { isIn: [values as unknown as string[]] } }),
  json: <T>(fallback: T) => jsonColumn<T>(fallback),
};

/** Makes a column NOT NULL (and its TypeScript type non-nullable). */
export function required<T>(c: Column<T>, defaultValue?: NonNullable<T>): Column<NonNullable<T>> {
  return { ...c, allowNull: false, ...(defaultValue === undefined ? {} : { defaultValue }) } as Column<NonNullable<T>>;
}

type ColumnSpec = Column<unknown> | ((name: string) => Column<unknown>);
export type ColumnSpecs = Record<string, ColumnSpec>;

type ValueOf<S> = S extends (name: string) => Column<infer T> ? T : S extends Column<infer T> ? T : never;

export interface TableDefinition<S extends ColumnSpecs = ColumnSpecs> {
  modelName: string;
  tableName: string;
  columns: S;
  indexes?: IndexesOptions[];
  /** false for link tables and append-only logs that keep only created_at. */
  timestamps?: boolean | 'createdOnly';
}

/** The plain row type of a table: its columns plus id and timestamps. */
export type Row<D extends TableDefinition> = { [K in keyof D['columns']]: ValueOf<D['columns'][K]> } & {
  created_at: Date;
  updated_at: Date;
};

export function defineTable<const S extends ColumnSpecs>(definition: TableDefinition<S>): TableDefinition<S> {
  return definition;
}

/** Resolves column specs (some need their own name, e.g. JSON getters) into Sequelize attributes. */
export function resolveColumns(columns: ColumnSpecs): Record<string, ModelAttributeColumnOptions> {
  return Object.fromEntries(
    Object.entries(columns).map(([name, spec]) => [name, typeof spec === 'function' ? spec(name) : spec]),
  );
}
