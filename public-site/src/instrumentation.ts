import { betaCodes } from './lib/site';

/**
 * Runs once when the site's server starts. Configuration it cannot use stops the server here
 * (Next would only log the error and serve every page as a failure).
 */
export function register(): void {
  try {
    betaCodes();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
