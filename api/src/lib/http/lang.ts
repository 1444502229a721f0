import type { Request } from 'express';
import type { Language } from '@shigoto/db/enums';

/** Japanese is picked by lang=jp or fLang=jp (the site turns /jp/ paths into lang=jp). */
export function languageOf(req: Request): Language {
  const query = req.query as Record<string, unknown>;
  return query.lang === 'jp' || query.fLang === 'jp' ? 'jp' : 'en';
}

/** Missing Japanese text falls back to English, then to a dash. */
export function localized(record: object, field: string, lang: Language): string {
  const values = record as Record<string, unknown>;
  const japanese = lang === 'jp' ? values[`${field}_ja`] : null;
  const value = typeof japanese === 'string' && japanese.trim() ? japanese : values[field];
  return typeof value === 'string' && value.trim() ? value : '-';
}
