// One-off tasks with the API's configuration: `migrate`, `seed` (demo world into an empty
// database; `--force` rebuilds it), `setup` (both, used by npm start on every run).
import { seedDemoWorld } from '@shigoto/db';
import { ConfigError, loadConfig } from './config.js';
import { createContext } from './context.js';
import { reportError } from './lib/errors/report.js';
import { createLogger } from './lib/logger.js';
import { putPublicFile } from './lib/storage/index.js';

const [command, ...flags] = process.argv.slice(2);

async function main() {
  if (!['migrate', 'seed', 'setup'].includes(command ?? '')) throw new ConfigError('usage: tasks.ts migrate | seed [--force] | setup');
  const ctx = createContext(loadConfig());
  try {
    const migrated = await ctx.db.migrator.up();
    console.log(migrated.length ? `migrated: ${migrated.map((m) => m.name).join(', ')}` : 'schema is up to date');
    if (command === 'migrate') return;
    const summary = await seedDemoWorld(ctx.db, {
      force: flags.includes('--force'),
      putPublicFile: (key, body) => putPublicFile(ctx.storage, key, body),
      log: (line) => console.log(`  ${line}`),
    });
    console.log(`demo data: ${summary.message}`);
    console.log('\nDemo logins (development only):');
    for (const login of summary.logins) console.log(`  ${login.role.padEnd(9)} ${login.email.padEnd(36)} ${login.password}`);
  } finally {
    await ctx.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else reportError(createLogger('error'), error, { phase: `task ${command}` });
  process.exit(1);
});
