'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { languageOfUrl, type Language } from '@/i18n/language';

/**
 * The language of the URL being shown, for client components the server cannot tell it to (error
 * boundaries take no props from the page).
 */
export function useUrlLanguage(): Language {
  return languageOfUrl(usePathname(), useSearchParams());
}
