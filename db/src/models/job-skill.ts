import { col, defineTable, required } from '../schema/columns.js';

export const jobSkillTable = defineTable({
  modelName: 'JobSkill',
  tableName: 'job_skills',
  timestamps: false,
  columns: {
    job_id: { ...required(col.ref('jobs', 'CASCADE')), primaryKey: true },
    skill_id: { ...required(col.ref('skills', 'CASCADE')), primaryKey: true },
  },
  indexes: [{ name: 'job_skills_skill', fields: ['skill_id', 'job_id'] }],
});
