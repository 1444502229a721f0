import { enumLabel, type Dictionary } from '@/i18n/dictionaries';
import type { SalaryFigures, SalaryGuide, SalaryGuideDimension, SalaryGuideGroup } from './api/salary-guide';
import { jobSearchHref } from './job-search';
import { SALARY_GUIDE_PATH, skillJobsPath } from './routes';

/** The guide's section for a job search filter: its anchor on the page (`/salary-guide#role`). */
export const SECTION_IDS: Record<SalaryGuideDimension, string> = {
  category: 'role',
  seniority_level: 'seniority',
  japanese_level: 'japanese-level',
  remote_level: 'remote-work',
  location: 'location',
};

/** Where a job page sends a seeker comparing its salary: the guide's section of roles. */
export const SALARY_COMPARE_PATH = `${SALARY_GUIDE_PATH}#${SECTION_IDS.category}`;

export type Figures = Extract<SalaryFigures, { insufficient_data: false }>;
export const hasFigures = (figures: SalaryFigures): figures is Figures => !figures.insufficient_data;

/** A chart's horizontal scale: yen at the left and right edges, and the gridlines between. */
export interface ChartScale {
  from: number;
  to: number;
  ticks: number[];
}

const STEPS = [500_000, 1_000_000, 2_000_000, 2_500_000, 5_000_000, 10_000_000, 20_000_000, 25_000_000, 50_000_000];
const MAX_TICKS = 8;

/**
 * One scale for every chart of the page, so bars compare across sections: the overall range
 * widened to round figures, gridlines at a round step (at most eight of them).
 */
export function chartScale(figures: SalaryFigures): ChartScale | null {
  if (!hasFigures(figures)) return null;
  const step = STEPS.find((s) => Math.ceil(figures.max / s) - Math.floor(figures.min / s) <= MAX_TICKS - 1) ?? STEPS[STEPS.length - 1];
  const from = Math.floor(figures.min / step) * step;
  const to = Math.max(Math.ceil(figures.max / step) * step, from + step);
  const ticks: number[] = [];
  for (let tick = from; tick <= to; tick += step) ticks.push(tick);
  return { from, to, ticks };
}

/** A yen amount's place on the scale, in percent of the chart's width (clamped to it). */
export function scalePercent(scale: ChartScale, yen: number): number {
  const share = (yen - scale.from) / (scale.to - scale.from);
  return Math.round(Math.min(1, Math.max(0, share)) * 10_000) / 100;
}

/** A row's name: roles and places as the API names them, enumerations from the dictionary. */
export function groupLabel(t: Dictionary, key: SalaryGuideDimension, group: SalaryGuideGroup): string {
  const labels: Partial<Record<SalaryGuideDimension, Record<string, string>>> = {
    seniority_level: t.seniorityLevels,
    japanese_level: t.japaneseLevels,
    remote_level: t.remoteLevels,
  };
  const enumerated = labels[key];
  return (enumerated ? enumLabel(enumerated, group.value) : group.name) ?? group.value;
}

/**
 * The jobs behind a row: a role's keyword page (`/backend-development-jobs-in-japan`), else the
 * job search with the row's filter. Null for a role the API could not name.
 */
export function groupJobsHref(key: SalaryGuideDimension, group: SalaryGuideGroup): string | null {
  if (key === 'category') return group.system_name ? skillJobsPath(group.system_name) : null;
  return jobSearchHref({ filters: { [key]: group.value } });
}

/** The guide's sections in order, each with its heading. */
export function guideSections(t: Dictionary, guide: SalaryGuide) {
  const headings: Record<SalaryGuideDimension, string> = {
    category: t.salaryGuide.sections.role,
    seniority_level: t.jobFilters.seniority,
    japanese_level: t.jobFilters.japaneseLevel,
    remote_level: t.jobFilters.remoteLevel,
    location: t.jobFilters.location,
  };
  return guide.dimensions.map((dimension) => ({ ...dimension, id: SECTION_IDS[dimension.key], heading: headings[dimension.key] }));
}
