import { col, defineTable, required } from '../schema/columns.js';

/** Places jobs are in. Japan is id 1; cities and prefectures hang under it. */
export const locationTable = defineTable({
  modelName: 'Location',
  tableName: 'locations',
  columns: {
    id: col.id(),
    name: required(col.string(120)),
    name_ja: col.string(120),
    slug: required(col.string(120)),
    parent_id: col.ref('locations'),
  },
  indexes: [{ name: 'locations_slug', unique: true, fields: ['slug'] }],
});
