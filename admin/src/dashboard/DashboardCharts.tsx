import { Box, Card, CardContent, Typography, useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ChartName, DashboardData, SeriesPoint } from './useDashboard';

const CHARTS: { name: ChartName; kind: 'line' | 'bar' }[] = [
  { name: 'applications_per_day', kind: 'line' },
  { name: 'page_views_per_day', kind: 'line' },
  { name: 'new_jobs_per_week', kind: 'bar' },
  { name: 'subscribers_per_week', kind: 'bar' },
];

/** Periods are UTC days (a week by its Monday), shown as a short month and day. */
function usePeriodLabel() {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (period: string) => format.format(new Date(`${period}T00:00:00Z`));
}

function Chart({ name, kind, points }: { name: ChartName; kind: 'line' | 'bar'; points: SeriesPoint[] }) {
  const translate = useTranslate();
  const { palette } = useTheme();
  const label = usePeriodLabel();
  const total = points.reduce((sum, point) => sum + point.count, 0);
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} />,
    <XAxis key="x" dataKey="period" tickFormatter={label} fontSize={12} minTickGap={16} />,
    <YAxis key="y" allowDecimals={false} fontSize={12} width={40} />,
    <Tooltip key="tip" labelFormatter={(period) => label(String(period))} formatter={(value) => [value, translate(`shigoto.admin_dashboard.charts.${name}`)]} />,
  ];
  return (
    <Card variant="outlined" data-testid={`chart-${name}`}>
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          {translate(`shigoto.admin_dashboard.charts.${name}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('shigoto.admin_dashboard.charts.total', { total })}
        </Typography>
        <Box sx={{ height: 200 }}>
          <ResponsiveContainer width="100%" height="100%">
            {kind === 'line' ? (
              <LineChart data={points}>
                {axes}
                <Line type="monotone" dataKey="count" stroke={palette.primary.main} strokeWidth={2} dot={false} />
              </LineChart>
            ) : (
              <BarChart data={points}>
                {axes}
                <Bar dataKey="count" fill={palette.secondary.main} />
              </BarChart>
            )}
          </ResponsiveContainer>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The board's activity: applications and page views per day (30 days), new jobs and subscribers per week (12 weeks). */
export default function DashboardCharts({ charts }: { charts: DashboardData['charts'] }) {
  const translate = useTranslate();
  return (
    <Box component="section">
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('shigoto.admin_dashboard.charts_title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {CHARTS.map(({ name, kind }) => (
          <Chart key={name} name={name} kind={kind} points={charts[name]} />
        ))}
      </Box>
    </Box>
  );
}
