import type { Database, Rows } from '@shigoto/db';
import { JAPANESE_LEVELS, REMOTE_LEVELS, SENIORITY_LEVELS } from '@shigoto/db/enums';
import { isPublicJob } from '../job-lifecycle/job-lifecycle.rules.js';
import { JOB_CARD_FACETS, type JobCard, type JobFacet } from '../search/job-documents.js';
import type { SearchService } from '../search/search.service.js';
import { postingSalary, salaryFigures, type SalaryFigures } from './salary-figures.js';

/**
 * The guide's sections, each a job search filter (role is the job's category): a row's figures are
 * those of the postings its filter value finds, so the site links each row to that search.
 */
export const SALARY_GUIDE_DIMENSIONS = ['category', 'seniority_level', 'japanese_level', 'remote_level', 'location'] as const satisfies readonly JobFacet[];
export type SalaryGuideDimension = (typeof SALARY_GUIDE_DIMENSIONS)[number];

/** Enumerations list every value, in their own order (a value without postings says so); roles and places list those with postings, most first. */
const ENUMERATED: Partial<Record<SalaryGuideDimension, readonly string[]>> = {
  seniority_level: SENIORITY_LEVELS,
  japanese_level: JAPANESE_LEVELS,
  remote_level: REMOTE_LEVELS,
};

/** One row of a section: a filter value and the figures of its postings, with the record naming it. */
export interface SalaryGuideGroup {
  /** The job search filter's value (a category's skill id, a location's slug, an enumeration value). */
  value: string;
  figures: SalaryFigures;
  /** Roles: the category skill; places: the location (enumerations are named by the site). */
  skill?: Rows['Skill'];
  location?: NonNullable<JobCard['location']>;
}

export interface SalaryGuide {
  /** Every public job; only those stating a salary are behind the figures. */
  livePostings: number;
  postingsWithSalary: number;
  /** When these figures were tallied: on the first request after a job or company change (or after the API started). */
  updatedAt: Date;
  overall: SalaryFigures;
  dimensions: { key: SalaryGuideDimension; notStated: number; groups: SalaryGuideGroup[] }[];
}

interface Tally {
  live: number;
  salaries: number[];
  /** dimension → filter value → the salaries of its postings. */
  groups: Map<SalaryGuideDimension, Map<string, number[]>>;
  /** dimension → postings with a salary but no value for it (no seniority, no location). */
  notStated: Map<SalaryGuideDimension, number>;
  locations: Map<string, NonNullable<JobCard['location']>>;
  at: Date;
}

/** One pass over the public jobs: each salary filed under the filter values of its posting. */
function tally(cards: Iterable<JobCard>, now: Date): Tally {
  const result: Tally = { live: 0, salaries: [], groups: new Map(), notStated: new Map(), locations: new Map(), at: now };
  for (const key of SALARY_GUIDE_DIMENSIONS) {
    result.groups.set(key, new Map((ENUMERATED[key] ?? []).map((value) => [value, []])));
    result.notStated.set(key, 0);
  }
  for (const card of cards) {
    if (!isPublicJob(card.job, card.company)) continue;
    result.live++;
    const salary = postingSalary(card.job);
    if (salary === null) continue;
    result.salaries.push(salary);
    if (card.location) result.locations.set(card.location.slug, card.location);
    for (const key of SALARY_GUIDE_DIMENSIONS) {
      const found = JOB_CARD_FACETS[key](card);
      const values = found === null ? [] : Array.isArray(found) ? found : [found];
      if (!values.length) result.notStated.set(key, result.notStated.get(key)! + 1);
      const groups = result.groups.get(key)!;
      for (const value of values) {
        const list = groups.get(value);
        if (list) list.push(salary);
        else groups.set(value, [salary]);
      }
    }
  }
  return result;
}

/** The figures of a tally, without names: kept with it, so a request only names the rows. */
function figuresOf(tallied: Tally): Omit<SalaryGuide, 'dimensions'> & { dimensions: { key: SalaryGuideDimension; notStated: number; groups: { value: string; figures: SalaryFigures }[] }[] } {
  return {
    livePostings: tallied.live,
    postingsWithSalary: tallied.salaries.length,
    updatedAt: tallied.at,
    overall: salaryFigures(tallied.salaries),
    dimensions: SALARY_GUIDE_DIMENSIONS.map((key) => {
      const entries = [...tallied.groups.get(key)!];
      // Enumerations keep their order; roles and places: most postings first.
      if (!ENUMERATED[key]) entries.sort(([a, x], [b, y]) => y.length - x.length || a.localeCompare(b));
      return { key, notStated: tallied.notStated.get(key)!, groups: entries.map(([value, salaries]) => ({ value, figures: salaryFigures(salaries) })) };
    }),
  };
}

export type SalaryGuideService = ReturnType<typeof createSalaryGuideService>;

/**
 * What the public jobs advertise, from the jobs the job search lists: the public ones by the job
 * lifecycle's rule, as this process's search index holds them (kept current, and its version bumps
 * on every change). The figures are kept until that version changes: the guide follows every
 * publication, closing and edit, and costs one pass over the jobs per change, not per request
 * (about 80 ms for 100k jobs; a request with kept figures well under a millisecond).
 */
export function createSalaryGuideService(deps: { db: Database; search: SearchService; clock?: () => Date }) {
  const { db, search, clock = () => new Date() } = deps;
  let kept: { version: number; figures: ReturnType<typeof figuresOf>; locations: Tally['locations'] } | null = null;

  async function currentFigures() {
    const cards = await search.jobCards();
    // Read in the same turn as the cards: a change is applied between turns.
    const version = search.version;
    if (kept?.version !== version) {
      const tallied = tally(cards, clock());
      kept = { version, figures: figuresOf(tallied), locations: tallied.locations };
    }
    return kept;
  }

  /** Category skills are read on each call: a renamed skill changes no job, so no version. */
  async function categoriesById(ids: string[]): Promise<Map<string, Rows['Skill']>> {
    if (!ids.length) return new Map();
    const skills = (await db.models.Skill.findAll({ where: { id: ids.map(Number) }, raw: true })) as Rows['Skill'][];
    return new Map(skills.map((skill) => [String(skill.id), skill]));
  }

  return {
    async guide(): Promise<SalaryGuide> {
      const { figures, locations } = await currentFigures();
      const roles = figures.dimensions.find((dimension) => dimension.key === 'category')!;
      const categories = await categoriesById(roles.groups.map((group) => group.value));
      const named = (key: SalaryGuideDimension, value: string) =>
        key === 'category' ? { skill: categories.get(value) } : key === 'location' ? { location: locations.get(value) } : {};
      return {
        ...figures,
        dimensions: figures.dimensions.map((dimension) => ({ ...dimension, groups: dimension.groups.map((group) => ({ ...group, ...named(dimension.key, group.value) })) })),
      };
    },
  };
}
