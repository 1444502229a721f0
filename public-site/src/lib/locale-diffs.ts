/**
 * Where the Japanese dictionary falls short of the English one, string by string: a key whose
 * Japanese text is missing (absent, not a string, or blank), identical to the English (usually left
 * untranslated; sometimes rightly the same, like a brand name), or without the English text's
 * `{placeholders}` (the page would then lose a name or a number). Only the English structure is
 * walked: maps the English leaves empty (translations of the API's messages) have nothing to compare.
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

function placeholders(text: string): string {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1]))].sort().join(',');
}

/** A string may be left in English only if it has nothing to translate (digits, symbols, a placeholder). */
function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(PLACEHOLDER, ''));
}

function statusOf(english: string, japanese: unknown): LocaleDiffStatus | null {
  if (typeof japanese !== 'string' || !japanese.trim()) return 'missing';
  if (japanese === english) return hasWords(english) ? 'identical' : null;
  if (placeholders(japanese) !== placeholders(english)) return 'placeholders';
  return null;
}

export function localeDiffs(english: unknown, japanese: unknown, path: string[] = []): LocaleDiff[] {
  if (typeof english === 'string') {
    const status = statusOf(english, japanese);
    return status ? [{ key: path.join('.'), english, japanese: typeof japanese === 'string' ? japanese : null, status }] : [];
  }
  if (english === null || typeof english !== 'object') return [];
  const other = japanese !== null && typeof japanese === 'object' ? (japanese as Record<string, unknown>) : {};
  return Object.entries(english as Record<string, unknown>).flatMap(([name, value]) => localeDiffs(value, other[name], [...path, name]));
}

/** How many strings the English dictionary has: the table's "of all" figure. */
export function stringCount(english: unknown): number {
  if (typeof english === 'string') return 1;
  if (english === null || typeof english !== 'object') return 0;
  return Object.values(english as Record<string, unknown>).reduce<number>((sum, value) => sum + stringCount(value), 0);
}
