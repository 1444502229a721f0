import type { Language } from '@shigoto/db/enums';
import { apiGet, languageQuery, type CachePolicy } from './client';
import { decodeMany, type ResourceObject } from './jsonapi';

export interface Location {
  id: string;
  name: string;
  slug: string;
  parent_id: number | null;
}

/** Places change with staff edits only. */
const LOCATIONS_POLICY: CachePolicy = { tags: ['locations'] };

/** Every place jobs may be in (a short list), in the asked language. */
export async function listLocations(language: Language): Promise<Location[]> {
  return decodeMany<Location>(await apiGet<ResourceObject[]>('/locations', languageQuery(language), LOCATIONS_POLICY));
}
