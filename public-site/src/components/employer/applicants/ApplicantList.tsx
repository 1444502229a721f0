'use client';

import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import type { ApplicantUserState, Language } from '@shigoto/db/enums';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFlash } from '@/components/feedback/Flash';
import { FormFailure } from '@/components/forms/FormFailure';
import Link from '@/components/navigation/Link';
import type { Dictionary } from '@/i18n/dictionaries';
import { localizeHref } from '@/i18n/language';
import { callApi, type RequestFailure } from '@/lib/browser/api';
import { EMPLOYER_PATHS, employerApplicantPath } from '@/lib/employer-routes';
import { countLabel } from '@/lib/format/count';
import { formatDate } from '@/lib/format/date';
import { interpolate } from '@/lib/format/template';
import { Loading, RatingSelect, StarButton, UserStateSelect, failureText, useApplicantUpdate, type ControlTexts } from './ApplicantControls';
import { APPLICANT_FILTERS, APPLICANT_SORTS, PAGE_SIZE, bulkUpdateApplicants, listApplicants, listSearch, listStateOf, type Applicant, type ApplicantPage, type ListState } from './applicants';
import { SENT_BY_SCRIPT } from '@/components/forms/sent-by-script';

export type ApplicantTexts = Dictionary['employerApplicants'];

interface ApplicantListProps {
  texts: ApplicantTexts;
  controls: ControlTexts;
  language: Language;
}

/** The employer's applicants: filtered, sorted, searched and paged through the URL; rated, starred and bulk-rated in place. */
export function ApplicantList({ texts, controls, language }: ApplicantListProps) {
  const router = useRouter();
  const params = useSearchParams();
  const state = useMemo(() => listStateOf(new URLSearchParams(params.toString())), [params]);
  const flash = useFlash();

  const [list, setList] = useState<ApplicantPage | null>(null);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulkState, setBulkState] = useState<ApplicantUserState>('user_state_good_fit');
  const [bulkBusy, setBulkBusy] = useState(false);
  const [jobs, setJobs] = useState<{ id: number; title: string }[]>([]);
  const [query, setQuery] = useState(state.q);

  useEffect(() => setQuery(state.q), [state.q]);

  useEffect(() => {
    const controller = new AbortController();
    listApplicants(state, PAGE_SIZE, controller.signal)
      .then((page) => {
        setList(page);
        setFailure(null);
        setSelected((ids) => new Set(page.applicants.filter((a) => ids.has(a.id)).map((a) => a.id)));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailure(error as RequestFailure);
      });
    return () => controller.abort();
    // version reloads the list (and its counts) after a change.
  }, [state, version]);

  useEffect(() => {
    // The job filter lists the company's jobs; without them the filter is simply not offered.
    callApi<{ data: { id: string; attributes: { title: string } }[] }>('/employers/jobs', { query: { 'page[size]': 100 } })
      .then((answer) => setJobs(answer.data.map((job) => ({ id: Number(job.id), title: job.attributes.title }))))
      .catch(() => setJobs([]));
  }, []);

  const go = (changes: Partial<ListState>) => {
    const next = { ...state, page: 1, ...changes };
    router.push(localizeHref(`${EMPLOYER_PATHS.applicants}${listSearch(next)}`, language), { scroll: false });
  };

  const show = useCallback((applicant: Applicant) => {
    setList((current) => current && { ...current, applicants: current.applicants.map((a) => (a.id === applicant.id ? applicant : a)) });
  }, []);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const update = useApplicantUpdate(controls, language, show, reload);

  const bulkUpdate = async () => {
    setBulkBusy(true);
    try {
      const updated = await bulkUpdateApplicants([...selected], { user_state: bulkState });
      flash({ type: 'success', text: interpolate(texts.bulkDone, { count: updated }) });
      setSelected(new Set());
    } catch (error) {
      flash({ type: 'failure', text: failureText(error as RequestFailure, controls.errors) });
    } finally {
      setBulkBusy(false);
      reload();
    }
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ q: query.trim() });
  };

  const rows = list?.applicants ?? [];
  const allSelected = rows.length > 0 && rows.every((a) => selected.has(a.id));
  const toggle = (id: number) =>
    setSelected((ids) => {
      const next = new Set(ids);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h3">
        {texts.heading}
      </Typography>

      <Tabs
        value={state.filter}
        onChange={(_, filter: ListState['filter']) => go({ filter })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={texts.filtersLabel}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {APPLICANT_FILTERS.map((filter) => (
          <Tab key={filter} value={filter} label={list ? `${texts.filters[filter]} (${list.counts[filter]})` : texts.filters[filter]} sx={{ minWidth: 0, px: 1.5 }} />
        ))}
      </Tabs>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Box component="form" {...SENT_BY_SCRIPT} role="search" onSubmit={search} sx={{ display: 'flex', gap: 1, flex: '1 1 280px' }}>
          <TextField
            size="small"
            type="search"
            label={texts.searchLabel}
            placeholder={texts.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="outlined">
            {texts.searchButton}
          </Button>
        </Box>
        <TextField
          select
          size="small"
          label={texts.sortLabel}
          value={state.sort}
          onChange={(event) => go({ sort: event.target.value as ListState['sort'] })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 160px', maxWidth: { sm: 200 } }}
        >
          {APPLICANT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {texts.sorts[sort]}
            </option>
          ))}
        </TextField>
        {jobs.length > 0 && (
          <TextField
            select
            size="small"
            label={texts.jobLabel}
            value={state.job ?? ''}
            onChange={(event) => go({ job: event.target.value ? Number(event.target.value) : undefined })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ flex: '1 1 200px', maxWidth: { sm: 280 }, minWidth: 0 }}
          >
            <option value="">{texts.allJobs}</option>
            {jobs.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
          </TextField>
        )}
      </Box>

      <FormFailure failure={failure} texts={controls.errors} onRetry={reload} />

      {!list && !failure && (
        <Loading text={texts.loading} />
      )}

      {list && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, minHeight: 40 }}>
            <Checkbox
              checked={allSelected}
              indeterminate={!allSelected && rows.some((a) => selected.has(a.id))}
              onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((a) => a.id)))}
              disabled={rows.length === 0}
              slotProps={{ input: { 'aria-label': texts.selectAll } }}
            />
            <Typography color="text.secondary" data-testid="applicant-total">
              {selected.size ? interpolate(texts.selected, { count: selected.size }) : countLabel(list.total, { one: texts.totalOne, many: texts.total }, language)}
            </Typography>
            {selected.size > 0 && (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <UserStateSelect label={texts.bulkRate} value={bulkState} states={texts.states} onChange={setBulkState} />
                <Button variant="contained" onClick={bulkUpdate} disabled={bulkBusy}>
                  {texts.bulkApply}
                </Button>
              </Box>
            )}
          </Box>

          {rows.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4 }} data-testid="applicants-empty">
              {/* Nobody has applied at all (no words, no job picked) is not "nothing matches". */}
              {list.counts.all === 0 && !state.q && state.job === undefined ? texts.noneYet : texts.empty}
            </Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
              {rows.map((applicant, index) => (
                <Paper
                  key={applicant.id}
                  component="li"
                  variant="outlined"
                  data-testid="applicant-row"
                  sx={{
                    p: 1,
                    display: 'grid',
                    alignItems: 'center',
                    columnGap: 1,
                    rowGap: 1,
                    gridTemplateColumns: { xs: 'auto auto 1fr', md: 'auto auto minmax(0, 1fr) 150px 170px' },
                    gridTemplateAreas: { xs: '"check star main" ". . date" ". . rating"', md: '"check star main date rating"' },
                  }}
                >
                  <Box sx={{ gridArea: 'check' }}>
                    <Checkbox
                      checked={selected.has(applicant.id)}
                      onChange={() => toggle(applicant.id)}
                      slotProps={{ input: { 'aria-label': interpolate(texts.selectOne, { name: applicant.name }) } }}
                    />
                  </Box>
                  <Box sx={{ gridArea: 'star' }}>
                    <StarButton applicant={applicant} texts={controls} onChange={update} />
                  </Box>
                  <Box sx={{ gridArea: 'main', minWidth: 0 }}>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                      <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                        <Link href={localizeHref(`${employerApplicantPath(applicant.id)}${listSearch(state, (state.page - 1) * PAGE_SIZE + index + 1)}`, language)}>{applicant.name}</Link>
                      </Typography>
                      {applicant.possible_spam && <Chip size="small" color="warning" label={texts.possibleSpam} />}
                    </Box>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {applicant.email}
                    </Typography>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {interpolate(texts.appliedToJob, { job: applicant.job?.title ?? texts.noJob })}
                    </Typography>
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ gridArea: 'date' }}>
                    {interpolate(texts.appliedOn, { date: formatDate(applicant.applied_at, language) ?? '' })}
                  </Typography>
                  <Box sx={{ gridArea: 'rating' }}>
                    <RatingSelect applicant={applicant} texts={controls} onChange={update} />
                  </Box>
                </Paper>
              ))}
            </Box>
          )}

          {list.totalPages > 1 && (
            <Box component="nav" aria-label={texts.pages} sx={{ display: 'flex', justifyContent: 'center' }}>
              <Pagination count={list.totalPages} page={Math.min(state.page, list.totalPages)} onChange={(_, page) => go({ page, filter: state.filter })} siblingCount={1} boundaryCount={1} />
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
