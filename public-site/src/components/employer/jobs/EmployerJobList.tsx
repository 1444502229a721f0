'use client';

import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ErrorBox } from '@/components/feedback/ErrorBox';
import { useFlash } from '@/components/feedback/Flash';
import { serverMessageText, type FormErrorTexts } from '@/components/forms/form-texts';
import Link from '@/components/navigation/Link';
import type { Dictionary } from '@/i18n/dictionaries';
import { localizeHref, type Language } from '@/i18n/language';
import { EMPLOYER_PATHS, employerJobEditPath, employerJobPath } from '@/lib/employer-routes';
import { decodePage, type JsonApiDocument, type ResourceObject } from '@/lib/api/jsonapi';
import { callApi, RequestFailure, SYSTEM_ERROR_TEXT } from '@/lib/browser/api';
import { formatDate } from '@/lib/format/date';
import { interpolate } from '@/lib/format/template';
import { isNewlyPublished, type ActiveJobs, type EmployerJob, type EmployerJobFilter } from './employer-job';

const FILTERS: EmployerJobFilter[] = ['all', 'open', 'drafts', 'closed'];

type Action = 'publish' | 'close';

interface EmployerJobListProps {
  t: Dictionary['employerJobs'];
  errors: FormErrorTexts;
  language: Language;
}

interface ListAnswer {
  jobs: EmployerJob[];
  counts: Record<EmployerJobFilter, number>;
  active: ActiveJobs;
}

async function loadJobs(filter: EmployerJobFilter, language: Language): Promise<ListAnswer> {
  const document = await callApi<JsonApiDocument<ResourceObject[]>>('/employers/jobs', { query: { 'filter[status]': filter, 'page[size]': 100, lang: language } });
  const meta = document.meta as { counts: Record<EmployerJobFilter, number>; active_jobs: ActiveJobs };
  return { jobs: decodePage<EmployerJob>(document).items, counts: meta.counts, active: meta.active_jobs };
}

/**
 * A job only the team can move on (waiting for approval, or not approved until it is edited): its
 * card says why instead of offering to publish it.
 */
const awaitsTeam = (job: EmployerJob) => job.status === 'pending' || job.status === 'rejected';

/**
 * The employer's jobs by filter, with the plan's allowance. Publishing and closing ask for
 * confirmation first; a refusal shows the API's issues under the product's failure text.
 */
export function EmployerJobList({ t, errors, language }: EmployerJobListProps) {
  const newJobHref = localizeHref(EMPLOYER_PATHS.newJob, language);
  const previewHref = (slug: string) => localizeHref(employerJobPath(slug), language);
  const editHref = (slug: string) => localizeHref(employerJobEditPath(slug), language);
  const flash = useFlash();
  const [filter, setFilter] = useState<EmployerJobFilter>('all');
  const [list, setList] = useState<ListAnswer | null>(null);
  const [loadFailure, setLoadFailure] = useState<RequestFailure | null>(null);
  const [asked, setAsked] = useState<{ action: Action; job: EmployerJob } | null>(null);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<{ action: Action; messages: string[] } | null>(null);

  const reload = useCallback(async (wanted: EmployerJobFilter) => {
    setLoadFailure(null);
    try {
      setList(await loadJobs(wanted, language));
    } catch (error) {
      setLoadFailure(error instanceof RequestFailure ? error : new RequestFailure(500, SYSTEM_ERROR_TEXT));
    }
  }, [language]);

  useEffect(() => {
    void reload(filter);
  }, [filter, reload]);

  async function confirm() {
    if (!asked) return;
    const { action, job } = asked;
    setSending(true);
    setRefusal(null);
    try {
      if (action === 'publish') await callApi('/employers/job_publishings', { method: 'POST', body: { slug: job.slug } });
      else await callApi(`/employers/job_publishings/${encodeURIComponent(job.slug)}`, { method: 'DELETE' });
      flash({ type: 'success', text: action === 'publish' ? t.published : t.closed });
      await reload(filter);
    } catch (error) {
      const failure = error instanceof RequestFailure ? error : new RequestFailure(500, SYSTEM_ERROR_TEXT);
      const issues = failure.network ? [errors.network] : (failure.fields.base ?? [failure.message]);
      setRefusal({ action, messages: issues.map((issue) => serverMessageText(errors.serverMessages, issue)) });
    } finally {
      setSending(false);
      setAsked(null);
    }
  }

  const active = list?.active;
  return (
    <Stack spacing={2.5}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {t.heading}
        </Typography>
        {active && (
          <Chip
            data-testid="active-allowance"
            color={active.limit !== null && active.count >= active.limit ? 'warning' : 'default'}
            label={active.limit === null ? interpolate(t.allowanceUnlimited, { count: active.count }) : interpolate(t.allowance, { count: active.count, limit: active.limit })}
          />
        )}
      </Box>

      <Tabs value={filter} onChange={(_, value: EmployerJobFilter) => setFilter(value)} aria-label={t.filtersLabel} variant="scrollable" allowScrollButtonsMobile>
        {FILTERS.map((value) => (
          <Tab key={value} value={value} label={list ? `${t.filters[value]} (${list.counts[value]})` : t.filters[value]} />
        ))}
      </Tabs>

      {refusal && <ErrorBox intro={refusal.action === 'publish' ? t.publishFailed : t.closeFailed} messages={refusal.messages} />}

      {loadFailure ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <ErrorBox intro={t.loadFailed} messages={[loadFailure.network ? errors.network : serverMessageText(errors.serverMessages, loadFailure.message)]} />
          <Button variant="outlined" onClick={() => void reload(filter)}>
            {errors.retry}
          </Button>
        </Stack>
      ) : !list ? (
        <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 4 }}>
          <CircularProgress size={20} />
          <Typography color="text.secondary">{t.loading}</Typography>
        </Box>
      ) : list.jobs.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Typography>{t.empty}</Typography>
          <Button component={Link} href={newJobHref} variant="contained">
            {t.emptyAction}
          </Button>
        </Paper>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t.filters[filter]}>
          {list.jobs.map((job) => (
            <Paper component="li" key={job.id} variant="outlined" data-testid="employer-job" sx={{ p: 2, display: 'grid', gap: 1.25 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem', overflowWrap: 'anywhere', mr: 1 }}>
                  {job.title}
                </Typography>
                <Chip size="small" color={job.status === 'open' ? 'success' : job.status === 'rejected' ? 'error' : 'default'} label={t.status[job.status]} />
                {!job.published && <Chip size="small" variant="outlined" label={t.flags.unpublished} />}
                {job.status === 'deleted' && <Chip size="small" variant="outlined" color="error" label={t.flags.deleted} />}
                {isNewlyPublished(job) && <Chip size="small" color="primary" label={t.flags.newlyPublished} />}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {[job.location, interpolate(t.created, { date: formatDate(job.created_at, language) ?? '' })].filter(Boolean).join(' · ')}
              </Typography>
              {awaitsTeam(job) && (
                <Typography variant="body2" data-testid="publish-issues">
                  {job.publish_issues.map((issue) => serverMessageText(errors.serverMessages, issue)).join(' ')}
                </Typography>
              )}
              {job.rejection_reason && (
                <Alert severity="warning" data-testid="rejection-reason">
                  <AlertTitle>{t.rejectionReason}</AlertTitle>
                  {job.rejection_reason}
                </Alert>
              )}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <Button size="small" variant="outlined" component={Link} href={previewHref(job.slug)}>
                  {t.preview}
                </Button>
                {job.status !== 'pending' && job.status !== 'deleted' && (
                  <Button size="small" variant="outlined" component={Link} href={editHref(job.slug)}>
                    {t.edit}
                  </Button>
                )}
                {job.public_url && (
                  <Button size="small" component="a" href={job.public_url} target="_blank" rel="noopener">
                    {t.viewPublic}
                  </Button>
                )}
                {job.status === 'open' ? (
                  <Button size="small" variant="contained" color="secondary" onClick={() => setAsked({ action: 'close', job })}>
                    {t.close}
                  </Button>
                ) : (
                  job.status !== 'deleted' &&
                  !awaitsTeam(job) && (
                    <Button size="small" variant="contained" onClick={() => setAsked({ action: 'publish', job })}>
                      {t.publish}
                    </Button>
                  )
                )}
              </Box>
            </Paper>
          ))}
        </Stack>
      )}

      <Dialog open={asked !== null} onClose={() => !sending && setAsked(null)} aria-labelledby="job-action-title">
        <DialogTitle id="job-action-title">{asked?.action === 'close' ? t.closeTitle : t.publishTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{asked && interpolate(asked.action === 'close' ? t.closeText : t.publishText, { title: asked.job.title })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsked(null)} disabled={sending}>
            {t.cancel}
          </Button>
          <Button variant="contained" onClick={() => void confirm()} disabled={sending}>
            {t.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
