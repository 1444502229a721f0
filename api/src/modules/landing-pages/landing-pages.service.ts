import type { Database } from '@shigoto/db';
import type { JobFilters } from '../jobs/jobs.service.js';
import { FIXED_TOPICS, pageFor, PLACES, REDIRECTS, SALARY_PAGES, salaryPage, SPECIAL_PAGES, specialPage, type LandingPage, type Topic } from './landing-pages.catalog.js';

/** Underscores in skill names become hyphens in paths (and letters lower case). */
export const pathKey = (systemName: string) => systemName.toLowerCase().replace(/_/g, '-');

const CACHE_MS = 60_000;

export type LandingPagesService = ReturnType<typeof createLandingPagesService>;

/**
 * Builds the keyword paths from the fixed topics and the database (skills, roles, companies) and
 * resolves a path to its page. The catalogue is kept until the data version changes (jobs and
 * companies) or a minute passes (skills). `countJobs` is the number of public jobs a page lists.
 */
export function createLandingPagesService(db: Database, dataVersion: () => number, countJobs: (filters: JobFilters) => Promise<number>) {
  let cache: { at: number; version: number; pages: Map<string, LandingPage> } | null = null;

  async function topics(): Promise<Topic[]> {
    const skills = await db.models.Skill.findAll({ where: { skill_type: ['technology', 'job_type', 'category', 'tool', 'language'] }, raw: true });
    const companies = await db.models.Company.findAll({ where: { published: true }, attributes: ['slug', 'name', 'name_ja'], raw: true });
    const fixedKeys = new Set(FIXED_TOPICS.map((t) => t.key));
    const skillTopics = skills
      .filter((s) => !fixedKeys.has(pathKey(s.system_name)))
      .map<Topic>((s) => ({
        key: pathKey(s.system_name),
        filters: s.skill_type === 'category' ? { category: [String(s.id)] } : { skills: [s.system_name] },
        en: s.display_name || s.name,
        ja: s.display_name_ja || s.name_ja || s.display_name || s.name,
      }));
    const skillKeys = new Set(skillTopics.map((t) => t.key));
    const companyTopics = companies
      .filter((c) => !skillKeys.has(c.slug) && !fixedKeys.has(c.slug))
      .map<Topic>((c) => ({ key: c.slug, filters: { company: [c.slug] }, en: c.name, ja: c.name_ja || c.name }));
    return [...FIXED_TOPICS, ...skillTopics, ...companyTopics];
  }

  async function catalogue(): Promise<Map<string, LandingPage>> {
    const version = dataVersion();
    if (cache && cache.version === version && Date.now() - cache.at < CACHE_MS) return cache.pages;
    const pages = new Map<string, LandingPage>();
    for (const topic of await topics()) {
      for (const place of PLACES) {
        // A moved path (designer → design) answers its redirect, never a page of its own.
        if (!REDIRECTS[`${topic.key}-${place.suffix}`]) pages.set(`${topic.key}-${place.suffix}`, pageFor(`/${topic.key}-${place.suffix}`, topic, place));
      }
    }
    for (const { key, band } of SALARY_PAGES) {
      for (const place of PLACES) pages.set(`${place.suffix}-${key}`, salaryPage(`/${place.suffix}-${key}`, band, place));
    }
    for (const special of SPECIAL_PAGES) pages.set(special.key, specialPage(special));
    cache = { at: Date.now(), version, pages };
    return pages;
  }

  return {
    all: async () => [...(await catalogue()).values()],
    /** How many jobs a page lists: a page listing none is not worth a search engine's visit (noindex, left out of the sitemap). */
    jobCount: (page: LandingPage) => countJobs(page.filters),
    /** The pages that list at least one job, each with its count. */
    async withJobs(): Promise<{ page: LandingPage; jobCount: number }[]> {
      const counted = await Promise.all([...(await catalogue()).values()].map(async (page) => ({ page, jobCount: await countJobs(page.filters) })));
      return counted.filter((entry) => entry.jobCount > 0);
    },
    async resolve(path: string): Promise<{ page: LandingPage } | { redirect: string } | null> {
      const key = path.replace(/^\/+/, '').toLowerCase();
      if (REDIRECTS[key]) return { redirect: `/${REDIRECTS[key]}` };
      const page = (await catalogue()).get(key);
      return page ? { page } : null;
    },
  };
}
