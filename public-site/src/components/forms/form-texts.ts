import type { Dictionary } from '@/i18n/dictionaries';

/** What a failed form says around the server's answer, in the page's language. */
export interface FormErrorTexts {
  /** The error box's intro line. */
  intro: string;
  /** No answer came: nothing typed is lost, try again. */
  network: string;
  retry: string;
  /** Translations of the API's English messages into the page's language. */
  serverMessages: Record<string, string>;
}

/** An API message in the page's language; one without a translation is shown as the API wrote it. */
export function serverMessageText(serverMessages: Record<string, string>, message: string): string {
  return Object.hasOwn(serverMessages, message) ? serverMessages[message] : message;
}

export function formErrorTexts(t: Dictionary): FormErrorTexts {
  return { intro: t.errors.requestUnsuccessful, network: t.errors.network, retry: t.errors.retry, serverMessages: t.errors.serverMessages };
}
