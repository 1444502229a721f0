import { readFileSync } from 'node:fs';
import type { MigrationContext } from '../database.js';
import { createTables, dropTables, type TableSnapshot } from '../schema/snapshot.js';

// Frozen when this migration was written (`npm run schema:snapshot -w db`); never regenerate it.
const snapshot = JSON.parse(
  readFileSync(new URL('./20261122000000-initial-schema.json', import.meta.url), 'utf8'),
) as TableSnapshot[];

export async function up({ sequelize }: MigrationContext) {
  await createTables(sequelize.getQueryInterface(), snapshot);
}

export async function down({ sequelize }: MigrationContext) {
  await dropTables(sequelize.getQueryInterface(), snapshot);
}
