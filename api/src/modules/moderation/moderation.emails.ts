import type { Language } from '@shigoto/db/enums';
import type { EmailContent } from '../accounts/accounts.emails.js';

/**
 * The first employer's invitation to a company staff created from a company form or lead: the
 * company's colleague sign-up link, which joins the account to the company.
 */
export function companyInviteEmail(lang: Language, companyName: string, signupUrl: string): EmailContent {
  return lang === 'jp'
    ? {
        subject: `Shigoto に ${companyName} のページを用意しました`,
        text: `Shigoto へのお問い合わせありがとうございます。\n\n${companyName} の企業ページを作成しました。次のリンクから採用担当者アカウントを登録すると、求人の投稿と管理ができます:\n${signupUrl}\n\n会社のメールアドレスでご登録ください。同僚の方もこのリンクから参加できます。`,
      }
    : {
        subject: `Your ${companyName} page on Shigoto is ready`,
        text: `Thanks for getting in touch with Shigoto.\n\nWe have set up ${companyName} on Shigoto. Create your employer account with this link to post and manage your jobs:\n${signupUrl}\n\nSign up with your company e-mail address; your colleagues can join with the same link.`,
      };
}
