import type { Dictionary } from '@/i18n/dictionaries';
import type { EmployerConfirmationProps } from './EmployerConfirmation';

/** The confirmation screens' texts (the code screen and the e-mailed link's page share them). */
export function confirmationTexts(t: Dictionary): EmployerConfirmationProps['texts'] {
  const { unconfirmed, confirmLink, fields } = t.employerAuth;
  return {
    sentTo: unconfirmed.sentTo,
    sentToYou: unconfirmed.sentToYou,
    expires: unconfirmed.expires,
    code: fields.code,
    submit: unconfirmed.submit,
    sending: unconfirmed.sending,
    confirmed: unconfirmed.confirmed,
    otherAccount: unconfirmed.otherAccount,
    signOutLink: unconfirmed.signOutLink,
    resend: unconfirmed.resend,
    resending: unconfirmed.resending,
    resent: unconfirmed.resent,
    confirming: confirmLink.confirming,
    signInFirst: confirmLink.signInFirst,
    signInLink: confirmLink.signInLink,
    failed: confirmLink.failed,
    enterCode: confirmLink.enterCode,
  };
}
