import type { MigrationContext } from '../database.js';

// The search index polls jobs and companies by updated_at to pick up changes within seconds.
export async function up({ sequelize }: MigrationContext) {
  const qi = sequelize.getQueryInterface();
  await qi.addIndex('jobs', ['updated_at'], { name: 'jobs_updated_at' });
  await qi.addIndex('companies', ['updated_at'], { name: 'companies_updated_at' });
}

export async function down({ sequelize }: MigrationContext) {
  const qi = sequelize.getQueryInterface();
  await qi.removeIndex('jobs', 'jobs_updated_at');
  await qi.removeIndex('companies', 'companies_updated_at');
}
