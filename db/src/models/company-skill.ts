import { col, defineTable, required } from '../schema/columns.js';

export const companySkillTable = defineTable({
  modelName: 'CompanySkill',
  tableName: 'company_skills',
  timestamps: false,
  columns: {
    company_id: { ...required(col.ref('companies', 'CASCADE')), primaryKey: true },
    skill_id: { ...required(col.ref('skills', 'CASCADE')), primaryKey: true },
  },
  indexes: [{ name: 'company_skills_skill', fields: ['skill_id', 'company_id'] }],
});
