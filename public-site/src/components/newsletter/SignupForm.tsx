'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { Language } from '@shigoto/db/enums';
import { flashOnNextPage, useFlash } from '@/components/feedback/Flash';
import { callApi, RequestFailure } from '@/lib/browser/api';
import { writeStored } from '@/lib/browser/storage';
import { track } from '@/lib/browser/tracking';
import { interpolate } from '@/lib/format/template';
import { SIGNED_UP_EMAIL_KEY } from './newsletter-storage';
import { failureText } from '@/components/forms/form-texts';
import { SENT_BY_SCRIPT } from '@/components/forms/sent-by-script';


export interface SignupFormProps {
  language: Language;
  /** Where a new subscriber goes next: the welcome page. */
  welcomeHref: string;
  texts: { label: string; button: string; sending: string; failed: string; signedUp: string; serverMessages: Record<string, string> };
  /** Where the sign-up came from, kept with the lead. */
  source?: string;
  /** Shown as the exit-intent offer: its sign-ups are tracked as such. */
  exitIntent?: boolean;
}

/** A failed sign-up stays on screen longer than other messages: the visitor may want to fix the address. */
const FAILURE_FLASH_MS = 12_000;

/**
 * The job-alert newsletter sign-up (POST /api/v1/leads with `{ lead: { email, language, source } }`). Posted from the browser to the
 * site's own /api, so the API rate-limits each visitor, not the site's server. A failure flashes
 * 'Failed to submit: {reason}' for 12 s and keeps the address typed; a success goes to the
 * welcome page, which flashes 'Signed up successfully!'.
 */
export function SignupForm({ language, welcomeHref, texts, source = 'newsletter_page', exitIntent = false }: SignupFormProps) {
  const router = useRouter();
  const flash = useFlash();
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setSending(true);
    try {
      await callApi('/leads', { method: 'POST', body: { lead: { email, language, source } } });
    } catch (error) {
      const reason = error instanceof RequestFailure ? failureText(texts.serverMessages, error) : String(error);
      flash({ type: 'failure', text: interpolate(texts.failed, { reason }), durationMs: FAILURE_FLASH_MS });
      setSending(false);
      return;
    }
    writeStored('local', SIGNED_UP_EMAIL_KEY, email);
    track('LEAD_SUBMISSION', { origin: source, email, exit_intent: exitIntent });
    flashOnNextPage({ type: 'success', text: texts.signedUp });
    router.push(welcomeHref);
  }

  return (
    <Box component="form" {...SENT_BY_SCRIPT} onSubmit={submit} sx={{ display: 'grid', gap: 1.5, maxWidth: 520 }}>
      {/* Stacked on phones: a narrow dialog would otherwise cut the field's label short. */}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1 }}>
        <TextField name="email" type="email" required autoComplete="email" label={texts.label} size="small" fullWidth sx={{ bgcolor: 'background.paper' }} />
        <Button type="submit" variant="contained" disabled={sending} sx={{ flexShrink: 0 }}>
          {sending ? texts.sending : texts.button}
        </Button>
      </Box>
    </Box>
  );
}
