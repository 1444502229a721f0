'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'next/navigation';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { HireContractType } from '@shigoto/db/enums';
import { useFlash } from '@/components/feedback/Flash';
import { FormFailure } from '@/components/forms/FormFailure';
import { serverMessageText, type FormErrorTexts } from '@/components/forms/form-texts';
import { useServerForm } from '@/components/forms/useServerForm';
import type { Dictionary } from '@/i18n/dictionaries';
import type { Language } from '@/i18n/language';
import { decodeMany, type JsonApiDocument, type ResourceObject } from '@/lib/api/jsonapi';
import { callApi } from '@/lib/browser/api';
import { formatDate } from '@/lib/format/date';
import { interpolate } from '@/lib/format/template';
import { applicantDetail, type Applicant } from './applicants/applicants';
import { useEmployerData } from './useEmployerData';
import type { EmployerJobStatus } from './jobs/employer-job';
import { SENT_BY_SCRIPT } from '@/components/forms/sent-by-script';

export interface HireReportFormProps {
  language: Language;
  texts: Dictionary['reportHire'];
  errorTexts: FormErrorTexts;
}

/** The contract type whose report needs a note on the contract's length (the server's rule). */
const SHORT_CONTRACT: HireContractType = 'fixed_term_under_12_months';
/** The position picker's choice for a position that is none of the company's jobs. */
const OTHER_POSITION = 'other';
/** The most jobs one page of employers/jobs gives: the picker lists the company's jobs from it. */
const JOB_PAGE_SIZE = 100;

interface CompanyJob {
  id: string;
  title: string;
  status: EmployerJobStatus;
}

/** Jobs someone can have been hired through: those that were on the board (open or closed since), not drafts or rejected ones. */
const WAS_ON_THE_BOARD: readonly EmployerJobStatus[] = ['open', 'closed'];

const EMPTY = { full_name: '', job: '', position: '', start_date: '', contract_type: '', contract_length_note: '', other_info: '' };
type Values = typeof EMPTY;

async function loadJobs(signal: AbortSignal): Promise<CompanyJob[]> {
  const jobs = decodeMany<CompanyJob>(await callApi<JsonApiDocument<ResourceObject[]>>('/employers/jobs', { query: { 'page[size]': JOB_PAGE_SIZE }, signal }));
  return jobs.filter((job) => WAS_ON_THE_BOARD.includes(job.status));
}

/**
 * The report as the API takes it: a picked job names the position; the note only for a short
 * contract; the applicant it reports (from their page), whom the API then marks hired.
 */
function hiringReport(values: Values, jobs: CompanyJob[], applicant: Applicant | null) {
  const job = jobs.find((candidate) => candidate.id === values.job);
  return {
    email_applicant_id: applicant?.id,
    full_name: values.full_name,
    position: job ? job.title : values.position,
    job_id: job ? Number(job.id) : undefined,
    start_date: values.start_date,
    contract_type: values.contract_type,
    contract_length_note: values.contract_type === SHORT_CONTRACT ? values.contract_length_note : undefined,
    other_info: values.other_info.trim() || undefined,
  };
}

/**
 * Reporting a hire (POST employers/hiring_reports): who, which position (one of the company's jobs
 * or another), the start date and the contract. A contract shorter than 12 months asks for its
 * length. A refused report keeps every value, with the server's message under its field; a
 * recorded one is confirmed on the page and with a flash. Opened from an applicant's page
 * (`?applicant=<id>`), it reports that applicant: their name and job are filled in.
 */
export function HireReportForm({ language, texts, errorTexts }: HireReportFormProps) {
  const flash = useFlash();
  const serverMessages = { ...errorTexts.serverMessages, ...texts.serverMessages };
  const form = useServerForm(EMPTY, serverMessages);
  const { loaded } = useEmployerData(loadJobs);
  const jobs = loaded.state === 'loaded' ? loaded.data : [];
  const [reported, setReported] = useState<{ name: string; position: string; date: string } | null>(null);
  const applicantId = useSearchParams().get('applicant');
  const [applicant, setApplicant] = useState<Applicant | null>(null);
  const { setValues } = form;

  useEffect(() => {
    if (!applicantId || !/^\d+$/.test(applicantId)) return;
    const controller = new AbortController();
    applicantDetail(applicantId, language, controller.signal).then(
      (found) => {
        setApplicant(found);
        setValues((current) => ({ ...current, full_name: current.full_name || found.name }));
      },
      // Not the company's applicant, or gone: the form is the plain one.
      () => undefined,
    );
    return () => controller.abort();
  }, [applicantId, language, setValues]);

  // The applicant's job is picked once the company's jobs are known (when it is one of them).
  const applicantJob = applicant?.job && jobs.some((job) => job.id === String(applicant.job!.id)) ? String(applicant.job.id) : null;
  useEffect(() => {
    if (applicantJob) setValues((current) => ({ ...current, job: current.job || applicantJob }));
  }, [applicantJob, setValues]);

  const fieldLabels = {
    full_name: texts.fullName,
    position: texts.position,
    job_id: texts.position,
    start_date: texts.startDate,
    contract_type: texts.contractType,
    contract_length_note: texts.contractLengthNote,
    other_info: texts.otherInfo,
  };
  // Until the company's jobs are known the position waits (disabled), so nothing typed is hidden by the picker.
  const jobsLoading = loaded.state === 'loading';
  const pickJob = jobs.length > 0;
  const typedPosition = !jobsLoading && (!pickJob || form.values.job === OTHER_POSITION);
  const positionMessage = form.failure?.fieldMessage('position') ?? form.failure?.fieldMessage('job_id');
  const positionError = { error: Boolean(positionMessage), helperText: positionMessage ? serverMessageText(serverMessages, positionMessage) : undefined };

  async function deliver() {
    if (form.sending) return;
    const report = hiringReport(form.values, jobs, applicant);
    const sent = await form.submit(() => callApi('/employers/hiring_reports', { body: { hiring_report: report } }));
    if (!sent.ok) return;
    flash({ type: 'success', text: texts.reported });
    setReported({ name: report.full_name, position: report.position, date: formatDate(report.start_date, language) ?? report.start_date });
    form.setValues(EMPTY);
    setApplicant(null);
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void deliver();
  }

  if (reported) {
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="success" data-hire-reported sx={{ width: '100%' }}>
          <AlertTitle>{texts.confirmationTitle}</AlertTitle>
          {interpolate(texts.confirmation, reported)}
        </Alert>
        <Button variant="outlined" onClick={() => setReported(null)}>
          {texts.reportAnother}
        </Button>
      </Box>
    );
  }

  return (
    <Box component="form" {...SENT_BY_SCRIPT} onSubmit={send} noValidate sx={{ display: 'grid', gap: 2.5, maxWidth: 640 }}>
      {applicant && (
        <Alert severity="info" data-testid="hire-for-applicant">
          {interpolate(texts.forApplicant, { name: applicant.name, job: applicant.job?.title ?? '—' })}
        </Alert>
      )}
      <TextField {...form.field('full_name')} label={texts.fullName} autoComplete="off" required fullWidth />
      {jobsLoading && <TextField label={texts.position} value="" disabled required fullWidth />}
      {pickJob && (
        <TextField {...form.field('job')} {...positionError} select label={texts.position} required fullWidth>
          {jobs.map((job) => (
            <MenuItem key={job.id} value={job.id}>
              {job.title}
            </MenuItem>
          ))}
          <MenuItem value={OTHER_POSITION}>{texts.otherPosition}</MenuItem>
        </TextField>
      )}
      {typedPosition && <TextField {...form.field('position')} {...(pickJob ? {} : positionError)} label={pickJob ? texts.positionTitle : texts.position} required fullWidth />}
      <TextField {...form.field('start_date')} type="date" label={texts.startDate} required fullWidth slotProps={{ inputLabel: { shrink: true } }} />
      <TextField {...form.field('contract_type')} select label={texts.contractType} required fullWidth>
        {(Object.entries(texts.contractTypes) as [HireContractType, string][]).map(([type, label]) => (
          <MenuItem key={type} value={type}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {form.values.contract_type === SHORT_CONTRACT && (
        <TextField
          {...form.field('contract_length_note')}
          label={texts.contractLengthNote}
          required
          fullWidth
          helperText={form.field('contract_length_note').helperText ?? texts.contractLengthHelp}
        />
      )}
      <TextField {...form.field('other_info')} label={texts.otherInfo} multiline minRows={3} fullWidth />
      <FormFailure failure={form.failure} texts={{ ...errorTexts, serverMessages }} onRetry={() => void deliver()} fieldLabels={fieldLabels} />
      <Button type="submit" variant="contained" disableElevation disabled={form.sending} sx={{ justifySelf: 'start' }}>
        {form.sending ? texts.sending : texts.submit}
      </Button>
    </Box>
  );
}
