import type { Language } from '@shigoto/db/enums';
import type { Rows } from '@shigoto/db';

/** The two e-mails of an application by e-mail (a job without an application link, "email_forwarding"): the company's copy and the seeker's receipt. */
export interface EmailContent {
  subject: string;
  text: string;
}

type Application = Pick<Rows['Applicant'], 'name' | 'email' | 'url' | 'message'> & { locationName: string | null; japaneseLevel: string | null };

/** To the company, in English (the employer dashboard's default); replies go straight to the seeker's address in the body. */
export function companyApplicationEmail(application: Application, job: Pick<Rows['Job'], 'title'>, dashboardUrl: string): EmailContent {
  const lines = [
    `${application.name} applied to "${job.title}" through Shigoto.`,
    '',
    `Name: ${application.name}`,
    `E-mail: ${application.email}`,
    application.url ? `Link: ${application.url}` : null,
    application.locationName ? `Location: ${application.locationName}` : null,
    application.japaneseLevel ? `Japanese: ${application.japaneseLevel}` : null,
    '',
    application.message ?? '',
    '',
    `Rate and manage your applicants: ${dashboardUrl}`,
  ];
  return { subject: `New applicant for ${job.title}: ${application.name}`, text: lines.filter((line) => line !== null).join('\n') };
}

export function applicantReceiptEmail(lang: Language, name: string, job: Pick<Rows['Job'], 'title' | 'title_ja'>, companyName: string): EmailContent {
  return lang === 'jp'
    ? {
        subject: `${companyName}「${job.title_ja || job.title}」への応募を受け付けました`,
        text: `${name} 様\n\n${companyName} の「${job.title_ja || job.title}」への応募を企業にお送りしました。企業からの連絡はこのメールアドレスに届きます。\n\nShigoto`,
      }
    : {
        subject: `Your application to ${companyName}: ${job.title}`,
        text: `Hi ${name},\n\nThanks for applying! We sent your application for "${job.title}" to ${companyName}. They will reply to this e-mail address.\n\nShigoto`,
      };
}
