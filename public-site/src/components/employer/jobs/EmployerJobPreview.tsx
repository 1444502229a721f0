'use client';

import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ErrorBox } from '@/components/feedback/ErrorBox';
import { serverMessageText, type FormErrorTexts } from '@/components/forms/form-texts';
import { JobPageBody, type JobPageTexts } from '@/components/jobs/JobPageBody';
import type { Dictionary } from '@/i18n/dictionaries';
import { localizeHref, type Language } from '@/i18n/language';
import { decodeOne, type JsonApiDocument, type ResourceObject } from '@/lib/api/jsonapi';
import { callApi, RequestFailure, SYSTEM_ERROR_TEXT } from '@/lib/browser/api';
import { EMPLOYER_PATHS } from '@/lib/employer-routes';
import type { EmployerJob } from './employer-job';
import { previewJob, useEmployerCompany } from './preview-job';

interface EmployerJobPreviewProps {
  slug: string;
  t: Dictionary['employerJobs'];
  jobTexts: JobPageTexts;
  errors: FormErrorTexts;
  language: Language;
}

/** One of the employer's jobs, in any state, as its public page shows (or will show) it. */
export function EmployerJobPreview({ slug, t, jobTexts, errors, language }: EmployerJobPreviewProps) {
  const company = useEmployerCompany(language);
  const [job, setJob] = useState<EmployerJob | null>(null);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    callApi<JsonApiDocument<ResourceObject>>(`/employers/jobs/${encodeURIComponent(slug)}`, { query: { lang: language }, signal: controller.signal })
      .then((document) => setJob(decodeOne<EmployerJob>(document)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailure(error instanceof RequestFailure ? error : new RequestFailure(500, SYSTEM_ERROR_TEXT));
      });
    return () => controller.abort();
  }, [slug, attempt, language]);

  if (failure) {
    return (
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <ErrorBox intro={errors.intro} messages={[failure.network ? errors.network : serverMessageText(errors.serverMessages, failure.message)]} />
        {failure.network && (
          <Button variant="outlined" onClick={() => (setFailure(null), setAttempt((n) => n + 1))}>
            {errors.retry}
          </Button>
        )}
      </Box>
    );
  }
  if (!job) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 4 }}>
        <CircularProgress size={20} />
        <Typography color="text.secondary">{t.loading}</Typography>
      </Box>
    );
  }
  return (
    <Box>
      <Alert severity="info">
        {t.previewPage.note} ({t.status[job.status]})
      </Alert>
      <Box sx={{ mx: { xs: -2, sm: -3 } }}>
        <JobPageBody
          job={previewJob({ ...job, skillNames: job.skill_names }, company)}
          t={jobTexts}
          language={language}
          back={{ href: localizeHref(EMPLOYER_PATHS.jobs, language), label: t.previewPage.back }}
          companyHref={null}
        />
      </Box>
    </Box>
  );
}
