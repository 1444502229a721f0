import type { Language } from '@shigoto/db/enums';

/** A date as readers in Japan expect it ("Nov 25, 2026" / "2026/11/25"), or null when missing or invalid. */
export function formatDate(iso: string | null | undefined, language: Language): string | null {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language === 'jp' ? 'ja-JP' : 'en-US', { dateStyle: 'medium', timeZone: 'Asia/Tokyo' }).format(date);
}
