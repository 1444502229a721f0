import type { Dictionary } from '@/i18n/dictionaries';
import type { RequestFailure } from '@/lib/browser/api';

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

/**
 * A failed request's reason in the page's language. A reason the API wrote as a field and its
 * message ("email has already been taken") without a translation of its own is given as the
 * field's translated message: the field itself is marked with it under the box.
 */
export function failureText(serverMessages: Record<string, string>, failure: RequestFailure): string {
  if (Object.hasOwn(serverMessages, failure.message)) return serverMessages[failure.message];
  const [field, messages] = Object.entries(failure.fields)[0] ?? [];
  const first = messages?.[0];
  if (first && failure.message === `${field} ${first}` && Object.hasOwn(serverMessages, first)) return serverMessages[first];
  return failure.message;
}

export function formErrorTexts(t: Dictionary): FormErrorTexts {
  return { intro: t.errors.requestUnsuccessful, network: t.errors.network, retry: t.errors.retry, serverMessages: t.errors.serverMessages };
}
