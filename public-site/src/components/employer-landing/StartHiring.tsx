'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFlash } from '@/components/feedback/Flash';
import { failureText, serverMessageText, type FormErrorTexts } from '@/components/forms/form-texts';
import { useServerForm } from '@/components/forms/useServerForm';
import type { Dictionary } from '@/i18n/dictionaries';
import { callApi } from '@/lib/browser/api';
import { SENT_BY_SCRIPT } from '@/components/forms/sent-by-script';

export interface StartHiringProps {
  texts: Dictionary['employerLanding']['modal'];
  errorTexts: FormErrorTexts;
  /** Where a sent request leads: the thank-you page, in the page's language. */
  thanksHref: string;
  label: string;
}

const TITLE_ID = 'start-hiring-title';
const EMPTY = { name: '', company_name: '', job_title: '', email: '', example_job_url: '', diversity_info: '' };

/**
 * The start-hiring button and its dialog: a company lead (POST company_leads). A refusal flashes
 * 'Failed to send data: {reason}', marks the fields the server named, and keeps every value; a
 * stored lead flashes the server's thanks and opens the thank-you page.
 */
export function StartHiring({ texts, errorTexts, thanksHref, label }: StartHiringProps) {
  const router = useRouter();
  const flash = useFlash();
  const [open, setOpen] = useState(false);
  const form = useServerForm(EMPTY, errorTexts.serverMessages);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.sending) return;
    const sent = await form.submit((values) => callApi<{ meta: { message: string } }>('/company_leads', { body: { company_lead: values } }));
    if (!sent.ok) {
      const reason = sent.failure.network ? errorTexts.network : failureText(errorTexts.serverMessages, sent.failure);
      flash({ type: 'failure', text: texts.failed.replace('{reason}', reason) });
      return;
    }
    // The flash banner lives in the root layout, so it stays up across the client-side navigation.
    flash({ type: 'success', text: serverMessageText(errorTexts.serverMessages, sent.answer.meta.message) });
    router.push(thanksHref);
  }

  const text = (name: keyof typeof EMPTY, fieldLabel: string, extra: Record<string, unknown> = {}) => (
    <TextField {...form.field(name)} label={fieldLabel} fullWidth {...extra} />
  );

  return (
    <>
      <Button variant="outlined" size="large" onClick={() => setOpen(true)} data-start-hiring>
        {label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={TITLE_ID} maxWidth="sm" fullWidth>
        <Box component="form" {...SENT_BY_SCRIPT} onSubmit={send} noValidate>
          <DialogTitle id={TITLE_ID}>{texts.title}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <Typography color="text.secondary">{texts.intro}</Typography>
            {text('name', texts.name, { required: true, autoComplete: 'name' })}
            {text('company_name', texts.companyName, { required: true, autoComplete: 'organization' })}
            {text('job_title', texts.jobTitle, { autoComplete: 'organization-title' })}
            {text('email', texts.email, { required: true, type: 'email', autoComplete: 'email' })}
            {text('example_job_url', texts.exampleJobUrl, { type: 'url', placeholder: 'https://' })}
            {text('diversity_info', texts.diversityInfo, { multiline: true, minRows: 3 })}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button type="button" color="inherit" onClick={() => setOpen(false)}>
              {texts.cancel}
            </Button>
            <Button type="submit" variant="contained" disableElevation disabled={form.sending}>
              {form.sending ? texts.sending : texts.submit}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
