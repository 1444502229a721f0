import type { Language } from '@shigoto/db/enums';
import { interpolate } from './template';

/** "1 job" / "1,234 jobs": the singular text for one, the `{count}` text otherwise, in the page's number format. */
export function countLabel(count: number, texts: { one: string; many: string }, language: Language): string {
  return count === 1 ? texts.one : interpolate(texts.many, { count: count.toLocaleString(language === 'jp' ? 'ja-JP' : 'en-US') });
}
