// The package's own entry, not './enums.js': the site's bundler reads this file too, and resolves
// no '.js' to a '.ts' file.
import { JAPAN_LOCATION_ID } from '@shigoto/db/enums';

type LocationLink = { id: number; parent_id: number | null };

/**
 * The locations that count as residence in Japan: Japan itself and every location whose chain of
 * parents reaches it (prefectures, cities, "Remote (Japan)"). The API's eligibility rules and the
 * apply form's grouping of "Where do you live now?" both read it.
 */
export function locationsInJapan(locations: readonly LocationLink[]): Set<number> {
  const parentOf = new Map(locations.map((location) => [location.id, location.parent_id]));
  const inJapan = new Set<number>();
  for (const { id } of locations) {
    // A chain longer than the number of locations has a cycle, which never reaches Japan.
    let at: number | null | undefined = id;
    for (let steps = 0; at != null && steps <= locations.length; steps++) {
      if (at === JAPAN_LOCATION_ID) {
        inJapan.add(id);
        break;
      }
      at = parentOf.get(at);
    }
  }
  return inJapan;
}

/**
 * A location whose name says "remote" ("Remote (Japan)", "Remote (Worldwide)") is a way of working,
 * not a place: a job there counts as remote, and nobody answers it to "Where do you live now?".
 * `name` is the location's English name.
 */
export function isRemoteLocation(name: string | null | undefined): boolean {
  return /remote/i.test(name ?? '');
}

/**
 * "Elsewhere outside Japan": the true answer to "Where do you live now?" for an applicant who lives
 * in none of the places listed. It is nowhere a job can be.
 */
export const OUTSIDE_JAPAN_SLUG = 'outside-japan';

/** The locations no job may be at, by slug: the ones only an applicant's residence can be. */
export const RESIDENCE_ONLY_SLUGS: readonly string[] = [OUTSIDE_JAPAN_SLUG];

/** Whether a job may be at a location (by its slug). */
export function isJobLocation(slug: string): boolean {
  return !RESIDENCE_ONLY_SLUGS.includes(slug);
}
