import { DataTypes, type ModelStatic, type Model } from 'sequelize';

type Coerce = (value: unknown) => unknown;

const toBoolean: Coerce = (v) => (v == null ? v : v === true || v === 1 || v === '1');
// SQLite keeps "2026-11-22 07:00:00.000 +00:00"; mysql2 already gives Date objects.
const toDate: Coerce = (v) => (v == null || v instanceof Date ? v : new Date(v as string));

const coercers = new WeakMap<object, [string, Coerce][]>();

function coercersOf(model: ModelStatic<Model>): [string, Coerce][] {
  let list = coercers.get(model);
  if (!list) {
    list = [];
    for (const [name, attribute] of Object.entries(model.getAttributes())) {
      const type = attribute.type as { key?: string };
      if (type.key === DataTypes.BOOLEAN.key) list.push([name, toBoolean]);
      else if (type.key === DataTypes.DATE.key) list.push([name, toDate]);
      else if (typeof attribute.get === 'function') {
        // A column with a getter (JSON text): run the model's own getter on the raw value.
        const get = attribute.get;
        list.push([name, (value) => get.call({ getDataValue: () => value } as never)]);
      }
    }
    coercers.set(model, list);
  }
  return list;
}

/**
 * Raw rows (`raw: true`: no model instances, many times faster for bulk reads) brought to the
 * types the model would give: booleans from 0/1, dates from strings, JSON text parsed.
 */
export function typedRows<T>(model: ModelStatic<Model>, rows: object[]): T[] {
  const list = coercersOf(model);
  for (const row of rows as Record<string, unknown>[]) {
    for (const [name, coerce] of list) if (name in row) row[name] = coerce(row[name]);
  }
  return rows as T[];
}
