import type { Language } from '@shigoto/db/enums';

export interface EmailContent {
  subject: string;
  text: string;
}

/** The welcome a new newsletter / job-alert subscriber gets, in the language they signed up in. */
export function leadWelcomeEmail(lang: Language, publicUrl: string): EmailContent {
  return lang === 'jp'
    ? {
        subject: 'Shigoto ニュースレターへようこそ',
        text: `ご登録ありがとうございます。\n\n日本のテック求人の新着情報を定期的にお届けします。\n\n求人を見る: ${publicUrl}/jp/jobs\n\n配信停止はいつでも各メールのリンクから行えます。`,
      }
    : {
        subject: 'Welcome to the Shigoto newsletter',
        text: `Thanks for signing up!\n\nWe'll keep you notified of new tech jobs in Japan.\n\nBrowse jobs now: ${publicUrl}/jobs\n\nYou can unsubscribe at any time with the link in each e-mail.`,
      };
}

/** A staff notice: what was submitted, one "field: value" line per filled-in field. */
export function staffNoticeEmail(title: string, fields: Record<string, unknown>, consoleUrl: string): EmailContent {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([field, value]) => `${field}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
  return { subject: `[Shigoto] ${title}`, text: `${title}\n\n${lines.join('\n')}\n\nStaff console: ${consoleUrl}` };
}
