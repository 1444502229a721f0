import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '@shigoto/db';
import { tables } from '@shigoto/db';

/**
 * The test database: DATABASE_URL when set (CI points it at a MariaDB database of its own),
 * otherwise a fresh SQLite file. Never a mock.
 */
export function testDatabaseUrl(): string {
  return process.env.DATABASE_URL || `sqlite:${path.join(mkdtempSync(path.join(tmpdir(), 'shigoto-test-')), 'test.sqlite')}`;
}

/** Empties every table, children first, so each test starts from nothing. */
export async function truncateAll(db: Database): Promise<void> {
  const names = Object.values(tables).map((t) => t.tableName).reverse();
  const qi = db.sequelize.getQueryInterface();
  await db.sequelize.transaction(async (transaction) => {
    for (const name of names) await db.sequelize.query(`DELETE FROM ${qi.quoteIdentifier(name)}`, { transaction });
  });
}
