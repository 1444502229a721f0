'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { Language } from '@shigoto/db/enums';
import { track } from '@/lib/browser/tracking';
import { interpolate } from '@/lib/format/template';

/** Kept in the browser after a sign-up, so the site stops offering the newsletter. */
export const SIGNED_UP_EMAIL_KEY = 'shigoto.newsletter.email';

export interface SignupFormProps {
  language: Language;
  /** Where a new subscriber goes next: the welcome page. */
  welcomeHref: string;
  texts: { label: string; button: string; sending: string; failed: string };
  /** Where the sign-up came from, kept with the lead. */
  source?: string;
  /** Shown as the exit-intent offer: its sign-ups are tracked as such. */
  exitIntent?: boolean;
}

/** What went wrong, in one line: the API's field messages ("email is not a valid e-mail address") or its error. */
function reasonOf(body: unknown, status: number): string {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors) && typeof errors[0] === 'string') return errors[0];
  if (errors && typeof errors === 'object') {
    return Object.entries(errors as Record<string, string[]>)
      .map(([field, messages]) => `${field} ${messages.join(', ')}`)
      .join('; ');
  }
  return `HTTP ${status}`;
}

/**
 * The job-alert newsletter sign-up (POST /api/v1/leads with `{ lead: { email, language, source } }`). Posted from the browser to the
 * site's own /api, so the API rate-limits each visitor, not the site's server.
 */
export function SignupForm({ language, welcomeHref, texts, source = 'newsletter_page', exitIntent = false }: SignupFormProps) {
  const router = useRouter();
  const [state, setState] = useState<{ sending: boolean; failure: string | null }>({ sending: false, failure: null });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setState({ sending: true, failure: null });
    try {
      const response = await fetch('/api/v1/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ lead: { email, language, source } }),
      });
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => null);
        setState({ sending: false, failure: interpolate(texts.failed, { reason: reasonOf(body, response.status) }) });
        return;
      }
      window.localStorage.setItem(SIGNED_UP_EMAIL_KEY, email);
      track('LEAD_SUBMISSION', { origin: source, email, exit_intent: exitIntent });
      router.push(welcomeHref);
    } catch (error) {
      setState({ sending: false, failure: interpolate(texts.failed, { reason: error instanceof Error ? error.message : String(error) }) });
    }
  }

  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1.5, maxWidth: 520 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField name="email" type="email" required autoComplete="email" label={texts.label} size="small" fullWidth sx={{ bgcolor: 'background.paper' }} />
        <Button type="submit" variant="contained" disabled={state.sending} sx={{ flexShrink: 0 }}>
          {state.sending ? texts.sending : texts.button}
        </Button>
      </Box>
      {state.failure && (
        <Alert severity="error" role="alert">
          {state.failure}
        </Alert>
      )}
    </Box>
  );
}
