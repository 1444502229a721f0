export { createDatabase, type Database, type DatabaseOptions, type Models, type RowModel, type MigrationContext } from './database.js';
export { tables, type Rows, type ModelName } from './models/index.js';
export { snapshotCurrentModels } from './schema/snapshot.js';
export * as enums from './enums.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { seedDemoWorld } from './seeders/demo.js';
