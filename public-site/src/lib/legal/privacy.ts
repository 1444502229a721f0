import type { LegalTexts } from './document';

/** The privacy policy (/privacy, /jp/privacy), written for the Act on the Protection of Personal Information (APPI). */
export const PRIVACY_POLICY: LegalTexts = {
  en: {
    title: 'Privacy policy',
    updated: '2026-11-25',
    intro: [
      'Shigoto handles personal information in accordance with the Act on the Protection of Personal Information (APPI) and the guidelines under it. This policy says what we collect, why, who receives it, how long we keep it and how to reach us.',
    ],
    sections: [
      {
        heading: 'What we collect',
        items: [
          'Applications: your name, e-mail address, where you live, your Japanese level, the links you give (a profile or portfolio), your message and the job you apply to.',
          'Resumes and other files you attach to an application.',
          'Accounts: your e-mail address and name, and a one-way hash of your password (never the password itself). For employers, also the company and the role.',
          'The newsletter: your e-mail address, the kinds of jobs you want to hear about and your language.',
          'Reviews, experiences, feedback and the forms you send us: what you write, and an e-mail address if you give one.',
          'Use of the site: the pages you view, clicks on apply buttons, the campaign that brought you (utm parameters), your IP address and browser. Your browser also keeps your sign-in and the application details you entered, so you do not type them again.',
        ],
      },
      {
        heading: 'Why we use it',
        items: [
          'To run the job board and your account.',
          'To pass your application to the company you apply to, and to tell you it was sent.',
          'To send the newsletter and job alerts you asked for.',
          'To read reviews and experiences before publishing them, and to answer your questions and feedback.',
          'To keep Shigoto safe: to prevent spam, fraud and abuse (for example by limiting repeated requests and flagging suspicious applications).',
          'To understand how the site is used and improve it, using figures that do not identify you.',
        ],
        after: ['We do not use personal information for any other purpose without your consent.'],
      },
      {
        heading: 'Who receives it',
        paragraphs: [
          'When you apply to a job, you consent to us providing your application and resume to the company that posted it, the company named on the job’s page. From then on the company handles them as a business handling personal information in its own right, under its own privacy policy.',
          'Reviews and experiences are published without your name or e-mail address.',
          'Apart from this we do not provide personal information to third parties without your consent, except where APPI allows it (for example when the law requires it, or to protect someone’s life or property when your consent cannot be obtained).',
          'We entrust some work to service providers, such as hosting and e-mail delivery, under contracts that oblige them to protect the information, and we supervise them. If a provider stores information outside Japan, we take the measures APPI requires and, on request, tell you the country and those measures.',
        ],
      },
      {
        heading: 'How long we keep it',
        items: [
          'Applications and resumes: as long as the company needs them for the job’s hiring, and no longer than two years after the application.',
          'Newsletter: until you unsubscribe (every e-mail has a link). Afterwards we keep only the fact that you unsubscribed, so we do not write again.',
          'Accounts: until you ask us to delete them.',
          'Reviews and experiences: as long as they are published; rejected ones are deleted within a year.',
          'Server logs: 90 days.',
        ],
      },
      {
        heading: 'How we protect it',
        paragraphs: [
          'Pages and files are sent over encrypted connections. Resumes are stored privately and can be downloaded only by the company the application went to. Staff access is limited to those who need it, and every staff decision is recorded.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may ask us to disclose the personal information we hold about you and the records of its provision to third parties, to correct, add to or delete it, or to stop using it or providing it to third parties. Write to {email}; we check that the request comes from you and answer without delay. You can unsubscribe from the newsletter at any time with the link in each e-mail.',
        ],
      },
      {
        heading: 'Changes',
        paragraphs: ['If this policy changes, we publish the new version on this page with its date.'],
      },
      {
        heading: 'Contact',
        paragraphs: ['Questions and requests about personal information: Shigoto, personal information contact, {email}'],
      },
    ],
  },
  jp: {
    title: 'プライバシーポリシー',
    updated: '2026-11-25',
    intro: [
      'Shigotoは、個人情報の保護に関する法律（個人情報保護法）およびそのガイドラインに従って個人情報を取り扱います。本ポリシーでは、取得する情報、利用目的、提供先、保存期間、お問い合わせ窓口についてご説明します。',
    ],
    sections: [
      {
        heading: '取得する情報',
        items: [
          '応募情報：氏名、メールアドレス、居住地、日本語レベル、ご提供いただいたリンク（プロフィールやポートフォリオ）、メッセージ、応募先の求人。',
          '応募に添付された履歴書その他のファイル。',
          'アカウント：メールアドレス、氏名、パスワードの一方向ハッシュ（パスワードそのものは保存しません）。採用企業の場合は会社と役職。',
          'ニュースレター：メールアドレス、希望する求人の種類、言語。',
          '口コミ、体験談、フィードバック、各種フォーム：ご記入の内容と、任意でご提供いただいたメールアドレス。',
          'サイトの利用状況：閲覧したページ、応募ボタンのクリック、流入元のキャンペーン（utmパラメータ）、IPアドレス、ブラウザの種類。また、ログイン状態や入力した応募情報は、再入力の手間を省くためお使いのブラウザに保存されます。',
        ],
      },
      {
        heading: '利用目的',
        items: [
          '求人サイトおよびアカウントの運営のため。',
          '応募先の企業へ応募情報を提供し、送信完了をお知らせするため。',
          'ご希望のニュースレターや求人のお知らせを配信するため。',
          '口コミや体験談を公開前に確認し、お問い合わせやフィードバックに回答するため。',
          'スパム、不正、悪用を防止し、Shigotoの安全を守るため（繰り返しのリクエストの制限や、不審な応募の検出など）。',
          '個人を特定しない統計によりサイトの利用状況を把握し、改善するため。',
        ],
        after: ['ご本人の同意なく、これ以外の目的で個人情報を利用することはありません。'],
      },
      {
        heading: '第三者への提供',
        paragraphs: [
          '求人に応募された場合、応募情報と履歴書を、その求人を掲載した企業（求人ページに記載の企業）に提供することに同意いただいたものとします。提供後は、当該企業が自ら個人情報取扱事業者として、その企業のプライバシーポリシーに従って取り扱います。',
          '口コミや体験談は、お名前やメールアドレスなしで公開されます。',
          '上記のほか、個人情報保護法で認められる場合（法令に基づく場合や、人の生命・財産の保護のために必要で本人の同意を得ることが困難な場合など）を除き、ご本人の同意なく第三者に個人情報を提供することはありません。',
          'サーバーの運用やメール配信など、業務の一部を外部の事業者に委託することがあります。その場合は、個人情報の保護を義務づける契約を結び、適切に監督します。委託先が日本国外で情報を保存する場合は、個人情報保護法が求める措置を講じ、ご請求に応じて国名とその措置をお知らせします。',
        ],
      },
      {
        heading: '保存期間',
        items: [
          '応募情報と履歴書：企業が当該求人の採用に必要とする期間。応募から最長2年間。',
          'ニュースレター：配信停止まで（各メールにリンクがあります）。停止後は、再度送信しないよう、配信を停止した事実のみを保存します。',
          'アカウント：削除のご依頼があるまで。',
          '口コミと体験談：公開している間。掲載を見送ったものは1年以内に削除します。',
          'サーバーのログ：90日間。',
        ],
      },
      {
        heading: '安全管理措置',
        paragraphs: [
          'ページとファイルは暗号化された通信で送信します。履歴書は非公開で保存され、応募先の企業のみがダウンロードできます。スタッフのアクセスは必要な者に限り、スタッフによる判断はすべて記録しています。',
        ],
      },
      {
        heading: 'ご本人の権利',
        paragraphs: [
          '当社が保有するご本人の個人情報および第三者提供の記録の開示、内容の訂正・追加・削除、利用の停止、第三者への提供の停止を請求できます。{email} までご連絡ください。ご本人であることを確認のうえ、遅滞なく対応します。ニュースレターは各メールのリンクからいつでも配信を停止できます。',
        ],
      },
      {
        heading: '改定',
        paragraphs: ['本ポリシーを改定した場合は、改定日とともに本ページで公表します。'],
      },
      {
        heading: 'お問い合わせ窓口',
        paragraphs: ['個人情報に関するお問い合わせ・ご請求：Shigoto 個人情報お問い合わせ窓口 {email}'],
      },
    ],
  },
};
