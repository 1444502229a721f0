'use client';

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSession } from '@/components/account/useSession';
import { FormFailure } from '@/components/forms/FormFailure';
import type { FormErrorTexts } from '@/components/forms/form-texts';
import { useServerForm } from '@/components/forms/useServerForm';
import Link from '@/components/navigation/Link';
import type { Dictionary } from '@/i18n/dictionaries';
import { rememberImportedJob, type ImportedJobFields } from '@/lib/browser/job-import';
import { callApi } from '@/lib/browser/api';
import { SENT_BY_SCRIPT } from '@/components/forms/sent-by-script';

interface JobImportProps {
  texts: Dictionary['importJob'];
  errorTexts: FormErrorTexts;
  /** Links in the page's language: sign-up, log-in and the job form. */
  links: { signUp: string; logIn: string; newJob: string };
  locale: string;
}

const DESCRIPTION_PREVIEW = 600;

/**
 * Importing a job posting (POST job_imports): the API reads the page's job posting and keeps it as
 * a draft. What it read is shown, then the way on: the job form for a signed-in employer, sign-up
 * or log-in for anyone else. The API's reason shows when it cannot read the page.
 */
export function JobImport({ texts, errorTexts, links, locale }: JobImportProps) {
  const session = useSession();
  const form = useServerForm({ url: '' }, errorTexts.serverMessages);
  const [imported, setImported] = useState<ImportedJobFields | null>(null);

  async function deliver() {
    if (form.sending) return;
    setImported(null);
    const sent = await form.submit((values) =>
      callApi<{ data: { attributes: { fields: ImportedJobFields } } }>('/job_imports', { body: { job_import: { url: values.url.trim() } } }),
    );
    if (!sent.ok) return;
    // The job form starts from what was read (a signed-in employer's next step).
    rememberImportedJob(sent.answer.data.attributes.fields);
    setImported(sent.answer.data.attributes.fields);
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void deliver();
  }

  const yen = (value: number) => `¥${value.toLocaleString(locale)}`;
  const salary = imported && (imported.salary_min || imported.salary_max) ? [imported.salary_min, imported.salary_max].filter((v): v is number => Boolean(v)).map(yen).join(' – ') : null;
  const description = imported?.raw_content
    ? imported.raw_content.length > DESCRIPTION_PREVIEW
      ? `${imported.raw_content.slice(0, DESCRIPTION_PREVIEW)}…`
      : imported.raw_content
    : null;
  const rows = imported
    ? [
        { label: texts.fieldTitle, value: imported.title },
        { label: texts.fieldLocation, value: imported.location },
        { label: texts.fieldSalary, value: salary },
        { label: texts.fieldSkills, value: imported.skills?.join(', ') },
        { label: texts.fieldDescription, value: description },
      ].filter((row) => row.value)
    : [];
  const employer = session?.accountType === 'employer';

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="form" {...SENT_BY_SCRIPT} onSubmit={send} noValidate sx={{ display: 'grid', gap: 2 }}>
        <TextField {...form.field('url')} type="url" label={texts.url} placeholder="https://" required fullWidth />
        <FormFailure failure={form.failure} texts={errorTexts} onRetry={() => void deliver()} fieldLabels={{ url: texts.url }} />
        <Button type="submit" variant="contained" size="large" disableElevation disabled={form.sending} sx={{ justifySelf: 'start' }}>
          {form.sending ? texts.sending : texts.submit}
        </Button>
      </Box>
      {imported && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }} data-job-imported>
          <Alert severity="success">{texts.imported}</Alert>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
            {rows.map((row) => (
              <Box key={row.label}>
                <Typography component="dt" sx={{ fontWeight: 700 }}>
                  {row.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {row.value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography>{employer ? texts.nextEmployer : texts.nextSignedOut}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {employer ? (
              <Button component={Link} href={links.newJob} variant="contained" disableElevation>
                {texts.newJob}
              </Button>
            ) : (
              <>
                <Button component={Link} href={links.signUp} variant="contained" disableElevation>
                  {texts.signUp}
                </Button>
                <Button component={Link} href={links.logIn} variant="outlined">
                  {texts.logIn}
                </Button>
              </>
            )}
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
