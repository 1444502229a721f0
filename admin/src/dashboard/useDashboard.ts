import { useEffect, useState } from 'react';
import { API_URL, authorizedFetch } from '../session';

export interface SeriesPoint {
  period: string;
  count: number;
}

/** GET /admin/api/dashboard (api/src/admin/dashboard.admin.ts). */
export interface DashboardData {
  waiting: Record<WaitingItem, number>;
  charts: Record<ChartName, SeriesPoint[]>;
}

export type WaitingItem = 'pending_jobs' | 'pending_reviews' | 'pending_experiences' | 'company_submissions' | 'contract_requests' | 'late_hire_reports';
export type ChartName = 'applications_per_day' | 'new_jobs_per_week' | 'subscribers_per_week' | 'page_views_per_day';

/** The admin dashboard's counts and charts, read once when the dashboard opens. */
export function useDashboard(): { data?: DashboardData; error?: Error } {
  const [state, setState] = useState<{ data?: DashboardData; error?: Error }>({});
  useEffect(() => {
    let current = true;
    authorizedFetch(`${API_URL}/dashboard`)
      .then(({ json }) => current && setState({ data: json as DashboardData }))
      .catch((error: Error) => current && setState({ error }));
    return () => {
      current = false;
    };
  }, []);
  return state;
}
