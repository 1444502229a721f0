import type { Language } from '@shigoto/db/enums';

/** Transactional e-mails of the accounts module, in the recipient's language. */
export interface EmailContent {
  subject: string;
  text: string;
}

export function confirmationCodeEmail(lang: Language, code: string, publicUrl: string): EmailContent {
  return lang === 'jp'
    ? {
        subject: `Shigoto 確認コード: ${code}`,
        text: `Shigoto にご登録いただきありがとうございます。\n\n確認コード: ${code}\n\n${publicUrl}/employer-confirm/${code} を開くか、画面にコードを入力してください。コードの有効期限は24時間です。`,
      }
    : {
        subject: `Your Shigoto confirmation code: ${code}`,
        text: `Thanks for signing up to Shigoto.\n\nYour confirmation code: ${code}\n\nOpen ${publicUrl}/employer-confirm/${code} or enter the code on the screen. It expires in 24 hours.`,
      };
}

export function passwordResetEmail(lang: Language, token: string, publicUrl: string): EmailContent {
  const link = `${publicUrl}/password-reset/${token}`;
  return lang === 'jp'
    ? {
        subject: 'Shigoto パスワードの再設定',
        text: `パスワード再設定のリクエストを受け付けました。\n\n次のリンクから新しいパスワードを設定してください（1時間有効・1回のみ）:\n${link}\n\nお心当たりがない場合は、このメールを無視してください。`,
      }
    : {
        subject: 'Reset your Shigoto password',
        text: `We received a request to reset your password.\n\nSet a new one here (valid for one hour, once):\n${link}\n\nIf you did not ask for this, ignore this e-mail.`,
      };
}
