'use client';

import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Language } from '@shigoto/db/enums';
import { SignUpForm, type SignUpFormProps } from '@/components/account/SignUpForm';
import { callApi, RequestFailure } from '@/lib/browser/api';
import { interpolate } from '@/lib/format/template';

interface MembershipAnswer {
  data: { attributes: { company_name: string } };
}

export interface EmployerSignUpProps {
  language: Language;
  /** The code of a colleague's link (`?code=`), if the visitor came through one. */
  membershipCode: string | null;
  destination: string;
  unconfirmedHref: string;
  texts: SignUpFormProps['texts'] & { joinIntro: string; company: string; invalidCode: string; loading: string };
  errorTexts: SignUpFormProps['errorTexts'];
  emailTaken: SignUpFormProps['emailTaken'];
}

type Membership = { state: 'none' } | { state: 'loading' } | { state: 'company'; name: string } | { state: 'invalid' };

/**
 * The employer's sign-up. Through a colleague's link the company the code joins is shown, fixed:
 * the new account belongs to it. The look-up runs in the browser, so the API's limit on guessing
 * codes counts each visitor rather than the site. A code the API does not know says so and
 * offers the ordinary sign-up (a new company).
 */
export function EmployerSignUp({ language, membershipCode, destination, unconfirmedHref, texts, errorTexts, emailTaken }: EmployerSignUpProps) {
  const [membership, setMembership] = useState<Membership>(membershipCode ? { state: 'loading' } : { state: 'none' });

  useEffect(() => {
    if (!membershipCode) return;
    const controller = new AbortController();
    callApi<MembershipAnswer>(`/company_membership_code_employers/${encodeURIComponent(membershipCode)}`, { signal: controller.signal })
      .then((answer) => setMembership({ state: 'company', name: answer.data.attributes.company_name }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setMembership(error instanceof RequestFailure && error.status === 404 ? { state: 'invalid' } : { state: 'none' });
      });
    return () => controller.abort();
  }, [membershipCode]);

  if (membership.state === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4 }}>
        <CircularProgress size={20} />
        <Typography color="text.secondary">{texts.loading}</Typography>
      </Box>
    );
  }
  const company = membership.state === 'company' ? membership.name : null;
  return (
    <>
      {membership.state === 'invalid' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {texts.invalidCode}
        </Alert>
      )}
      <SignUpForm
        kind="employer"
        language={language}
        destination={destination}
        unconfirmedHref={unconfirmedHref}
        membershipCode={company ? membershipCode! : undefined}
        texts={texts}
        errorTexts={errorTexts}
        emailTaken={emailTaken}
      >
        {company && (
          <>
            <Typography data-testid="membership-intro" sx={{ lineHeight: 1.6 }}>
              {interpolate(texts.joinIntro, { company })}
            </Typography>
            <TextField label={texts.company} value={company} slotProps={{ input: { readOnly: true } }} disabled fullWidth />
          </>
        )}
      </SignUpForm>
    </>
  );
}
