'use client';

import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LANGUAGES, type Language } from '@shigoto/db/enums';
import { AccountForm } from '@/components/account/AccountForm';
import { useFlash } from '@/components/feedback/Flash';
import type { FormErrorTexts } from '@/components/forms/form-texts';
import { useServerForm } from '@/components/forms/useServerForm';
import { callApi, RequestFailure } from '@/lib/browser/api';
import { sessionUserOf, storeSession, storeSessionUser, type AccountAnswer, type SessionUser } from '@/lib/browser/session';
import { interpolate } from '@/lib/format/template';

/** What the account page reads of the employer's profile (held to the API's schema in lib/api/contract). */
export interface EmployerProfileFields {
  email: string;
  name: string | null;
  language: Language;
}

/** What the account page reads of the employer's company: its name and the colleagues' signup link. */
export interface EmployerCompanyFields {
  name: string;
  membership_signup_url: string | null;
}

type EmployerProfile = SessionUser & EmployerProfileFields;

/** GET employers/current: the employer, and its company included. */
interface CurrentEmployerAnswer extends AccountAnswer {
  included: { type: 'company'; attributes: EmployerCompanyFields }[];
}

interface CurrentEmployer {
  user: EmployerProfile;
  company: EmployerCompanyFields;
}

export interface EmployerAccountProps {
  texts: {
    loading: string;
    loadFailed: string;
    profile: string;
    email: string;
    name: string;
    language: string;
    languages: Record<Language, string>;
    passwordHeading: string;
    passwordHelp: string;
    currentPassword: string;
    newPassword: string;
    submit: string;
    sending: string;
    saved: string;
    colleagues: string;
    colleaguesIntro: string;
    shareLink: string;
    copy: string;
    copied: string;
    copyFailed: string;
  };
  errorTexts: FormErrorTexts;
}

/** The employer's account (GET employers/current): the profile form, and the company's signup link for colleagues. */
export function EmployerAccount({ texts, errorTexts }: EmployerAccountProps) {
  const [current, setCurrent] = useState<CurrentEmployer | RequestFailure | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    callApi<CurrentEmployerAnswer>('/employers/current', { signal: controller.signal })
      .then((answer) => setCurrent({ user: sessionUserOf(answer.data) as EmployerProfile, company: answer.included[0].attributes }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setCurrent(error instanceof RequestFailure ? error : new RequestFailure(500, errorTexts.intro));
      });
    return () => controller.abort();
  }, [errorTexts.intro]);

  if (!current) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4 }}>
        <CircularProgress size={20} />
        <Typography color="text.secondary">{texts.loading}</Typography>
      </Box>
    );
  }
  if (current instanceof RequestFailure) {
    return <Alert severity="error">{current.network ? errorTexts.network : texts.loadFailed}</Alert>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Section heading={texts.profile}>
        <ProfileForm profile={current.user} texts={texts} errorTexts={errorTexts} />
      </Section>
      {current.company.membership_signup_url && (
        <Section heading={texts.colleagues}>
          <ShareLink url={current.company.membership_signup_url} intro={interpolate(texts.colleaguesIntro, { company: current.company.name })} texts={texts} />
        </Section>
      )}
    </Box>
  );
}

function Section({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
        {heading}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * Name, e-mail language and password (POST employers/current). A new password needs the current
 * one; it ends every session, and the answer carries this device's new tokens.
 */
function ProfileForm({ profile, texts, errorTexts }: { profile: EmployerProfile; texts: EmployerAccountProps['texts']; errorTexts: FormErrorTexts }) {
  const flash = useFlash();
  const form = useServerForm({ name: profile.name ?? '', language: profile.language, current_password: '', password: '' }, errorTexts.serverMessages);

  async function save() {
    const sent = await form.submit(({ name, language, current_password, password }) =>
      // A new password ended every session: the answer then carries this device's new tokens.
      callApi<AccountAnswer>('/employers/current', {
        body: { user: { name: name.trim() || null, language, ...(password ? { password, current_password } : {}) } },
      }),
    );
    if (!sent.ok) return;
    const { data, meta } = sent.answer;
    if (meta) storeSession({ data, meta });
    else storeSessionUser(sessionUserOf(data));
    form.setValues((values) => ({ ...values, current_password: '', password: '' }));
    flash({ type: 'success', text: texts.saved });
  }

  return (
    <AccountForm
      onSubmit={save}
      form={form}
      errorTexts={errorTexts}
      texts={texts}
      fieldLabels={{ name: texts.name, language: texts.language, current_password: texts.currentPassword, password: texts.newPassword }}
    >
      <TextField label={texts.email} value={profile.email} slotProps={{ input: { readOnly: true } }} disabled fullWidth />
      <TextField {...form.field('name')} label={texts.name} autoComplete="name" fullWidth />
      <TextField {...form.field('language')} select label={texts.language} slotProps={{ select: { native: true } }} fullWidth>
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {texts.languages[language]}
          </option>
        ))}
      </TextField>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mt: 1 }}>
        {texts.passwordHeading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
        {texts.passwordHelp}
      </Typography>
      <TextField {...form.field('current_password')} type="password" label={texts.currentPassword} autoComplete="current-password" fullWidth />
      <TextField {...form.field('password')} type="password" label={texts.newPassword} autoComplete="new-password" fullWidth />
    </AccountForm>
  );
}

/** The company's signup link for colleagues, with a copy button (the field stays selectable where copying is not allowed). */
function ShareLink({ url, intro, texts }: { url: string; intro: string; texts: EmployerAccountProps['texts'] }) {
  const flash = useFlash();
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      flash({ type: 'success', text: texts.copied });
    } catch {
      flash({ type: 'failure', text: texts.copyFailed });
    }
  }
  return (
    <>
      <Typography color="text.secondary" sx={{ lineHeight: 1.6 }}>
        {intro}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, alignItems: { sm: 'center' } }}>
        <TextField
          label={texts.shareLink}
          value={url}
          slotProps={{ input: { readOnly: true }, htmlInput: { onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() } }}
          fullWidth
        />
        <Button type="button" variant="outlined" onClick={copy} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          {texts.copy}
        </Button>
      </Box>
    </>
  );
}
