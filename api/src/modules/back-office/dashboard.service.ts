import { Op, type Model, type ModelStatic, type WhereOptions } from 'sequelize';
import type { Database } from '@shigoto/db';

const DAY_MS = 86_400_000;

/** One point of a chart: a UTC day (`YYYY-MM-DD`) or the Monday starting a UTC week, and its count. */
export interface SeriesPoint {
  period: string;
  count: number;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Midnight UTC, `days` days before today. */
function daysAgo(now: Date, days: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - days * DAY_MS);
}

/** The Monday (UTC) of the week a day falls in. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return dayOf(new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS));
}

/**
 * What waits for staff and how the board is doing, read straight from the tables. Charts count
 * rows per UTC day in SQL (DATE() reads the same on MariaDB and SQLite); weeks are summed from
 * the days here, and periods without rows are filled with zeros so every chart has its full span.
 */
export function createDashboardService(db: Database) {
  const { Job, CompanyReview, CompanyExperience, CompanySubmission, ContractRequest, HiringReport, Applicant, Lead, TrackingEvent } = db.models;

  async function countsPerDay(model: ModelStatic<Model>, since: Date, where: WhereOptions = {}): Promise<Map<string, number>> {
    const { fn, col } = db.sequelize;
    const rows = (await model.findAll({
      attributes: [[fn('DATE', col('created_at')), 'day'], [fn('COUNT', col('id')), 'count']],
      where: { ...where, created_at: { [Op.gte]: since } },
      group: [fn('DATE', col('created_at'))],
      raw: true,
    })) as unknown as { day: string | Date; count: number | string }[];
    // MariaDB answers a DATE as a Date (midnight UTC here), SQLite as text.
    return new Map(rows.map((row) => [typeof row.day === 'string' ? row.day.slice(0, 10) : dayOf(row.day), Number(row.count)]));
  }

  async function daily(model: ModelStatic<Model>, now: Date, days: number, where?: WhereOptions): Promise<SeriesPoint[]> {
    const since = daysAgo(now, days - 1);
    const counts = await countsPerDay(model, since, where);
    return Array.from({ length: days }, (_, index) => {
      const period = dayOf(new Date(since.getTime() + index * DAY_MS));
      return { period, count: counts.get(period) ?? 0 };
    });
  }

  async function weekly(model: ModelStatic<Model>, now: Date, weeks: number): Promise<SeriesPoint[]> {
    const thisMonday = new Date(`${mondayOf(dayOf(now))}T00:00:00Z`);
    const since = new Date(thisMonday.getTime() - (weeks - 1) * 7 * DAY_MS);
    const perWeek = new Map<string, number>();
    for (const [day, count] of await countsPerDay(model, since)) perWeek.set(mondayOf(day), (perWeek.get(mondayOf(day)) ?? 0) + count);
    return Array.from({ length: weeks }, (_, index) => {
      const period = dayOf(new Date(since.getTime() + index * 7 * DAY_MS));
      return { period, count: perWeek.get(period) ?? 0 };
    });
  }

  return {
    /** How many items wait for staff action, each matching the filter its console list is opened with. */
    async waiting() {
      const [pendingJobs, pendingReviews, pendingExperiences, companySubmissions, contractRequests, lateHireReports] = await Promise.all([
        Job.count({ where: { approval_state: 'pending', is_deleted: false } }),
        CompanyReview.count({ where: { moderation_state: 'pending' } }),
        CompanyExperience.count({ where: { moderation_state: 'pending' } }),
        CompanySubmission.count({ where: { handled_at: null } }),
        ContractRequest.count({ where: { handled_at: null } }),
        HiringReport.count({ where: { is_late: true, invoiced_at: null } }),
      ]);
      return {
        pending_jobs: pendingJobs,
        pending_reviews: pendingReviews,
        pending_experiences: pendingExperiences,
        company_submissions: companySubmissions,
        contract_requests: contractRequests,
        late_hire_reports: lateHireReports,
      };
    },

    async charts(now = new Date()) {
      const [applications, jobs, subscribers, pageViews] = await Promise.all([
        daily(Applicant as unknown as ModelStatic<Model>, now, 30),
        weekly(Job as unknown as ModelStatic<Model>, now, 12),
        weekly(Lead as unknown as ModelStatic<Model>, now, 12),
        daily(TrackingEvent as unknown as ModelStatic<Model>, now, 30, { type: 'PAGE_VIEW' }),
      ]);
      return { applications_per_day: applications, new_jobs_per_week: jobs, subscribers_per_week: subscribers, page_views_per_day: pageViews };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
