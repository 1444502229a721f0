'use client';

import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MuiLink from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AccountForm } from '@/components/account/AccountForm';
import { useSession } from '@/components/account/useSession';
import { useHydrated } from '@/lib/browser/hydrated';
import { flashOnNextPage, useFlash } from '@/components/feedback/Flash';
import { failureText, type FormErrorTexts } from '@/components/forms/form-texts';
import { useServerForm } from '@/components/forms/useServerForm';
import Link from '@/components/navigation/Link';
import { RequestFailure, callApi } from '@/lib/browser/api';
import { sessionUserOf, storeSessionUser, type AccountAnswer } from '@/lib/browser/session';
import { interpolate } from '@/lib/format/template';

export interface EmployerConfirmationProps {
  /** The code of the e-mailed link (`/employer-confirm/{code}`), sent at once; without it the employer types it. */
  linkCode?: string;
  /** Where the confirmed employer goes (the jobs list). */
  dashboardHref: string;
  /** Sign-in, coming back here afterwards. */
  signInHref: string;
  /** The code screen, offered when the link's code is refused. */
  unconfirmedHref: string;
  logoutHref: string;
  texts: {
    sentTo: string;
    sentToYou: string;
    expires: string;
    code: string;
    submit: string;
    sending: string;
    confirmed: string;
    otherAccount: string;
    signOutLink: string;
    confirming: string;
    signInFirst: string;
    signInLink: string;
    failed: string;
    enterCode: string;
    resend: string;
    resending: string;
    resent: string;
  };
  errorTexts: FormErrorTexts;
}


/**
 * Confirms a new employer's e-mail address with the 6-digit code it was sent (POST
 * employer_confirmations, as the signed-in employer): typed on the code screen, or sent at once
 * from the e-mailed link. Confirmed, the employer goes to the dashboard. Not signed in as an
 * employer, the visitor is asked to sign in first and comes back here.
 */
export function EmployerConfirmation({ linkCode, dashboardHref, signInHref, unconfirmedHref, logoutHref, texts, errorTexts }: EmployerConfirmationProps) {
  const session = useSession();
  // The server and the first render know no session: decide once the browser has read it.
  const hydrated = useHydrated();
  const form = useServerForm({ code: linkCode ?? '' }, errorTexts.serverMessages);
  const employer = session?.accountType === 'employer' ? session : null;
  const alreadyConfirmed = employer?.user?.confirmed === true;
  const sentLink = useRef(false);
  const leaving = useRef(false);
  /**
   * Once: confirming stores the confirmed account, which also makes the effect below see it; a
   * second navigation would abort the first.
   */
  const openDashboard = () => {
    if (leaving.current) return;
    leaving.current = true;
    window.location.replace(dashboardHref);
  };

  async function confirm() {
    const sent = await form.submit(({ code }) => callApi<AccountAnswer>('/employer_confirmations', { body: { code: code.trim() } }));
    if (!sent.ok) return;
    storeSessionUser(sessionUserOf(sent.answer.data));
    // The dashboard opens with a full page load (its layout then starts from the confirmed account), so the message waits for that page.
    flashOnNextPage({ type: 'success', text: texts.confirmed });
    openDashboard();
  }

  useEffect(() => {
    if (alreadyConfirmed) openDashboard();
    else if (employer && linkCode && !sentLink.current) {
      sentLink.current = true;
      void confirm();
    }
    // `confirm` is left out on purpose: the link's code is sent once, when the employer is known.
  }, [alreadyConfirmed, employer, linkCode, dashboardHref]);

  if (!hydrated || alreadyConfirmed) return <Progress text={texts.confirming} />;
  if (!employer) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="info">{texts.signInFirst}</Alert>
        <MuiLink component={Link} href={signInHref} sx={{ fontWeight: 600 }}>
          {texts.signInLink}
        </MuiLink>
      </Box>
    );
  }
  const codeForm = (
    <AccountForm onSubmit={confirm} form={form} errorTexts={errorTexts} texts={texts} fieldLabels={{ code: texts.code }}>
      <TextField {...form.field('code')} label={texts.code} autoComplete="one-time-code" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }} required fullWidth />
    </AccountForm>
  );
  if (linkCode) {
    if (!form.failure) return <Progress text={texts.confirming} />;
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="error">{texts.failed}</Alert>
        {codeForm}
        <MuiLink component={Link} href={unconfirmedHref}>
          {texts.enterCode}
        </MuiLink>
      </Box>
    );
  }
  const email = typeof employer.user?.email === 'string' ? employer.user.email : null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography data-testid="code-sent-to" sx={{ lineHeight: 1.6 }}>
        {email ? interpolate(texts.sentTo, { email }) : texts.sentToYou}
        {/* A line of its own: Japanese sentences are not separated by spaces. */}
        <br />
        {texts.expires}
      </Typography>
      {codeForm}
      <ResendCode texts={texts} errorTexts={errorTexts} />
      <Typography variant="body2" color="text.secondary">
        {texts.otherAccount}{' '}
        <MuiLink component={Link} href={logoutHref} prefetch={false}>
          {texts.signOutLink}
        </MuiLink>
      </Typography>
    </Box>
  );
}

/** Asks for a new code (POST employer_confirmation_codes) when the e-mail is lost or the code expired; the API limits how often. */
function ResendCode({ texts, errorTexts }: Pick<EmployerConfirmationProps, 'texts' | 'errorTexts'>) {
  const flash = useFlash();
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await callApi('/employer_confirmation_codes', { method: 'POST' });
      flash({ type: 'success', text: texts.resent });
    } catch (error) {
      if (!(error instanceof RequestFailure)) throw error;
      flash({ type: 'failure', text: error.status === 0 ? errorTexts.network : failureText(errorTexts.serverMessages, error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <Button variant="text" onClick={resend} disabled={sending} sx={{ justifySelf: 'start' }}>
      {sending ? texts.resending : texts.resend}
    </Button>
  );
}

function Progress({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
      <CircularProgress size={20} />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
