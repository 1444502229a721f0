// Schema commands: `migrate`, and `schema:snapshot <file>` (writes the current models as a frozen
// snapshot for a migration that creates tables). Seeding runs through the API's tasks, which own
// configuration and file storage.
import { writeFileSync } from 'node:fs';
import { createDatabase } from './database.js';
import { snapshotCurrentModels } from './schema/snapshot.js';

const [command, ...args] = process.argv.slice(2);

async function main() {
  if (command === 'schema:snapshot') {
    const file = args[0];
    if (!file) throw new Error('usage: schema:snapshot <path/to/migration.json>');
    writeFileSync(file, JSON.stringify(snapshotCurrentModels(), null, 2) + '\n');
    console.log(`wrote ${file}`);
    return;
  }
  if (command !== 'migrate') throw new Error(`unknown command "${command ?? ''}" (migrate | schema:snapshot)`);
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required (npm start migrates the default database itself)');
  const db = createDatabase(url);
  try {
    const done = await db.migrator.up();
    console.log(done.length ? `migrated: ${done.map((m) => m.name).join(', ')}` : 'schema is up to date');
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
