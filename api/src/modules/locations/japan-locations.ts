import { JAPAN_LOCATION_ID } from '@shigoto/db/enums';
import type { Database, Rows } from '@shigoto/db';

type LocationLink = Pick<Rows['Location'], 'id' | 'parent_id'>;

/**
 * The locations that count as residence in Japan: Japan itself and every location whose chain of
 * parents reaches it (prefectures, cities, "Remote (Japan)").
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
 * Every location's id and the ids of those in Japan, read when asked in one query: the locations
 * table is a few dozen rows, and a copy kept in the process would miss places staff add or move
 * (or, in tests, the rows each test makes).
 */
export function createJapanLocations(db: Database) {
  return {
    async read(): Promise<{ known: ReadonlySet<number>; inJapan: ReadonlySet<number> }> {
      const locations: LocationLink[] = await db.models.Location.findAll({ attributes: ['id', 'parent_id'], raw: true });
      return { known: new Set(locations.map((location) => location.id)), inJapan: locationsInJapan(locations) };
    },
  };
}

export type JapanLocations = ReturnType<typeof createJapanLocations>;
