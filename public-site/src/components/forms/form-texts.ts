import type { Dictionary } from '@/i18n/dictionaries';

/** What a failed form says around the server's answer, in the page's language. */
export interface FormErrorTexts {
  /** The error box's intro line. */
  intro: string;
  /** No answer came: nothing typed is lost, try again. */
  network: string;
  retry: string;
}

export function formErrorTexts(t: Dictionary): FormErrorTexts {
  return { intro: t.errors.requestUnsuccessful, network: t.errors.network, retry: t.errors.retry };
}
