import { col, defineTable, required } from '../schema/columns.js';

/** Free-form company tags; each tag lists its companies at /companies/tags/{tag}. */
export const companyTagTable = defineTable({
  modelName: 'CompanyTag',
  tableName: 'company_tags',
  timestamps: false,
  columns: {
    company_id: { ...required(col.ref('companies', 'CASCADE')), primaryKey: true },
    tag: { ...required(col.string(80)), primaryKey: true },
  },
  indexes: [{ name: 'company_tags_tag', fields: ['tag', 'company_id'] }],
});
