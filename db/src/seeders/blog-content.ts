// Editorial content of the demo world: blog articles for seekers and employers (some translated).
import type { BLOG_AUDIENCES } from '../enums.js';

interface Article {
  title: string;
  excerpt: string;
  sections: readonly (readonly [heading: string, paragraph: string])[];
  checklist: readonly string[];
}

export interface BlogPostSpec {
  slug: string;
  audience: (typeof BLOG_AUDIENCES)[number];
  tags: readonly string[];
  en: Article;
  ja?: Article;
  /** Drafts stay unpublished. */
  draft?: boolean;
}

/** [system_name, name, name_ja, is_ja_employer] */
export const BLOG_TAGS = [
  ['career_advice', 'Career advice', 'キャリア', false],
  ['visas', 'Visas & immigration', 'ビザ・在留資格', false],
  ['salaries', 'Salaries', '年収', false],
  ['interviews', 'Interviews', '面接対策', false],
  ['remote_work', 'Remote work', 'リモートワーク', false],
  ['japanese_language', 'Learning Japanese', '日本語学習', false],
  ['life_in_japan', 'Life in Japan', '日本での生活', false],
  ['hiring', 'Hiring', '採用', false],
  ['global_hiring', 'Hiring international engineers', '外国籍エンジニア採用', true],
  ['employer_branding', 'Employer branding', '採用ブランディング', true],
] as const;

export const BLOG_AUTHORS = ['Mariko Ishida', 'Tom Becker', 'Ayaka Mori', 'Shigoto Team'];

export const BLOG_POSTS: readonly BlogPostSpec[] = [
  {
    slug: 'how-to-find-a-software-job-in-japan',
    audience: 'seeker',
    tags: ['career_advice'],
    en: {
      title: 'How to Find a Software Engineering Job in Japan',
      excerpt: 'Where the jobs are, what companies expect and how to stand out when you apply from inside or outside Japan.',
      sections: [
        ['Know which companies hire in English', 'Hundreds of companies in Japan now run their engineering teams in English. Filter for jobs that do not require Japanese and start with companies that already sponsor visas.'],
        ['Show real work', 'Japanese hiring managers love concrete evidence. A short portfolio, a couple of open source contributions or a write-up of a project you shipped will beat a long list of buzzwords.'],
        ['Apply steadily', 'Most people who land a job apply to ten or twenty roles over a few weeks. Keep notes on each application and follow up politely after a week.'],
      ],
      checklist: ['Update your resume with measurable results', 'Turn on job alerts for your main skills', 'Prepare a one-minute introduction of yourself'],
    },
    ja: {
      title: '日本でソフトウェアエンジニアの仕事を見つける方法',
      excerpt: '求人の探し方、企業が求めること、そして国内外から応募するときに差をつけるポイントを紹介します。',
      sections: [
        ['英語で働ける企業を知る', '日本でも英語で開発を進める企業が増えています。日本語不問の求人から探し、ビザのスポンサー実績がある企業を優先しましょう。'],
        ['実績を見せる', '採用担当者は具体的な成果を重視します。ポートフォリオやOSSへの貢献、リリースしたプロジェクトの紹介が効果的です。'],
        ['継続して応募する', '多くの方が数週間で10〜20件ほど応募しています。応募状況を記録し、1週間後には丁寧にフォローアップしましょう。'],
      ],
      checklist: ['職務経歴書に数字で成果を書く', '得意なスキルの求人アラートを設定する', '1分間の自己紹介を準備する'],
    },
  },
  {
    slug: 'japanese-work-visas-for-engineers',
    audience: 'seeker',
    tags: ['visas'],
    en: {
      title: 'Work Visas for Software Engineers in Japan, Explained',
      excerpt: 'The Engineer/Specialist in Humanities visa, the Highly Skilled Professional points system and what your employer does for you.',
      sections: [
        ['The usual route', 'Most engineers come on the Engineer/Specialist in Humanities/International Services visa. Your employer applies for a Certificate of Eligibility, which you then take to a Japanese embassy.'],
        ['Highly Skilled Professional', 'If you score 70 points or more on the points table, the HSP visa gives you a faster path to permanent residency and lets your partner work.'],
        ['How long it takes', 'Expect one to three months from offer to visa. Companies that sponsor often have the paperwork down to a routine.'],
      ],
      checklist: ['Keep digital copies of your degree and transcripts', 'Ask the employer who handles the application', 'Check the points table before you negotiate'],
    },
    ja: {
      title: 'エンジニアのための就労ビザ入門',
      excerpt: '「技術・人文知識・国際業務」ビザ、高度専門職ポイント制、そして企業側が行う手続きについて解説します。',
      sections: [
        ['一般的なルート', '多くのエンジニアは「技術・人文知識・国際業務」の在留資格で来日します。企業が在留資格認定証明書を申請し、本人が大使館でビザを取得します。'],
        ['高度専門職', 'ポイントが70点以上になると高度専門職ビザの対象となり、永住許可までの期間短縮や配偶者の就労などの優遇があります。'],
        ['必要な期間', '内定からビザ取得までは1〜3か月が目安です。スポンサー実績のある企業は手続きに慣れています。'],
      ],
      checklist: ['卒業証明書と成績証明書のデータを用意する', '申請を誰が担当するか確認する', '交渉前にポイント表を確認する'],
    },
  },
  {
    slug: 'software-engineer-salaries-in-japan',
    audience: 'seeker',
    tags: ['salaries'],
    en: {
      title: 'What Software Engineers Earn in Japan',
      excerpt: 'Salary ranges by seniority, how bonuses work and why international companies often pay more.',
      sections: [
        ['Ranges by seniority', 'Junior engineers typically start from 4 million yen a year, experienced engineers from 6 million, and senior engineers at international companies often earn over 10 million.'],
        ['Bonuses and allowances', 'Many Japanese companies pay part of the salary as a summer and winter bonus. Compare total annual compensation, not the monthly figure.'],
        ['Where the money is', 'Fintech, AI and global SaaS companies tend to pay at the top of the market, especially for English-speaking senior engineers.'],
      ],
      checklist: ['Compare offers by total yearly pay', 'Ask how salary reviews work', 'Check whether overtime is included'],
    },
    ja: {
      title: 'ソフトウェアエンジニアの年収相場',
      excerpt: '経験年数別の年収レンジ、賞与の仕組み、外資系企業の給与水準について解説します。',
      sections: [
        ['経験別のレンジ', 'ジュニアは年収400万円から、経験者は600万円から、外資系のシニアエンジニアでは1,000万円を超えることも珍しくありません。'],
        ['賞与と手当', '夏と冬の賞与で年収の一部が支払われる企業も多くあります。月給ではなく年収総額で比較しましょう。'],
        ['高年収の業界', 'フィンテック、AI、グローバルSaaS企業は、特に英語を話せるシニアエンジニアに高い報酬を提示する傾向があります。'],
      ],
      checklist: ['年収総額でオファーを比較する', '給与改定の仕組みを確認する', '残業代の扱いを確認する'],
    },
  },
  {
    slug: 'preparing-for-technical-interviews-in-japan',
    audience: 'seeker',
    tags: ['interviews'],
    en: {
      title: 'Preparing for Technical Interviews at Japanese Companies',
      excerpt: 'Coding tests, system design and the culture-fit conversation: what to expect at each stage.',
      sections: [
        ['Coding tests', 'Expect a take-home assignment or a live coding session. Companies care more about clean, tested code than clever tricks.'],
        ['System design', 'For mid-level and senior roles you will design a service together with the interviewer. Talk through trade-offs out loud.'],
        ['The final interview', 'The last round is often with a founder or executive. Be ready to explain why you want to work in Japan and at this company in particular.'],
      ],
      checklist: ['Practise explaining a past project in five minutes', 'Prepare questions about the team', 'Test your camera and microphone'],
    },
  },
  {
    slug: 'remote-jobs-in-japan',
    audience: 'seeker',
    tags: ['remote_work'],
    en: {
      title: 'Finding Remote-Friendly Tech Jobs in Japan',
      excerpt: 'Fully remote, hybrid or around-the-office: what the remote labels on job posts really mean.',
      sections: [
        ['Fully remote in Japan', 'Many companies allow fully remote work as long as you live in Japan, mostly for tax and social insurance reasons.'],
        ['Remote from anywhere', 'A smaller number of companies hire worldwide. These roles are competitive, so apply early and show you have worked remotely before.'],
        ['Hybrid', 'Partial remote usually means two or three office days a week. Ask how strict the schedule is during the interview.'],
      ],
      checklist: ['Filter by remote level', 'Check the candidate location on each job', 'Describe your remote setup in your application'],
    },
  },
  {
    slug: 'how-much-japanese-do-you-need',
    audience: 'seeker',
    tags: ['japanese_language', 'career_advice'],
    en: {
      title: 'How Much Japanese Do You Need to Work in Tech?',
      excerpt: 'From no Japanese at all to business level: how language requirements change the jobs open to you.',
      sections: [
        ['No Japanese required', 'English-first teams exist in every major city. You will still enjoy life more with some everyday Japanese.'],
        ['Conversational', 'Around JLPT N3 opens many more doors, especially at companies where engineering works in English but the rest of the business does not.'],
        ['Business level', 'N2 and above lets you work with customers and stakeholders directly, which often leads to leadership roles.'],
      ],
      checklist: ['Be honest about your level', 'Mention any JLPT certificate', 'Keep studying after you are hired'],
    },
  },
  {
    slug: 'writing-a-resume-for-japanese-companies',
    audience: 'seeker',
    tags: ['career_advice', 'interviews'],
    en: {
      title: 'Writing a Resume That Works for Japanese Companies',
      excerpt: 'Rirekisho, shokumu keirekisho or an English CV? What to send and how to structure it.',
      sections: [
        ['English-first companies', 'A clear one or two page English resume is enough. Lead with the impact you had, not the tasks you did.'],
        ['Traditional companies', 'Some companies ask for a rirekisho and a shokumu keirekisho. Templates are easy to find, and recruiters can help you fill them in.'],
        ['Details that matter', 'Include your visa status, your current location and when you could start. Hiring managers look for these first.'],
      ],
      checklist: ['Keep it to two pages', 'State your visa status', 'Export it as PDF'],
    },
  },
  {
    slug: 'relocating-to-tokyo-checklist',
    audience: 'seeker',
    tags: ['life_in_japan', 'visas'],
    en: {
      title: 'Relocating to Tokyo: A Checklist for Engineers',
      excerpt: 'Residence card, bank account, phone contract and an apartment: the first month in order.',
      sections: [
        ['The first week', 'Register your address at the ward office within 14 days. You need your residence card and your new address.'],
        ['Money and phone', 'Open a bank account and get a phone contract. Some banks ask for a phone number first, others for an account first, so plan a day for both.'],
        ['Finding a home', 'Many newcomers start in a furnished apartment or share house, then look for a long-term rental once they know the city.'],
      ],
      checklist: ['Register your address', 'Enrol in health insurance', 'Get a My Number card'],
    },
  },
  {
    slug: 'negotiating-your-offer',
    audience: 'seeker',
    tags: ['salaries', 'career_advice'],
    en: {
      title: 'Negotiating a Job Offer in Japan',
      excerpt: 'Negotiation is expected more often than people think. Here is how to do it politely and effectively.',
      sections: [
        ['Know your range', 'Use published salary ranges to anchor your expectations. Jobs with salary data also tend to get more applicants.'],
        ['Ask for the full package', 'Relocation support, a signing bonus or an earlier salary review are sometimes easier to get than a higher base salary.'],
        ['Stay polite', 'A respectful, data-backed request rarely hurts an offer. Give the company time to consult internally.'],
      ],
      checklist: ['Write down your minimum', 'Ask about relocation support', 'Get the final offer in writing'],
    },
  },
  {
    slug: 'jlpt-n2-while-working',
    audience: 'seeker',
    tags: ['japanese_language'],
    en: {
      title: 'Studying for JLPT N2 While Working Full Time',
      excerpt: 'A realistic study plan for busy engineers, from people who passed.',
      sections: [
        ['Make it daily', 'Thirty minutes a day beats a long session on Sundays. Spaced repetition apps work well on the train.'],
        ['Read what you like', 'Tech blogs in Japanese are great practice and teach you the vocabulary you will use at work.'],
        ['Practise listening', 'Podcasts and meetups help you get used to natural speed. Many companies also pay for lessons.'],
      ],
      checklist: ['Pick a test date', 'Schedule daily practice', 'Take a mock exam a month before'],
    },
  },
  {
    slug: 'startups-vs-large-companies',
    audience: 'seeker',
    tags: ['career_advice'],
    en: {
      title: 'Startups vs Large Companies in Japan: Which Suits You?',
      excerpt: 'Pay, stability, language and pace compared honestly.',
      sections: [
        ['Startups', 'Startups move fast and often work in English, but may be less able to sponsor visas or offer long-term stability.'],
        ['Large companies', 'Large companies offer structure and stability, and increasingly hire international engineers into dedicated teams.'],
        ['What matters to you', 'Think about what you want to learn in the next two years and choose the environment that will teach you that.'],
      ],
      checklist: ['Ask about runway or profitability', 'Ask how decisions are made', 'Talk to someone on the team'],
    },
  },
  {
    slug: 'working-outside-tokyo',
    audience: 'seeker',
    tags: ['life_in_japan', 'remote_work'],
    en: {
      title: 'Tech Careers Outside Tokyo: Osaka, Fukuoka and Beyond',
      excerpt: 'Lower rents, growing startup scenes and more remote roles make other cities attractive.',
      sections: [
        ['Fukuoka', 'Fukuoka has a startup visa programme and an active tech community, with a relaxed pace of life.'],
        ['Osaka and Kyoto', 'The Kansai region has game studios, manufacturers and a growing number of software companies.'],
        ['Remote from anywhere in Japan', 'Fully remote roles let you live wherever you like in Japan while working for Tokyo companies.'],
      ],
      checklist: ['Compare rent and salary together', 'Look for local meetups', 'Filter jobs by city'],
    },
  },
  {
    slug: 'understanding-japanese-employment-contracts',
    audience: 'seeker',
    tags: ['career_advice', 'visas'],
    en: {
      title: 'Understanding Japanese Employment Contracts',
      excerpt: 'Permanent, fixed-term and contract work, probation periods and what "deemed overtime" means.',
      sections: [
        ['Permanent employment', 'Seishain contracts have no end date and strong protection against dismissal.'],
        ['Fixed-term contracts', 'Fixed-term contracts are common for the first year and are usually renewed. Check what happens at renewal.'],
        ['Deemed overtime', 'Some salaries include a fixed number of overtime hours. Ask how many and what happens beyond them.'],
      ],
      checklist: ['Check the probation period', 'Ask about overtime rules', 'Confirm the notice period'],
    },
  },
  {
    slug: 'from-bootcamp-to-first-job',
    audience: 'seeker',
    tags: ['career_advice'],
    en: {
      title: 'From Bootcamp to First Developer Job in Japan',
      excerpt: 'Junior roles exist, and some companies train new graduates from scratch.',
      sections: [
        ['Where juniors are hired', 'Look for junior and new graduate roles at mid-size companies with established teams and mentoring.'],
        ['Build in public', 'Deployed projects and a tidy GitHub profile help you stand out among other junior applicants.'],
        ['Consider internships', 'Paid internships are a common path into full-time roles, especially for students.'],
      ],
      checklist: ['Deploy two small projects', 'Write about what you learned', 'Apply to internships too'],
    },
  },
  {
    slug: 'taxes-and-social-insurance',
    audience: 'seeker',
    tags: ['life_in_japan', 'salaries'],
    en: {
      title: 'Taxes and Social Insurance for New Arrivals',
      excerpt: 'Why your take-home pay is lower than your salary, and what you get for it.',
      sections: [
        ['Income and residence tax', 'Income tax is withheld monthly. Residence tax starts in your second year, based on the previous year’s income.'],
        ['Social insurance', 'Health insurance and pension contributions are split with your employer and cover most medical costs.'],
        ['Year-end adjustment', 'Your employer settles your income tax each December, so most employees do not file a return.'],
      ],
      checklist: ['Keep your withholding slip', 'Plan for residence tax in year two', 'Ask HR about the pension lump-sum refund'],
    },
  },
  {
    slug: 'working-as-a-product-designer-in-japan',
    audience: 'seeker',
    tags: ['career_advice'],
    draft: true,
    en: {
      title: 'Working as a Product Designer in Japan',
      excerpt: 'Design teams are growing fast. Here is what companies look for in UX and product designers.',
      sections: [
        ['Portfolio first', 'Show the process behind your work, not only the final screens.'],
        ['Research matters', 'Companies value designers who talk to users and bring evidence to product decisions.'],
        ['Language', 'Design roles often need more Japanese than engineering roles because of close work with users.'],
      ],
      checklist: ['Show three case studies', 'Explain your research methods', 'Be clear about your Japanese level'],
    },
  },
  {
    slug: 'hiring-international-engineers',
    audience: 'employer',
    tags: ['hiring', 'global_hiring'],
    en: {
      title: 'Hiring International Engineers: A Practical Guide',
      excerpt: 'How Japanese companies attract, assess and retain engineers from abroad.',
      sections: [
        ['Decide on the language', 'Be explicit about the working language and the Japanese level you need. Candidates filter on it first.'],
        ['Sponsor visas', 'Visa sponsorship widens your candidate pool dramatically, and the paperwork is routine once you have done it once.'],
        ['Move fast', 'International candidates often have several offers. A process of three weeks or less wins more hires.'],
      ],
      checklist: ['State the Japanese level honestly', 'Publish a salary range', 'Keep the process under three weeks'],
    },
    ja: {
      title: '外国籍エンジニア採用の実践ガイド',
      excerpt: '海外のエンジニアを惹きつけ、見極め、定着してもらうためのポイントを紹介します。',
      sections: [
        ['言語要件を明確にする', '社内の使用言語と必要な日本語レベルを明記しましょう。候補者はまずここで求人を絞り込みます。'],
        ['ビザをスポンサーする', 'ビザのスポンサーにより候補者の母集団は大きく広がります。一度経験すれば手続きは定型化できます。'],
        ['スピードを重視する', '外国籍の候補者は複数の内定を持つことが多く、3週間以内の選考が採用成功につながります。'],
      ],
      checklist: ['日本語レベルを正直に記載する', '年収レンジを公開する', '選考期間を3週間以内にする'],
    },
  },
  {
    slug: 'writing-job-posts-that-get-applicants',
    audience: 'employer',
    tags: ['hiring', 'employer_branding'],
    en: {
      title: 'Writing Job Posts That Get Qualified Applicants',
      excerpt: 'Clear titles, honest requirements and a salary range: the three things that matter most.',
      sections: [
        ['Use a clear title', 'Candidates search for "Backend Engineer (Go)", not for internal team names.'],
        ['Be honest about requirements', 'List what is truly required and what is nice to have. Long wish lists discourage good candidates.'],
        ['Include the salary', 'Posts with a salary range receive around 15% more applications.'],
      ],
      checklist: ['Put the main skill in the title', 'Separate must-haves from nice-to-haves', 'Add a salary range'],
    },
    ja: {
      title: '応募が集まる求人票の書き方',
      excerpt: 'わかりやすい職種名、正直な応募要件、そして年収レンジ。最も大切な3つのポイントです。',
      sections: [
        ['職種名をわかりやすく', '候補者は社内のチーム名ではなく「バックエンドエンジニア（Go）」のような職種名で検索します。'],
        ['要件は正直に', '必須要件と歓迎要件を分けて書きましょう。長すぎる要件は優秀な候補者を遠ざけます。'],
        ['年収を記載する', '年収レンジを記載した求人は応募数が約15%増えます。'],
      ],
      checklist: ['職種名に主要スキルを入れる', '必須と歓迎を分ける', '年収レンジを記載する'],
    },
  },
  {
    slug: 'sponsoring-work-visas',
    audience: 'employer',
    tags: ['hiring', 'global_hiring'],
    en: {
      title: 'Sponsoring Work Visas: What Employers Need to Know',
      excerpt: 'The documents, the timeline and the common pitfalls when you sponsor an engineer’s visa.',
      sections: [
        ['The documents', 'You will need company registration documents, the employment contract and the candidate’s degree certificate.'],
        ['The timeline', 'The Certificate of Eligibility usually takes one to three months. Plan the start date accordingly.'],
        ['Common pitfalls', 'Make sure the job description matches the candidate’s field of study or work history.'],
      ],
      checklist: ['Prepare company documents early', 'Match the role to the candidate’s background', 'Agree on a realistic start date'],
    },
    ja: {
      title: '就労ビザのスポンサー：企業が知っておくべきこと',
      excerpt: 'エンジニアのビザをスポンサーする際の必要書類、スケジュール、よくある落とし穴を解説します。',
      sections: [
        ['必要書類', '登記事項証明書、雇用契約書、候補者の卒業証明書などが必要です。'],
        ['スケジュール', '在留資格認定証明書の交付には通常1〜3か月かかります。入社日は余裕をもって設定しましょう。'],
        ['よくある落とし穴', '職務内容が候補者の専攻や職歴と一致しているかを確認してください。'],
      ],
      checklist: ['会社の書類を早めに準備する', '職務内容と経歴を一致させる', '現実的な入社日を設定する'],
    },
  },
  {
    slug: 'onboarding-engineers-from-abroad',
    audience: 'employer',
    tags: ['global_hiring'],
    en: {
      title: 'Onboarding Engineers Who Are New to Japan',
      excerpt: 'The first month decides whether a new hire from abroad stays. Here is how to make it smooth.',
      sections: [
        ['Before day one', 'Help with temporary housing, the residence card and the bank account. A named buddy makes a big difference.'],
        ['The first weeks', 'Give a small, shippable first task and explain how decisions are made on the team.'],
        ['Language support', 'Offer Japanese lessons and make sure important information is available in English.'],
      ],
      checklist: ['Assign a buddy', 'Plan a first task', 'Offer Japanese lessons'],
    },
    ja: {
      title: '来日したエンジニアのオンボーディング',
      excerpt: '最初の1か月が定着を左右します。スムーズな受け入れのポイントを紹介します。',
      sections: [
        ['入社前', '住居、在留カード、銀行口座の手続きをサポートしましょう。相談役のバディがいると安心です。'],
        ['最初の数週間', '小さくリリースできる最初のタスクを用意し、チームの意思決定の流れを説明しましょう。'],
        ['言語のサポート', '日本語レッスンを提供し、重要な情報は英語でも共有しましょう。'],
      ],
      checklist: ['バディを決める', '最初のタスクを用意する', '日本語レッスンを提供する'],
    },
  },
  {
    slug: 'salary-transparency',
    audience: 'employer',
    tags: ['hiring', 'employer_branding'],
    en: {
      title: 'Why Publishing Salary Ranges Gets You More Applicants',
      excerpt: 'Jobs that include salary data receive around 15% more applications. Here is why, and how to do it.',
      sections: [
        ['Candidates filter on salary', 'Many seekers filter for jobs over 6, 8 or 10 million yen. Without a range, your job never shows up.'],
        ['It saves time', 'A range sets expectations early, so fewer processes end at the offer stage.'],
        ['How to set a range', 'Use a realistic band for the level. Very wide ranges are read as a lack of transparency.'],
      ],
      checklist: ['Publish a minimum and a maximum', 'Keep the band realistic', 'Review it every six months'],
    },
    ja: {
      title: '年収レンジを公開すると応募が増える理由',
      excerpt: '年収を記載した求人は応募数が約15%増えます。その理由と記載のコツを解説します。',
      sections: [
        ['候補者は年収で絞り込む', '多くの求職者が年収600万円・800万円・1,000万円以上で検索します。記載がないと検索結果に表示されません。'],
        ['時間の節約になる', '早い段階で期待値がそろうため、内定段階での辞退が減ります。'],
        ['レンジの決め方', 'レベルに応じた現実的な幅にしましょう。幅が広すぎると透明性に欠ける印象を与えます。'],
      ],
      checklist: ['下限と上限を記載する', '現実的な幅にする', '半年ごとに見直す'],
    },
  },
  {
    slug: 'building-an-english-first-engineering-team',
    audience: 'employer',
    tags: ['global_hiring'],
    en: {
      title: 'Building an English-First Engineering Team',
      excerpt: 'What changes when engineering works in English, and how to keep the rest of the company connected.',
      sections: [
        ['Start with documentation', 'Write decisions and specs in English first; translation tools handle the rest.'],
        ['Bridge roles', 'Bilingual product managers and engineering managers keep engineering and business aligned.'],
        ['Hire steadily', 'An English-first team becomes self-sustaining once a third of the team is hired from abroad.'],
      ],
      checklist: ['Choose a documentation language', 'Hire bilingual leads', 'Track language in your hiring plan'],
    },
  },
  {
    slug: 'interview-process-for-global-candidates',
    audience: 'employer',
    tags: ['hiring'],
    en: {
      title: 'Designing an Interview Process for Global Candidates',
      excerpt: 'Remote-friendly, fair and fast: an interview process that works across time zones.',
      sections: [
        ['Keep it short', 'Three or four stages are enough. Each extra stage loses candidates.'],
        ['Be consistent', 'Use the same questions and a written rubric, so candidates are compared fairly.'],
        ['Respect time zones', 'Offer interview slots in the morning and evening Japan time for candidates abroad.'],
      ],
      checklist: ['Write a rubric', 'Offer flexible slots', 'Give feedback within two days'],
    },
  },
  {
    slug: 'employer-branding-on-a-budget',
    audience: 'employer',
    tags: ['employer_branding'],
    draft: true,
    en: {
      title: 'Employer Branding on a Small Budget',
      excerpt: 'Tech blogs, meetups and honest job posts do more than expensive campaigns.',
      sections: [
        ['Write about your work', 'An engineering blog shows candidates how your team thinks.'],
        ['Host a meetup', 'Small events build a reputation in the local community.'],
        ['Answer reviews', 'Respond to company reviews calmly and constructively.'],
      ],
      checklist: ['Publish one article a month', 'Host a quarterly meetup', 'Reply to reviews'],
    },
  },
];

const CHECKLIST_HEADING = { en: 'Checklist', ja: 'チェックリスト' } as const;

function escapeHtml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The article as simple HTML: an intro paragraph, one h2 per section and a checklist. */
export function articleHtml(article: Article, lang: 'en' | 'ja'): string {
  return [
    `<p>${escapeHtml(article.excerpt)}</p>`,
    ...article.sections.map(([heading, paragraph]) => `<h2>${escapeHtml(heading)}</h2>\n<p>${escapeHtml(paragraph)}</p>`),
    `<h2>${CHECKLIST_HEADING[lang]}</h2>`,
    `<ul>\n${article.checklist.map((item) => `  <li>${escapeHtml(item)}</li>`).join('\n')}\n</ul>`,
  ].join('\n');
}
