/**
 * Where the Japanese dictionary falls short of the English one, string by string: a key whose
 * Japanese text is missing (absent, not a string, or blank), identical to the English (usually left
 * untranslated; sometimes rightly the same, like a brand name), or without the English text's
 * `{placeholders}` (the page would then lose a name or a number). Only the English structure is
 * walked: maps the English leaves empty (translations of the API's messages) have nothing to compare,
 * and a list item's `key` names the item for React, it is never shown.
 */
export type LocaleDiffStatus = 'missing' | 'identical' | 'placeholders';

export interface LocaleDiff {
  /** The string's path in the dictionary, e.g. `footer.links.terms` or `home.claims.2.text`. */
  key: string;
  english: string;
  japanese: string | null;
  status: LocaleDiffStatus;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const ITEM_KEY = 'key';

/** Every shown string of a dictionary with its path; `listItem` when `value` is an entry of a list. */
function strings(value: unknown, path: string[] = [], listItem = false): [string[], string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  const list = Array.isArray(value);
  return Object.entries(value as Record<string, unknown>)
    .filter(([name]) => !(listItem && name === ITEM_KEY))
    .flatMap(([name, child]) => strings(child, [...path, name], list));
}

function at(dictionary: unknown, path: string[]): unknown {
  return path.reduce<unknown>((node, name) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[name] : undefined), dictionary);
}

function placeholders(text: string): string {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1]))].sort().join(',');
}

/** A string may stay as in English only if it has nothing to translate (digits, symbols, a placeholder). */
function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(PLACEHOLDER, ''));
}

function statusOf(english: string, japanese: unknown): LocaleDiffStatus | null {
  if (typeof japanese !== 'string' || !japanese.trim()) return 'missing';
  if (japanese === english) return hasWords(english) ? 'identical' : null;
  if (placeholders(japanese) !== placeholders(english)) return 'placeholders';
  return null;
}

export function localeDiffs(english: unknown, japanese: unknown): LocaleDiff[] {
  return strings(english).flatMap(([path, text]) => {
    const translation = at(japanese, path);
    const status = statusOf(text, translation);
    return status ? [{ key: path.join('.'), english: text, japanese: typeof translation === 'string' ? translation : null, status }] : [];
  });
}

/** How many shown strings the English dictionary has: the page's "in all" figure. */
export function stringCount(english: unknown): number {
  return strings(english).length;
}
