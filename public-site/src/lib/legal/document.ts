import type { Language } from '@/i18n/language';

/**
 * A legal text (terms of service, privacy policy) in one language: numbered sections of paragraphs
 * and lists. `{email}` in a text stands for the contact address, written as a mail link.
 */
export interface LegalDocument {
  title: string;
  /** The day the text last changed, YYYY-MM-DD. */
  updated: string;
  intro: string[];
  sections: { heading: string; paragraphs?: string[]; items?: string[]; after?: string[] }[];
}

export type LegalTexts = Record<Language, LegalDocument>;

/** A text's parts around the `{email}` placeholder: plain text, and where the address goes. */
export function withEmail(text: string): ({ text: string } | { email: true })[] {
  return text.split('{email}').flatMap((part, index) => (index === 0 ? [{ text: part }] : [{ email: true as const }, { text: part }])).filter((part) => !('text' in part) || part.text);
}
