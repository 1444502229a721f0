import type { Language } from '@shigoto/db/enums';
import { apiGet, languageQuery, type CachePolicy } from './client';
import { decodeMany, type ResourceObject } from './jsonapi';

/** A location (Japan is id 1; its prefectures and cities hang under it). */
export interface Location {
  id: string;
  name: string;
  slug: string;
  parent_id: number | null;
  /** A remote location ("Remote (Japan)") is a way of working, not a place anyone lives in. */
  remote: boolean;
  /** Whether a job may be there: not "Elsewhere outside Japan", which only applicants answer. */
  for_jobs: boolean;
}

/** Places change with staff edits only. */
const LOCATIONS_POLICY: CachePolicy = { tags: ['locations'] };

/** Every location (a short list), in the asked language: where jobs are, and where applicants live. */
export async function listLocations(language: Language): Promise<Location[]> {
  return decodeMany<Location>(await apiGet<ResourceObject[]>('/locations', languageQuery(language), LOCATIONS_POLICY));
}
