import { betaCodes } from './lib/site';

// Imported once by instrumentation.ts when the Node.js server starts.
try {
  betaCodes();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
