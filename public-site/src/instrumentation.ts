import { betaCodes } from './lib/site';

/** Runs once when the site's server starts: configuration it cannot use stops it here. */
export function register(): void {
  betaCodes();
}
