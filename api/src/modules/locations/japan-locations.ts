import { locationsInJapan } from '@shigoto/db/locations';
import type { Database, Rows } from '@shigoto/db';

type LocationLink = Pick<Rows['Location'], 'id' | 'parent_id'>;

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
