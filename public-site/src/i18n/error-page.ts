import type { Language } from './language';

export interface ErrorPageText {
  title: string;
  message: string;
  retry: string;
  homeLink: string;
}

/**
 * The error pages' copy. Error boundaries are client components and every page ships the root
 * ones, so their copy lives apart from the dictionaries (25 kB of JavaScript if sent along).
 */
export const errorPageTexts: Record<Language, ErrorPageText> = {
  en: {
    title: 'Something went wrong',
    message: 'This page could not be loaded right now. Please try again in a moment.',
    retry: 'Try again',
    homeLink: 'Go to the homepage',
  },
  jp: {
    title: '問題が発生しました',
    message: 'ただいまこのページを表示できません。しばらくしてからもう一度お試しください。',
    retry: 'もう一度試す',
    homeLink: 'ホームページへ戻る',
  },
};
