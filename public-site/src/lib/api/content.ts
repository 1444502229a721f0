import type { Language } from '@shigoto/db/enums';
import { apiGet, languageQuery, type CachePolicy } from './client';
import { decodeOne, type ResourceObject } from './jsonapi';

export interface AboutPage {
  title: string;
  intro: string;
  /** The product's claims (monthly users, newsletter subscribers, …), each a figure and a sentence. */
  figures: { key: string; figure: string; text: string }[];
  sections: { heading: string; body: string }[];
}

export interface ResourcesPage {
  title: string;
  intro: string;
  sections: { key: string; heading: string; links: { key: string; title: string; path: string }[] }[];
}

/** Copy changes with a release, not by the minute. */
const CONTENT_POLICY: CachePolicy = { tags: ['content'] };

export async function getAbout(language: Language): Promise<AboutPage> {
  return decodeOne<AboutPage>(await apiGet<ResourceObject>('/about', languageQuery(language), CONTENT_POLICY));
}

export async function getResources(language: Language): Promise<ResourcesPage> {
  return decodeOne<ResourcesPage>(await apiGet<ResourceObject>('/resources', languageQuery(language), CONTENT_POLICY));
}

/** Live figures for the site's copy (open jobs, companies, companies hiring), counted per request; pages showing them are tagged `counts`. */
export interface SiteCounts {
  jobs: number;
  companies: number;
  hiring_companies: number;
}

export async function getCounts(): Promise<SiteCounts> {
  return decodeOne<SiteCounts>(await apiGet<ResourceObject>('/counts', {}, { tags: ['counts'] }));
}
