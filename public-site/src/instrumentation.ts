/**
 * Runs once when the site's server starts. Configuration it cannot use stops the server here
 * (Next would only log the error and serve every page as a failure). Only the Node.js server
 * starts and stops: the check is not bundled for the edge runtime.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./check-configuration');
}
