import polyglotI18nProvider from 'ra-i18n-polyglot';
import { resolveBrowserLocale } from 'react-admin';
import { en } from './en';
import { ja } from './ja';

const MESSAGES = { en, ja } as const;

/** English unless the browser prefers Japanese; the user menu's language switch remembers a choice. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => MESSAGES[locale as keyof typeof MESSAGES] ?? en,
  resolveBrowserLocale('en') === 'ja' ? 'ja' : 'en',
  [
    { locale: 'en', name: 'English' },
    { locale: 'ja', name: '日本語' },
  ],
);
