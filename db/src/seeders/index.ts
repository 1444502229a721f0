// What scripts (bulk data, benchmarks) reuse of the seeders.
export { seedDemoWorld, seedReferenceData, type SeedDemoOptions, type SeedSummary } from './demo.js';
export { Random, buildCompany, buildJob, type CompanyDraft } from './generators.js';
export { INSERT_BATCH_SIZE, insertRows, loadReferenceIndex, type NewRow, type ReferenceIndex } from './rows.js';
