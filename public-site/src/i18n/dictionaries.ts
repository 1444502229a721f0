import { en, type Dictionary } from './en';
import { ja } from './ja';
import type { Language } from './language';

export type { Dictionary };

export function dictionaryFor(language: Language): Dictionary {
  return language === 'jp' ? ja : en;
}

/** Label of an enum value; null for a missing or unknown value so callers can leave it out. */
export function enumLabel<K extends string>(labels: Record<K, string>, value: string | null | undefined): string | null {
  return value != null && Object.hasOwn(labels, value) ? labels[value as K] : null;
}
