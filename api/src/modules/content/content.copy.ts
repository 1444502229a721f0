import { PLAN_TERMS, type Language, type Plan, type PlanTerm } from '@shigoto/db/enums';

// The words of the about, resources and pricing pages, in English and Japanese. Figures are the
// product's own claims, word for word; the two copies differ only where the product's words do
// (the Japanese about page claims 120,000+ monthly users, the English one about 100,000).

type Bilingual<T> = Record<Language, T>;

interface Figure {
  key: string;
  figure: string;
  text: string;
}

interface AboutCopy {
  title: string;
  intro: string;
  figures: Figure[];
  sections: { heading: string; body: string }[];
}

export const ABOUT: Bilingual<AboutCopy> = {
  en: {
    title: 'About Shigoto',
    intro:
      'Shigoto (仕事, "work") is a job board for software and tech jobs in Japan, made for English-speaking and international engineers and for the companies that want to hire them.',
    figures: [
      { key: 'monthly_users', figure: '100,000', text: 'About 100,000 people use Shigoto every month.' },
      { key: 'newsletter_subscribers', figure: '42,000+', text: 'More than 42,000 subscribers get our job newsletter every 1-2 weeks.' },
      { key: 'users_in_japan', figure: '60-68%', text: 'Between 60% and 68% of our users already live in Japan.' },
      { key: 'experienced_users', figure: '3+ years', text: 'Most of our users have three or more years of experience.' },
      { key: 'companies_rejected', figure: '~90%', text: 'We turn down about 90% of the companies that ask to post, so the jobs here are worth your time.' },
      { key: 'applicants_per_month', figure: '10-20', text: 'A job on Shigoto typically gets 10-20 applicants a month.' },
      { key: 'companies_hiring', figure: '~50%', text: 'About half of the companies listed on Shigoto hire through it.' },
      { key: 'salary_data_lift', figure: '+15%', text: 'Jobs that include salary data get 15% more applications.' },
      { key: 'support_reply_time', figure: '< 1 day', text: 'Our support team replies within a day.' },
    ],
    sections: [
      {
        heading: 'For job seekers',
        body: 'Every job says how much Japanese it needs, whether you can apply from abroad, how remote it is, what it pays and which skills it uses, so you can skip the ones that are not for you.',
      },
      {
        heading: 'For employers',
        body: 'Posting a job is free; you pay a flat fee when you hire. Applicants reach you by e-mail or through your own applicant tracking system.',
      },
    ],
  },
  jp: {
    title: 'Shigotoについて',
    intro:
      'Shigoto（仕事）は、日本のソフトウェア・IT求人に特化した求人サイトです。英語を話すエンジニアや外国籍エンジニアと、彼らを採用したい企業をつなぎます。',
    figures: [
      { key: 'monthly_users', figure: '120,000+', text: '毎月120,000人以上のユーザーが利用しています。' },
      { key: 'newsletter_subscribers', figure: '42,000+', text: '42,000人以上の購読者が1〜2週間ごとに求人ニュースレターを受け取っています。' },
      { key: 'users_in_japan', figure: '60-68%', text: 'ユーザーの60〜68%がすでに日本に住んでいます。' },
      { key: 'experienced_users', figure: '3年以上', text: 'ユーザーの大半が3年以上の実務経験を持っています。' },
      { key: 'companies_rejected', figure: '約90%', text: '掲載を希望する企業の約90%はお断りしています。掲載されているのは応募する価値のある求人だけです。' },
      { key: 'applicants_per_month', figure: '10-20', text: '1つの求人に毎月10〜20人の応募があるのが一般的です。' },
      { key: 'companies_hiring', figure: '約50%', text: '掲載企業の約半数がShigotoを通じて採用しています。' },
      { key: 'salary_data_lift', figure: '+15%', text: '給与情報を載せた求人は応募が15%多くなります。' },
      { key: 'support_reply_time', figure: '1日以内', text: 'サポートへのお問い合わせには1日以内に返信します。' },
    ],
    sections: [
      {
        heading: '求職者の方へ',
        body: 'すべての求人に、必要な日本語レベル、海外からの応募の可否、リモートワークの度合い、給与、使用するスキルを明記しています。自分に合わない求人はすぐに見分けられます。',
      },
      {
        heading: '企業の方へ',
        body: '求人の掲載は無料です。採用が決まったときに定額の成功報酬をお支払いいただきます。応募はメール、または貴社の採用管理システムに直接届きます。',
      },
    ],
  },
};

interface Link {
  key: string;
  title: string;
  path: string;
}

interface ResourcesCopy {
  title: string;
  intro: string;
  seekers: { heading: string; links: Link[] };
  employers: { heading: string; links: Link[] };
  guides: Record<GuideKey, string>;
  blogCategoriesHeading: string;
}

/**
 * Guides are blog articles (staff write and translate them in the console); the resources page
 * lists each one only while its article is published, so it never links to a missing page.
 */
export const GUIDE_SLUGS = {
  salary_guide: 'software-engineer-salaries-in-japan',
  visa_guide: 'japanese-work-visas-for-engineers',
} as const;
export type GuideKey = keyof typeof GUIDE_SLUGS;

// Paths are the site's own pages, without a host or a language prefix; the site keeps the
// visitor's language when it follows them.
export const RESOURCES: Bilingual<ResourcesCopy> = {
  en: {
    title: 'Resources',
    intro: 'Guides and links for finding a tech job in Japan, and for hiring engineers in Japan.',
    guides: { salary_guide: 'Salary guide: software engineer salaries in Japan', visa_guide: 'Visa guide: Japanese work visas for engineers' },
    seekers: {
      heading: 'For job seekers',
      links: [
        { key: 'english_jobs', title: 'Jobs for English speakers', path: '/jobs-in-japan-for-english-speakers' },
        { key: 'remote_jobs', title: 'Remote jobs in Japan', path: '/remote-jobs-in-japan' },
        { key: 'relocation_jobs', title: 'Jobs with relocation to Japan', path: '/japan-jobs-relocation' },
        { key: 'companies', title: 'Companies hiring in Japan', path: '/companies' },
        { key: 'designer_experiences', title: 'Designer experiences at Japanese companies', path: '/designer-experiences' },
        { key: 'remote_experiences', title: 'Remote work experiences at Japanese companies', path: '/remote-experiences' },
        { key: 'newsletter', title: 'Job newsletter', path: '/newsletter' },
        { key: 'blog', title: 'Blog', path: '/blog' },
      ],
    },
    employers: {
      heading: 'For employers',
      links: [
        { key: 'hire', title: 'Hire engineers in Japan', path: '/hire' },
        { key: 'company_form', title: 'Submit your company', path: '/hire/company-form' },
        { key: 'import_job', title: 'Import a job from your careers page', path: '/import-job' },
        { key: 'employer_blog', title: 'Blog for employers', path: '/blog-employer' },
        { key: 'employer_signup', title: 'Create an employer account', path: '/employer/signup' },
      ],
    },
    blogCategoriesHeading: 'Blog categories',
  },
  jp: {
    title: 'お役立ち情報',
    intro: '日本でIT・エンジニアの仕事を探す方、日本でエンジニアを採用したい企業のためのガイドとリンク集です。',
    guides: { salary_guide: '年収ガイド：日本のソフトウェアエンジニアの給与', visa_guide: 'ビザガイド：エンジニアの就労ビザ' },
    seekers: {
      heading: '求職者の方へ',
      links: [
        { key: 'english_jobs', title: '英語で働ける求人', path: '/jobs-in-japan-for-english-speakers' },
        { key: 'remote_jobs', title: 'リモート求人', path: '/remote-jobs-in-japan' },
        { key: 'relocation_jobs', title: '日本への移住サポートのある求人', path: '/japan-jobs-relocation' },
        { key: 'companies', title: '採用中の企業', path: '/companies' },
        { key: 'designer_experiences', title: 'デザイナーの体験談', path: '/designer-experiences' },
        { key: 'remote_experiences', title: 'リモートワークの体験談', path: '/remote-experiences' },
        { key: 'newsletter', title: '求人ニュースレター', path: '/newsletter' },
        { key: 'blog', title: 'ブログ', path: '/blog' },
      ],
    },
    employers: {
      heading: '企業の方へ',
      links: [
        { key: 'hire', title: '日本でエンジニアを採用する', path: '/hire' },
        { key: 'company_form', title: '企業情報を登録する', path: '/hire/company-form' },
        { key: 'import_job', title: '採用ページから求人を取り込む', path: '/import-job' },
        { key: 'employer_blog', title: '企業向けブログ', path: '/blog-employer' },
        { key: 'employer_signup', title: '企業アカウントを作成する', path: '/employer/signup' },
      ],
    },
    blogCategoriesHeading: 'ブログのカテゴリー',
  },
};

interface PricesCopy {
  plans: Record<Plan, { name: string; summary: string }>;
  terms: Record<PlanTerm, string>;
  /** The Japanese copy lists the shortest term first (3 months, 6 months, 1 year); the English one the longest. */
  termOrder: readonly PlanTerm[];
  activeJobs: (limit: number | null) => string;
  unlimitedApplicants: string;
  topBanner: (weeks: number) => string;
  applicantMonths: (months: number, freeMonths: number) => string;
  successFee: string;
  promotion: (percent: number, maxDiscountYen: number, lastDay: Date) => string;
}

const yen = (amount: number) => amount.toLocaleString('en-US');
const monthOf = (day: Date, locale: string) => day.toLocaleDateString(locale, { year: 'numeric', month: 'long', timeZone: 'Asia/Tokyo' });

export const PRICES: Bilingual<PricesCopy> = {
  en: {
    plans: {
      starter: { name: 'Starter', summary: 'For teams hiring for one or two roles.' },
      plus: { name: 'Plus', summary: 'For teams hiring for several roles at once.' },
      unlimited: { name: 'Unlimited', summary: 'For companies hiring all year round, with the most visibility.' },
    },
    terms: { annual: 'Annual', six_month: '6 months', three_month: '3 months' },
    termOrder: PLAN_TERMS,
    activeJobs: (limit) => (limit === null ? 'Unlimited active jobs' : `Up to ${limit} active jobs`),
    unlimitedApplicants: 'Unlimited applicants',
    topBanner: (weeks) => `Featured with a top banner for ${weeks} weeks`,
    applicantMonths: (months, free) => (free ? `Applicants for ${months} months (${free} months free)` : `Applicants for ${months} months`),
    successFee: 'Prefer to pay only when you hire? Post for free and pay a flat success fee per hire.',
    promotion: (percent, max, lastDay) => `First month ${percent}% off (up to ${yen(max)} yen) until the end of ${monthOf(lastDay, 'en-US')}`,
  },
  jp: {
    plans: {
      starter: { name: 'スターター', summary: '1〜2職種を採用したいチーム向け。' },
      plus: { name: 'プラス', summary: '複数の職種を同時に採用したいチーム向け。' },
      unlimited: { name: 'アンリミテッド', summary: '通年で採用し、最大限の露出を求める企業向け。' },
    },
    terms: { annual: '1年', six_month: '6ヶ月', three_month: '3ヶ月' },
    termOrder: [...PLAN_TERMS].reverse(),
    activeJobs: (limit) => (limit === null ? '公開求人数無制限' : `公開求人${limit}件まで`),
    unlimitedApplicants: '応募者数無制限',
    topBanner: (weeks) => `トップバナーで${weeks}週間掲載`,
    applicantMonths: (months, free) => (free ? `${months}ヶ月間応募を受付（${free}ヶ月無料）` : `${months}ヶ月間応募を受付`),
    successFee: '採用が決まったときだけ費用が発生する成功報酬型のプランもあります。掲載は無料です。',
    promotion: (percent, max, lastDay) => `${monthOf(lastDay, 'ja-JP')}末まで、初月${percent}%オフ（最大${yen(max)}円）`,
  },
};
