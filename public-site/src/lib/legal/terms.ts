import type { LegalTexts } from './document';

/** The terms of service, served as standalone documents (/terms_of_service_en.html, /terms_of_service_ja.html). */
export const TERMS_OF_SERVICE: LegalTexts = {
  en: {
    title: 'Shigoto Terms of Service',
    updated: '2026-11-25',
    intro: [
      'These terms apply to everyone who uses Shigoto, the job board for tech jobs in Japan ("Shigoto", "we"): visitors, job seekers and employers. By using the site, its newsletter or its staff-reviewed forms you agree to them. If you use Shigoto for a company, you agree for that company.',
    ],
    sections: [
      {
        heading: 'The service',
        paragraphs: [
          'Shigoto publishes job listings from companies hiring in Japan, information about those companies, articles, a newsletter, and reviews and experiences written by the people who work there. Job seekers use Shigoto for free.',
          'We are not a party to any employment or service contract between a job seeker and an employer, and we do not act as an employment agency for either side. We check companies and jobs before they are listed, but we cannot guarantee that a listing is complete or accurate or that an application leads to an interview or a job.',
        ],
      },
      {
        heading: 'Accounts',
        items: [
          'Give true and current information, and keep your password to yourself. You are responsible for what is done with your account.',
          'One person, one account. Employer accounts are for people who work for the company, with an e-mail address on the company’s own domain.',
          'You may close your account at any time by writing to us. We may suspend or close an account that breaks these terms.',
        ],
      },
      {
        heading: 'Applying to jobs',
        items: [
          'When you apply, what you send (your details, your message and your resume) is passed to the company that posted the job, as the privacy policy explains. Apply only with your own, true information.',
          'Some jobs state requirements, such as a level of Japanese or living in Japan. We tell you when your answers do not meet them; applying anyway is your choice, and the company may treat such applications differently.',
          'Whether and how a company answers is up to the company.',
        ],
      },
      {
        heading: 'Posting jobs',
        items: [
          'Post only real, open positions, with the working conditions the Employment Security Act requires a job offer to state, including the salary range and the place of work. Listings must not discriminate on grounds the law forbids.',
          'Every new job is reviewed by our team before it can be published. We may decline, edit out links from, or remove a listing that does not follow these terms or our listing policy.',
          'Fees follow the plan or contract you agreed to. Hires made through Shigoto must be reported within 5 days of a successful hire.',
          'Use applicants’ personal information only to recruit for the job they applied to, handle it as the Act on the Protection of Personal Information requires, and delete it when it is no longer needed.',
        ],
      },
      {
        heading: 'Reviews, experiences and other things you send',
        items: [
          'Write about your own experience, honestly. Do not name or describe private individuals, reveal confidential information, or write anything defamatory or abusive.',
          'Our team reads every review and experience before it is published, and may decline it or publish it without links. Reviews are published without your name or e-mail address.',
          'You keep the rights to what you write, and you allow us to publish, translate and display it on Shigoto and in its newsletter, without payment.',
        ],
      },
      {
        heading: 'What is not allowed',
        items: [
          'Collecting data from Shigoto by automated means, or using contact details found on Shigoto for unsolicited messages.',
          'Giving false information, pretending to be someone else, or applying or posting on someone’s behalf without their permission.',
          'Interfering with the site, trying to reach data or accounts that are not yours, or getting around its limits.',
          'Anything unlawful, or that infringes others’ rights.',
        ],
      },
      {
        heading: 'Our content',
        paragraphs: [
          'The site’s design, text, articles and software belong to Shigoto or its licensors. Job listings and company information belong to the companies that provided them.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'Shigoto is provided as it is. We work to keep it available and correct, but we do not guarantee that it is uninterrupted or free of errors.',
          'As far as the law allows, we are not liable for losses arising from the use of Shigoto or from dealings between job seekers and employers. Nothing in these terms limits liability that cannot be limited by law, including under the Consumer Contract Act, or our liability for intent or gross negligence.',
        ],
      },
      {
        heading: 'Changes',
        paragraphs: [
          'We may change the service or these terms. We announce changes to the terms on this page, with the date above, before they take effect; using Shigoto after that means you accept them.',
        ],
      },
      {
        heading: 'Law and courts',
        paragraphs: ['These terms are governed by the laws of Japan. The Tokyo District Court has exclusive jurisdiction in the first instance over any dispute about them.'],
      },
      {
        heading: 'Contact',
        paragraphs: ['Questions about these terms: {email}'],
      },
    ],
  },
  jp: {
    title: 'Shigoto 利用規約',
    updated: '2026-11-25',
    intro: [
      '本規約は、日本のテック求人サイトShigoto（以下「Shigoto」または「当社」）をご利用になるすべての方（閲覧者、求職者、採用企業）に適用されます。サイト、ニュースレター、各種フォームを利用することで、本規約に同意したものとみなします。企業のためにShigotoを利用する場合は、その企業として同意したものとみなします。',
    ],
    sections: [
      {
        heading: 'サービスの内容',
        paragraphs: [
          'Shigotoは、日本で採用を行う企業の求人情報、企業情報、記事、ニュースレター、そして実際に働く人による口コミや体験談を掲載しています。求職者は無料でご利用いただけます。',
          '当社は、求職者と採用企業の間の雇用契約や業務委託契約の当事者ではなく、いずれの側の職業紹介事業者としても行動しません。掲載前に企業と求人を確認していますが、掲載内容の完全性・正確性や、応募が面接・採用につながることを保証するものではありません。',
        ],
      },
      {
        heading: 'アカウント',
        items: [
          '正確かつ最新の情報を登録し、パスワードを他人に知らせないでください。アカウントで行われた行為については、ご本人が責任を負います。',
          'アカウントはお一人につき一つです。採用企業のアカウントは、その企業で働く方が、企業独自のドメインのメールアドレスで登録するものとします。',
          'アカウントはご連絡いただければいつでも削除できます。本規約に違反するアカウントは、当社が停止または削除することがあります。',
        ],
      },
      {
        heading: '求人への応募',
        items: [
          '応募すると、送信された内容（ご本人の情報、メッセージ、履歴書）は、プライバシーポリシーに記載のとおり、求人を掲載した企業に提供されます。ご本人の正確な情報でのみ応募してください。',
          '日本語レベルや日本在住などの応募条件がある求人では、条件を満たしていない場合にお知らせします。それでも応募するかどうかはご本人の判断であり、企業がそのような応募を異なる扱いとすることがあります。',
          '企業が返信するかどうか、またその方法は企業が決定します。',
        ],
      },
      {
        heading: '求人の掲載',
        items: [
          '実在し募集中のポジションのみを、職業安定法が求人に明示を求める労働条件（給与の範囲や就業場所を含む）とともに掲載してください。法律が禁止する理由による差別的な内容は掲載できません。',
          '新しい求人は、公開前にすべてShigotoチームが確認します。本規約や掲載基準に沿わない求人は、掲載をお断りし、リンクを削除し、または掲載を取り下げることがあります。',
          '料金は、合意したプランまたは契約に従います。Shigotoを通じた採用は、内定承諾から5営業日以内にご報告ください。',
          '応募者の個人情報は、応募のあった求人の採用のためにのみ利用し、個人情報の保護に関する法律に従って取り扱い、不要になった時点で削除してください。',
        ],
      },
      {
        heading: '口コミ・体験談などの投稿',
        items: [
          'ご自身の経験について、正直にお書きください。個人を特定する記述、秘密情報の開示、名誉毀損や誹謗中傷にあたる内容は投稿できません。',
          '口コミや体験談はすべて、公開前にShigotoチームが確認します。掲載をお断りしたり、リンクを除いて掲載したりすることがあります。口コミはお名前やメールアドレスなしで掲載されます。',
          '投稿の権利はご本人に帰属します。ご本人は、Shigotoおよびそのニュースレターにおいて、当社が投稿を無償で掲載・翻訳・表示することを許諾するものとします。',
        ],
      },
      {
        heading: '禁止事項',
        items: [
          '自動化された手段によるShigotoからのデータ収集、またはShigotoで得た連絡先への迷惑な連絡。',
          '虚偽の情報の登録、他人へのなりすまし、本人の許可のない代理での応募や掲載。',
          'サイトの運営の妨害、自分のものではないデータやアカウントへのアクセスの試み、各種制限の回避。',
          '法令に違反する行為、または他人の権利を侵害する行為。',
        ],
      },
      {
        heading: '当社のコンテンツ',
        paragraphs: ['サイトのデザイン、文章、記事およびソフトウェアの権利は、当社またはそのライセンサーに帰属します。求人情報と企業情報の権利は、それを提供した企業に帰属します。'],
      },
      {
        heading: '責任',
        paragraphs: [
          'Shigotoは現状のまま提供されます。当社はサービスの継続と正確さに努めますが、中断や誤りがないことを保証するものではありません。',
          '法令で認められる範囲で、当社はShigotoの利用、または求職者と採用企業の間の取引から生じた損害について責任を負いません。ただし、消費者契約法その他の法令により制限できない責任、および当社の故意または重大な過失による責任を制限するものではありません。',
        ],
      },
      {
        heading: '変更',
        paragraphs: ['当社はサービスおよび本規約を変更することがあります。本規約の変更は、効力が生じる前に、上記の日付とともに本ページでお知らせします。その後もShigotoを利用した場合、変更に同意したものとみなします。'],
      },
      {
        heading: '準拠法・管轄裁判所',
        paragraphs: ['本規約は日本法に準拠します。本規約に関する紛争は、東京地方裁判所を第一審の専属的合意管轄裁判所とします。'],
      },
      {
        heading: 'お問い合わせ',
        paragraphs: ['本規約に関するお問い合わせ：{email}'],
      },
    ],
  },
};
