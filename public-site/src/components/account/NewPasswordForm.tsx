'use client';

import { useRouter } from 'next/navigation';
import MuiLink from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useFlash } from '@/components/feedback/Flash';
import type { FormErrorTexts } from '@/components/forms/form-texts';
import { useServerForm } from '@/components/forms/useServerForm';
import Link from '@/components/navigation/Link';
import { callApi } from '@/lib/browser/api';
import { clearSession } from '@/lib/browser/session';
import { AccountForm } from './AccountForm';

export interface NewPasswordFormProps {
  /** The single-use token from the e-mailed link. */
  token: string;
  /** Sign-in, where the new password is used. */
  signInHref: string;
  /** Asking for a new link, when this one is used up or expired. */
  resetRequestHref: string;
  texts: { newPassword: string; submit: string; sending: string; changed: string; askAgain: string; resetLink: string };
  errorTexts: FormErrorTexts;
}

/**
 * Sets a new password with the e-mailed token (POST password_resets). The change ends every
 * session of the account and starts none, so the visitor signs in with the new password next.
 */
export function NewPasswordForm({ token, signInHref, resetRequestHref, texts, errorTexts }: NewPasswordFormProps) {
  const router = useRouter();
  const flash = useFlash();
  const form = useServerForm({ password: '' }, errorTexts.serverMessages);

  async function save() {
    const sent = await form.submit(({ password }) => callApi('/password_resets', { body: { user: { token, password } } }));
    if (!sent.ok) return;
    // A session this tab may still hold was ended by the change.
    clearSession();
    flash({ type: 'success', text: texts.changed });
    router.replace(signInHref);
  }

  const tokenRefused = Boolean(form.failure?.fieldMessage('token'));
  return (
    <AccountForm
      onSubmit={save}
      form={form}
      errorTexts={errorTexts}
      texts={texts}
      fieldLabels={{ password: texts.newPassword, token: texts.resetLink }}
      failureHelp={
        tokenRefused && (
          <MuiLink component={Link} href={resetRequestHref} sx={{ fontWeight: 600 }}>
            {texts.askAgain}
          </MuiLink>
        )
      }
    >
      <TextField {...form.field('password')} type="password" label={texts.newPassword} autoComplete="new-password" required fullWidth />
    </AccountForm>
  );
}
