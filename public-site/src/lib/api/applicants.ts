import type { Language } from '@shigoto/db/enums';
import { apiGet, languageQuery, type CachePolicy } from './client';
import { decodeMany, type ResourceObject } from './jsonapi';

/** A place an applicant can say they live (Japan is id 1; its prefectures and cities hang under it). */
export interface ApplicantLocation {
  id: string;
  name: string;
  parent_id: number | null;
}

/** Locations change with a release of the reference data, not by the hour. */
const LOCATIONS_POLICY: CachePolicy = { tags: ['locations'] };

/** Every location, for the apply forms' "Where do you live now?". */
export async function getLocations(language: Language): Promise<ApplicantLocation[]> {
  return decodeMany<ApplicantLocation>(await apiGet<ResourceObject[]>('/locations', languageQuery(language), LOCATIONS_POLICY));
}
