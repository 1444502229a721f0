'use client';

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { FormFailure } from '@/components/forms/FormFailure';
import type { FormErrorTexts } from '@/components/forms/form-texts';
import { serverMessageText } from '@/components/forms/form-texts';
import { filledIn } from '@/components/forms/payload';
import { useServerForm } from '@/components/forms/useServerForm';
import type { Dictionary } from '@/i18n/dictionaries';
import { callApi } from '@/lib/browser/api';
import { SENT_BY_SCRIPT } from '@/components/forms/sent-by-script';

type Texts = Dictionary['companyForm'];

/** The form's fields (the API's names) and their labels; the first three and the e-mail are required. */
const FIELDS = [
  { name: 'company_name', label: 'companyName', required: true, autoComplete: 'organization' },
  { name: 'submitter_name', label: 'submitterName', required: true, autoComplete: 'name' },
  { name: 'submitter_role', label: 'submitterRole', autoComplete: 'organization-title' },
  { name: 'email', label: 'email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'homepage_url', label: 'homepageUrl', type: 'url' },
  { name: 'employee_count', label: 'employeeCount', inputMode: 'numeric' },
  { name: 'hq_location', label: 'hqLocation' },
  { name: 'salary_min', label: 'salaryMin', inputMode: 'numeric' },
  { name: 'salary_max', label: 'salaryMax', inputMode: 'numeric' },
  { name: 'primary_language', label: 'primaryLanguage' },
  { name: 'description', label: 'description', multiline: true },
  { name: 'japanese_language_policy', label: 'japaneseLanguagePolicy', multiline: true },
  { name: 'remote_work_policy', label: 'remoteWorkPolicy', multiline: true },
  { name: 'visa_policy', label: 'visaPolicy', multiline: true },
] as const satisfies readonly { name: string; label: keyof Texts; required?: boolean; type?: string; autoComplete?: string; inputMode?: 'numeric'; multiline?: boolean }[];

type Field = (typeof FIELDS)[number]['name'];
const EMPTY = Object.fromEntries(FIELDS.map((field) => [field.name, ''])) as Record<Field, string>;
const NUMBERS: readonly Field[] = ['employee_count', 'salary_min', 'salary_max'];

/**
 * The company form (POST company_submissions). The server's field messages show under the fields
 * and everything typed stays; a stored submission shows the server's thanks in place of the form.
 */
export function CompanyForm({ texts, errorTexts }: { texts: Texts; errorTexts: FormErrorTexts }) {
  const form = useServerForm(EMPTY, errorTexts.serverMessages);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  async function deliver() {
    if (form.sending) return;
    const sent = await form.submit((values) => callApi<{ meta: { message: string } }>('/company_submissions', { body: { company_submission: filledIn(values, NUMBERS) } }));
    if (sent.ok) setSentMessage(serverMessageText(errorTexts.serverMessages, sent.answer.meta.message));
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void deliver();
  }

  if (sentMessage)
    return (
      <Alert severity="success" data-company-submitted>
        {sentMessage}
      </Alert>
    );

  return (
    <Box component="form" {...SENT_BY_SCRIPT} onSubmit={send} noValidate sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          {...form.field(field.name)}
          label={texts[field.label]}
          required={'required' in field}
          type={'type' in field ? field.type : 'text'}
          autoComplete={'autoComplete' in field ? field.autoComplete : undefined}
          multiline={'multiline' in field}
          minRows={'multiline' in field ? 3 : undefined}
          slotProps={{ htmlInput: 'inputMode' in field ? { inputMode: field.inputMode } : {} }}
          fullWidth
          sx={'multiline' in field ? { gridColumn: { md: '1 / -1' } } : undefined}
        />
      ))}
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2 }}>
        <FormFailure
          failure={form.failure}
          texts={errorTexts}
          onRetry={() => void deliver()}
          fieldLabels={Object.fromEntries(FIELDS.map((field) => [field.name, texts[field.label]]))}
        />
        <Button type="submit" variant="contained" size="large" disableElevation disabled={form.sending} sx={{ justifySelf: 'start' }}>
          {form.sending ? texts.sending : texts.submit}
        </Button>
      </Box>
    </Box>
  );
}
