// Generators shared by the demo world (demo.ts) and the bulk benchmark data (scripts/seed-bulk.ts):
// a seeded PRNG, and builders for companies and jobs that only use values from enums.ts.
import {
  COMPANY_SIZE_BANDS,
  COMPANY_SIZE_RANGES,
  NEWLY_PUBLISHED_DAYS,
  SALARY,
  SPAM_STRICTNESS,
  type CandidateLocation,
  type EmploymentType,
  type EnglishLevel,
  type JapaneseLevel,
  type RemoteLevel,
  type SeniorityLevel,
} from '../enums.js';
import { LOCATIONS } from './reference-data.js';
import type { NewRow, ReferenceIndex } from './rows.js';

export const DAY_MS = 86_400_000;

/** mulberry32: a tiny, fast PRNG, so the same seed always builds the same world. Never for secrets. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let roll = this.next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }

  /** `count` distinct items (fewer if the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  /** URL-safe characters (base64url alphabet). */
  token(length: number): string {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    return Array.from({ length }, () => alphabet[Math.floor(this.next() * alphabet.length)]).join('');
  }
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\+\+/g, 'pp')
    .replace(/#/g, 'sharp')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** A DATEONLY value (YYYY-MM-DD, UTC). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

/** How far back publication dates go. */
const PUBLISHED_WITHIN_DAYS = 120;

/** "Newly published" means the last 14 days, so a good share of jobs land there. */
function recentPublishedAt(rng: Random, now: Date): Date {
  return daysBefore(now, rng.between(0, rng.chance(0.18) ? NEWLY_PUBLISHED_DAYS - 1 : PUBLISHED_WITHIN_DAYS));
}

function formatYen(amount: number): string {
  return `¥${(amount / 1_000_000).toFixed(1)}M`;
}

// ---------------------------------------------------------------------------------------------
// Companies

export interface Industry {
  tag: string;
  pitch: string;
  pitchJa: string;
  /** Name suffixes: [English, katakana]. */
  suffixes: readonly (readonly [string, string])[];
  teams: readonly string[];
  skills: readonly string[];
  /** Role keys this kind of company hires for more often. */
  roles: readonly string[];
  b2b: boolean;
  b2c: boolean;
  saas: boolean;
  consultancy: boolean;
}

const INDUSTRIES: readonly Industry[] = [
  {
    tag: 'fintech',
    pitch: 'a fintech company building payment and invoicing tools for small businesses across Japan',
    pitchJa: '中小企業向けの決済・請求書サービスを開発するフィンテック企業',
    suffixes: [['Pay', 'ペイ'], ['Capital', 'キャピタル'], ['Ledger', 'レジャー']],
    teams: ['Payments', 'Risk', 'Ledger', 'Merchant Platform'],
    skills: ['go', 'java', 'kotlin', 'postgresql', 'aws', 'payments'],
    roles: ['backend', 'security', 'sre'],
    b2b: true, b2c: false, saas: true, consultancy: false,
  },
  {
    tag: 'gaming',
    pitch: 'a game studio making mobile and console games played by millions of people in Japan and abroad',
    pitchJa: '国内外で数百万人に遊ばれるモバイル・コンソールゲームを開発するゲームスタジオ',
    suffixes: [['Games', 'ゲームス'], ['Studio', 'スタジオ'], ['Interactive', 'インタラクティブ']],
    teams: ['Live Ops', 'Game Client', 'Game Server', 'Tools'],
    skills: ['unity', 'csharp', 'cpp', 'unreal_engine', 'aws'],
    roles: ['game', 'backend', 'qa'],
    b2b: false, b2c: true, saas: false, consultancy: false,
  },
  {
    tag: 'saas',
    pitch: 'a B2B SaaS company whose workflow software is used by thousands of Japanese teams',
    pitchJa: '数千の国内企業に使われている業務効率化SaaSを提供する企業',
    suffixes: [['Cloud', 'クラウド'], ['Works', 'ワークス'], ['Systems', 'システムズ']],
    teams: ['Core Product', 'Integrations', 'Billing', 'Platform'],
    skills: ['ruby_on_rails', 'typescript', 'react', 'mysql', 'aws'],
    roles: ['full_stack', 'frontend', 'customer_success'],
    b2b: true, b2c: false, saas: true, consultancy: false,
  },
  {
    tag: 'ecommerce',
    pitch: 'an e-commerce marketplace connecting independent Japanese makers with shoppers around the world',
    pitchJa: '国内のつくり手と世界中の買い手をつなぐECマーケットプレイス',
    suffixes: [['Commerce', 'コマース'], ['Market', 'マーケット']],
    teams: ['Search', 'Checkout', 'Seller Tools', 'Logistics'],
    skills: ['php', 'laravel', 'vuejs', 'mysql', 'elasticsearch', 'google_cloud'],
    roles: ['backend', 'frontend', 'data_scientist'],
    b2b: false, b2c: true, saas: false, consultancy: false,
  },
  {
    tag: 'healthtech',
    pitch: 'a healthtech company building telemedicine and clinic management software',
    pitchJa: 'オンライン診療とクリニック向け業務システムを開発するヘルステック企業',
    suffixes: [['Health', 'ヘルス'], ['Care', 'ケア'], ['Medical', 'メディカル']],
    teams: ['Patient App', 'Clinic Platform', 'Data'],
    skills: ['kotlin', 'swift', 'typescript', 'postgresql', 'aws'],
    roles: ['ios', 'android', 'backend'],
    b2b: true, b2c: true, saas: true, consultancy: false,
  },
  {
    tag: 'ai',
    pitch: 'an AI company turning documents, images and speech into structured data for enterprises',
    pitchJa: '文書・画像・音声を構造化データに変換するAIプロダクトを企業向けに提供するAI企業',
    suffixes: [['AI', 'エーアイ'], ['Intelligence', 'インテリジェンス'], ['Analytics', 'アナリティクス']],
    teams: ['Research', 'ML Platform', 'Applied AI'],
    skills: ['python', 'pytorch', 'ai', 'llm', 'kubernetes', 'google_cloud'],
    roles: ['ml', 'data_engineer', 'data_scientist'],
    b2b: true, b2c: false, saas: true, consultancy: false,
  },
  {
    tag: 'mobility',
    pitch: 'a mobility company building ride-hailing, fleet and logistics software for Japanese cities',
    pitchJa: '都市の移動と物流を支える配車・車両管理システムを開発するモビリティ企業',
    suffixes: [['Mobility', 'モビリティ'], ['Logistics', 'ロジスティクス'], ['Motors', 'モーターズ']],
    teams: ['Dispatch', 'Routing', 'Driver App'],
    skills: ['go', 'kotlin', 'scala', 'apache_kafka', 'aws'],
    roles: ['backend', 'android', 'data_engineer'],
    b2b: true, b2c: true, saas: false, consultancy: false,
  },
  {
    tag: 'edtech',
    pitch: 'an edtech company whose apps help people learn languages and programming',
    pitchJa: '語学とプログラミングの学習アプリを提供するエドテック企業',
    suffixes: [['Learning', 'ラーニング'], ['Academy', 'アカデミー']],
    teams: ['Learning Experience', 'Content Platform', 'Growth'],
    skills: ['typescript', 'react', 'flutter', 'firebase', 'python'],
    roles: ['mobile', 'frontend', 'ux'],
    b2b: false, b2c: true, saas: false, consultancy: false,
  },
  {
    tag: 'security',
    pitch: 'a cybersecurity company protecting Japanese enterprises from fraud and intrusion',
    pitchJa: '不正アクセスやサイバー攻撃から国内企業を守るサイバーセキュリティ企業',
    suffixes: [['Security', 'セキュリティ'], ['Shield', 'シールド']],
    teams: ['Detection', 'Threat Research', 'Platform'],
    skills: ['rust', 'go', 'python', 'aws', 'siem'],
    roles: ['security', 'backend', 'sre'],
    b2b: true, b2c: false, saas: true, consultancy: false,
  },
  {
    tag: 'consultancy',
    pitch: 'a technology consultancy that designs and builds digital products for large Japanese clients',
    pitchJa: '大手企業のデジタルプロダクトを企画・開発するテクノロジーコンサルティング企業',
    suffixes: [['Consulting', 'コンサルティング'], ['Partners', 'パートナーズ'], ['Digital', 'デジタル']],
    teams: ['Delivery', 'Client Projects', 'Innovation Lab'],
    skills: ['java', 'typescript', 'react', 'aws', 'microsoft_azure'],
    roles: ['full_stack', 'project_manager', 'product_designer'],
    b2b: true, b2c: false, saas: false, consultancy: true,
  },
  {
    tag: 'robotics',
    pitch: 'a robotics company building autonomous machines for factories and warehouses',
    pitchJa: '工場や倉庫向けの自律ロボットを開発するロボティクス企業',
    suffixes: [['Robotics', 'ロボティクス'], ['Devices', 'デバイセズ']],
    teams: ['Autonomy', 'Firmware', 'Fleet Software'],
    skills: ['cpp', 'c', 'ros', 'python', 'embedded_linux'],
    roles: ['embedded', 'robotics', 'ml'],
    b2b: true, b2c: false, saas: false, consultancy: false,
  },
  {
    tag: 'media',
    pitch: 'a media company running news, video and community apps',
    pitchJa: 'ニュース・動画・コミュニティアプリを運営するメディア企業',
    suffixes: [['Media', 'メディア'], ['Channel', 'チャンネル']],
    teams: ['Content', 'Recommendations', 'Ads'],
    skills: ['go', 'typescript', 'nextjs', 'google_cloud', 'bigquery'],
    roles: ['frontend', 'data_scientist', 'marketing'],
    b2b: false, b2c: true, saas: false, consultancy: false,
  },
  {
    tag: 'hrtech',
    pitch: 'an HR tech company making hiring and payroll software for growing companies',
    pitchJa: '成長企業向けの採用・給与計算ソフトウェアを開発するHRテック企業',
    suffixes: [['People', 'ピープル'], ['Talent', 'タレント']],
    teams: ['Payroll', 'Recruiting', 'Platform'],
    skills: ['ruby_on_rails', 'react', 'postgresql', 'aws'],
    roles: ['full_stack', 'qa', 'sales'],
    b2b: true, b2c: false, saas: true, consultancy: false,
  },
  {
    tag: 'proptech',
    pitch: 'a proptech company digitising how people rent and buy homes in Japan',
    pitchJa: '住まい探しと不動産取引をデジタル化するプロップテック企業',
    suffixes: [['Homes', 'ホームズ'], ['Estate', 'エステート']],
    teams: ['Listings', 'Search', 'Agent Tools'],
    skills: ['python', 'django', 'react', 'postgresql', 'aws'],
    roles: ['backend', 'ux', 'data_analyst'],
    b2b: false, b2c: true, saas: false, consultancy: false,
  },
];

/** Japanese words used as company names: [romaji, katakana]. */
const NAME_WORDS = [
  ['Komorebi', 'コモレビ'], ['Tanuki', 'タヌキ'], ['Kitsune', 'キツネ'], ['Hotaru', 'ホタル'], ['Kawasemi', 'カワセミ'],
  ['Tsubame', 'ツバメ'], ['Momiji', 'モミジ'], ['Ajisai', 'アジサイ'], ['Shiokaze', 'シオカゼ'], ['Yuzu', 'ユズ'],
  ['Kinako', 'キナコ'], ['Sumire', 'スミレ'], ['Hinoki', 'ヒノキ'], ['Kaede', 'カエデ'], ['Aozora', 'アオゾラ'],
  ['Nagare', 'ナガレ'], ['Kibou', 'キボウ'], ['Ginga', 'ギンガ'], ['Tsumiki', 'ツミキ'], ['Ikada', 'イカダ'],
  ['Kakera', 'カケラ'], ['Shizuku', 'シズク'], ['Hoshizora', 'ホシゾラ'], ['Minato', 'ミナト'], ['Kogarashi', 'コガラシ'],
  ['Hanabi', 'ハナビ'], ['Yamabuki', 'ヤマブキ'], ['Tsukimi', 'ツキミ'], ['Nanohana', 'ナノハナ'], ['Hibari', 'ヒバリ'],
  ['Kasumi', 'カスミ'], ['Irodori', 'イロドリ'], ['Kazaguruma', 'カザグルマ'], ['Tomoshibi', 'トモシビ'], ['Sazanami', 'サザナミ'],
  ['Harukaze', 'ハルカゼ'], ['Hakobune', 'ハコブネ'], ['Amagumo', 'アマグモ'], ['Kohaku', 'コハク'], ['Ruri', 'ルリ'],
  ['Hisui', 'ヒスイ'], ['Sango', 'サンゴ'], ['Kurenai', 'クレナイ'], ['Asagi', 'アサギ'], ['Rindou', 'リンドウ'],
  ['Suzukaze', 'スズカゼ'], ['Ukiyo', 'ウキヨ'], ['Wakaba', 'ワカバ'], ['Yorozu', 'ヨロズ'], ['Zenmai', 'ゼンマイ'],
] as const;

const LEGAL_FORMS = [['K.K.', 3], ['Inc.', 3], ['Co., Ltd.', 2], ['', 4]] as const;

/** Japanese cities with the share of companies headquartered there. */
const HQ_CITIES = [
  ['tokyo', 65], ['osaka', 9], ['fukuoka', 7], ['kyoto', 5], ['nagoya', 4], ['yokohama', 5], ['sapporo', 2],
  ['sendai', 1], ['kobe', 2],
] as const;

const LOCATION_BY_SLUG = new Map(LOCATIONS.map((location) => [location.slug, location]));

function locationNames(slug: string): { name: string; nameJa: string } {
  const location = LOCATION_BY_SLUG.get(slug);
  if (!location) throw new Error(`unknown location slug: ${slug}`);
  return { name: location.name, nameJa: location.name_ja ?? location.name };
}

const GENERAL_COMPANY_SKILLS = ['git', 'github', 'docker', 'slack', 'jira', 'notion', 'typescript', 'ci_cd', 'agile', 'figma'];

const JAPANESE_LEVEL_WEIGHTS: readonly (readonly [JapaneseLevel, number])[] = [
  ['not_required', 30], ['conversational', 24], ['business_level', 24], ['fluent', 12], ['native', 10],
];
const REMOTE_LEVEL_WEIGHTS: readonly (readonly [RemoteLevel, number])[] = [
  ['none', 20], ['partial', 32], ['around_office', 12], ['full_japan', 24], ['full_worldwide', 12],
];

const REMOTE_SENTENCES: Record<RemoteLevel, [string, string]> = {
  none: ['Everyone works together in the {city} office.', '{city}オフィスに出社して働いています。'],
  partial: ['The team works from the office three days a week and from home the rest.', '週3日出社、残りは在宅勤務のハイブリッド勤務です。'],
  around_office: [
    'Remote work is possible within commuting distance of the {city} office.',
    'リモート勤務が可能ですが、{city}オフィスに通勤できる範囲にお住まいの方が対象です。',
  ],
  full_japan: ['Work is fully remote for anyone living in Japan.', '日本国内であればフルリモートで働けます。'],
  full_worldwide: ['Work is fully remote, open to people in any time zone.', 'フルリモートで、海外在住の方も歓迎します。'],
};

const LANGUAGE_SENTENCES: Record<JapaneseLevel, [string, string]> = {
  not_required: ['English is the working language, so no Japanese is needed.', '社内公用語は英語で、日本語は必須ではありません。'],
  conversational: ['Most meetings are in English; conversational Japanese helps day to day.', '会議は主に英語で、日常会話レベルの日本語があると便利です。'],
  business_level: ['The team works in both Japanese and English.', 'チームは日本語と英語の両方で仕事をしています。'],
  fluent: ['Most of the work happens in Japanese.', '業務の大半は日本語で行われます。'],
  native: ['The company works in Japanese.', '社内のコミュニケーションは日本語です。'],
};

const VALUES_SENTENCES = [
  'The team values written communication, small pull requests and shipping every day.',
  'Engineers talk to customers directly and own features from idea to release.',
  'The company publishes its salary bands internally and reviews them twice a year.',
  'Teams are small and autonomous, with a strong culture of blameless post-mortems.',
  'Many engineers speak at meetups and contribute to open source on company time.',
];

export interface CompanyDraft {
  /** has_active_jobs, hiring_now, review_count, experience_count and logo_url are set by the caller. */
  row: NewRow<'Company'>;
  industry: Industry;
  hqSlug: string;
  skillIds: number[];
  tags: string[];
}

export interface CompanyOptions {
  id: number;
  /**
   * Spreads industries, size bands and spam strictness evenly over consecutive companies; the
   * first company is mid-sized (51-250).
   */
  index: number;
  refs: ReferenceIndex;
  /** Appended to the slug when names may repeat (bulk data). */
  slugSuffix?: string;
}

export function buildCompany(rng: Random, { id, index, refs, slugSuffix }: CompanyOptions): CompanyDraft {
  const industry = INDUSTRIES[index % INDUSTRIES.length];
  const [word, wordKana] = NAME_WORDS[index % NAME_WORDS.length];
  const [suffix, suffixKana] = rng.pick(industry.suffixes);
  const shortName = `${word} ${suffix}`;
  const legalForm = rng.weighted(LEGAL_FORMS);
  const name = legalForm ? `${shortName} ${legalForm}` : shortName;
  const slug = slugSuffix ? `${slugify(shortName)}-${slugSuffix}` : slugify(shortName);
  const nameJa = rng.chance(0.6) ? `株式会社${wordKana}${suffixKana}` : null;

  const band = COMPANY_SIZE_BANDS[(index + 2) % COMPANY_SIZE_BANDS.length];
  const [minEmployees, maxEmployees] = COMPANY_SIZE_RANGES[band];
  const employeeCount = rng.int(minEmployees, Math.min(maxEmployees, 15_000));
  const founded = employeeCount > 1000 ? rng.int(1985, 2012) : rng.int(2008, 2023);
  const isStartup = !industry.consultancy && employeeCount <= 250 && founded >= 2012 && rng.chance(0.85);
  const hqSlug = rng.weighted(HQ_CITIES);
  const city = locationNames(hqSlug);
  const japaneseLevel = rng.weighted(JAPANESE_LEVEL_WEIGHTS);
  const remoteLevel = rng.weighted(REMOTE_LEVEL_WEIGHTS);
  const hasConditions = rng.chance(0.08);
  const fill = (text: string) => text.replaceAll('{city}', city.name);
  const fillJa = (text: string) => text.replaceAll('{city}', city.nameJa);

  const description = [
    `${shortName} is ${industry.pitch}, founded in ${founded} and headquartered in ${city.name}.`,
    employeeCount <= 15
      ? `A small team of ${employeeCount} people builds the product.`
      : `About ${employeeCount.toLocaleString('en-US')} people work here across ${Math.min(60, Math.max(2, Math.round(employeeCount / 30)))} product teams.`,
    fill(REMOTE_SENTENCES[remoteLevel][0]),
    LANGUAGE_SENTENCES[japaneseLevel][0],
    rng.pick(VALUES_SENTENCES),
  ].join(' ');
  const descriptionJa = rng.chance(0.5)
    ? [
        `${nameJa ?? shortName}は${founded}年に${city.nameJa}で創業した、${industry.pitchJa}です。`,
        `従業員数は約${employeeCount.toLocaleString('ja-JP')}名です。`,
        fillJa(REMOTE_SENTENCES[remoteLevel][1]),
        LANGUAGE_SENTENCES[japaneseLevel][1],
      ].join('')
    : null;

  const row: NewRow<'Company'> = {
    id,
    name,
    name_ja: nameJa,
    short_name: shortName,
    slug,
    logo_url: null,
    logo_variants: [],
    homepage_url: `https://${slug}.example`,
    linkedin_url: `https://www.linkedin.example/company/${slug}`,
    location: `${city.name}, Japan`,
    location_ja: `日本、${city.nameJa}`,
    description,
    description_ja: descriptionJa,
    employee_count: employeeCount,
    home_rating: rng.chance(0.85) ? Math.round(rng.between(3, 4.9) * 10) / 10 : null,
    published: true,
    is_verified: rng.chance(0.7),
    hiring_now: false,
    has_active_jobs: false,
    has_values: rng.chance(0.6),
    is_startup: isStartup,
    is_consultancy: industry.consultancy,
    has_in_house_product: !industry.consultancy,
    has_global_office: rng.chance(employeeCount > 1000 ? 0.7 : 0.2),
    is_b2b: industry.b2b,
    is_b2c: industry.b2c,
    has_saas: industry.saas,
    has_technical_founder: rng.chance(0.5),
    japanese_level_enum: japaneseLevel,
    remote_level: remoteLevel,
    application_conditions: hasConditions ? 'Applicants must currently live in Japan and hold a valid work visa.' : null,
    application_conditions_ja: hasConditions ? '日本在住で、有効な就労ビザをお持ちの方のみ応募可能です。' : null,
    redirect_application_links: rng.chance(0.1),
    spam_strictness: [null, ...SPAM_STRICTNESS][index % (SPAM_STRICTNESS.length + 1)],
    review_count: 0,
    experience_count: 0,
    membership_code: rng.token(24),
  };

  const tags = [
    industry.tag,
    isStartup && 'startup',
    japaneseLevel === 'not_required' && 'english-first',
    (remoteLevel === 'full_japan' || remoteLevel === 'full_worldwide') && 'remote-friendly',
    industry.saas && industry.tag !== 'saas' && 'saas',
    row.has_global_office && 'global',
  ].filter((tag): tag is string => !!tag);
  const skillNames = new Set([...industry.skills, ...rng.sample(GENERAL_COMPANY_SKILLS, rng.int(2, 4))]);
  return { row, industry, hqSlug, skillIds: [...skillNames].map((s) => refs.skills.id(s)), tags };
}

// ---------------------------------------------------------------------------------------------
// Jobs

type Variant = readonly [label: string, skills: readonly string[]];

interface Role {
  key: string;
  title: string;
  titleJa: string;
  category: string;
  subcategory: string | null;
  jobType: string;
  /** Title suffix ("Go" → "Backend Engineer (Go)") and the skills it implies; '' means no suffix. */
  variants: readonly Variant[];
  pool: readonly string[];
  /** What {tech} reads as in duties when the variant has no label. */
  stack?: string;
  weight: number;
  /** Leadership roles are always senior and carry no seniority prefix. */
  seniority?: SeniorityLevel;
}

const ROLES: readonly Role[] = [
  {
    key: 'software_engineer', title: 'Software Engineer', titleJa: 'ソフトウェアエンジニア', category: 'software_engineering',
    subcategory: 'full_stack_development', jobType: 'full_stack', weight: 10, stack: 'Python',
    variants: [['', ['python']], ['Go', ['go']], ['Java', ['java']], ['TypeScript', ['typescript']]],
    pool: ['git', 'docker', 'aws', 'postgresql', 'mysql', 'ci_cd', 'microservices'],
  },
  {
    key: 'backend', title: 'Backend Engineer', titleJa: 'バックエンドエンジニア', category: 'software_engineering',
    subcategory: 'backend_development', jobType: 'backend', weight: 16,
    variants: [
      ['Go', ['go']], ['Ruby on Rails', ['ruby_on_rails', 'ruby']], ['Java', ['java', 'spring_boot']],
      ['Python', ['python', 'django']], ['Node.js', ['nodejs', 'typescript']], ['Kotlin', ['kotlin']],
      ['Scala', ['scala']], ['PHP', ['php', 'laravel']], ['Rust', ['rust']], ['Elixir', ['elixir', 'phoenix']],
    ],
    pool: ['mysql', 'postgresql', 'redis', 'aws', 'docker', 'kubernetes', 'graphql', 'grpc', 'microservices', 'apache_kafka'],
  },
  {
    key: 'frontend', title: 'Frontend Engineer', titleJa: 'フロントエンドエンジニア', category: 'software_engineering',
    subcategory: 'frontend_development', jobType: 'frontend', weight: 10,
    variants: [['React', ['react', 'typescript']], ['Vue.js', ['vuejs', 'typescript']], ['Angular', ['angular', 'typescript']], ['Next.js', ['nextjs', 'react']]],
    pool: ['javascript', 'css', 'html', 'storybook', 'jest', 'vite', 'tailwind_css', 'accessibility', 'graphql'],
  },
  {
    key: 'full_stack', title: 'Full-Stack Engineer', titleJa: 'フルスタックエンジニア', category: 'software_engineering',
    subcategory: 'full_stack_development', jobType: 'full_stack', weight: 7,
    variants: [['TypeScript', ['typescript', 'react', 'nodejs']], ['Rails/React', ['ruby_on_rails', 'react']], ['Python/Vue', ['python', 'vuejs']]],
    pool: ['postgresql', 'aws', 'docker', 'graphql', 'ci_cd'],
  },
  {
    key: 'ios', title: 'iOS Engineer', titleJa: 'iOSエンジニア', category: 'mobile_development',
    subcategory: 'ios_development', jobType: 'mobile', weight: 5, stack: 'iOS',
    variants: [['', ['ios', 'swift']], ['Swift', ['ios', 'swift']], ['SwiftUI', ['ios', 'swiftui']]],
    pool: ['uikit', 'xcode', 'rxswift', 'xctest', 'firebase', 'objective_c'],
  },
  {
    key: 'android', title: 'Android Engineer', titleJa: 'Androidエンジニア', category: 'mobile_development',
    subcategory: 'android_development', jobType: 'mobile', weight: 4, stack: 'Android',
    variants: [['', ['android', 'kotlin']], ['Kotlin', ['android', 'kotlin']]],
    pool: ['jetpack_compose', 'android_studio', 'espresso', 'firebase', 'java'],
  },
  {
    key: 'mobile', title: 'Mobile Engineer', titleJa: 'モバイルエンジニア', category: 'mobile_development',
    subcategory: 'cross_platform_development', jobType: 'mobile', weight: 3,
    variants: [['Flutter', ['flutter', 'dart']], ['React Native', ['react_native', 'typescript']]],
    pool: ['ios', 'android', 'firebase'],
  },
  {
    key: 'qa', title: 'QA Engineer', titleJa: 'QAエンジニア', category: 'quality_assurance',
    subcategory: 'manual_testing', jobType: 'qa_engineer', weight: 5,
    variants: [['', ['qa']], ['Automation', ['qa', 'playwright']]],
    pool: ['selenium', 'cypress', 'appium', 'jira', 'load_testing', 'tdd', 'pytest'],
  },
  {
    key: 'sdet', title: 'Software Engineer in Test', titleJa: 'テスト自動化エンジニア', category: 'quality_assurance',
    subcategory: 'test_automation', jobType: 'qa_engineer', weight: 2,
    variants: [['', ['qa', 'selenium']], ['Playwright', ['qa', 'playwright', 'typescript']]],
    pool: ['ci_cd', 'jest', 'cypress', 'bdd', 'github_actions'],
  },
  {
    key: 'ux', title: 'UX Designer', titleJa: 'UXデザイナー', category: 'design',
    subcategory: 'ui_ux_design', jobType: 'designer', weight: 4, stack: 'Figma',
    variants: [['', ['ux', 'figma']]],
    pool: ['user_research', 'prototyping', 'wireframing', 'design_systems', 'interaction_design', 'accessibility', 'miro'],
  },
  {
    key: 'product_designer', title: 'Product Designer', titleJa: 'プロダクトデザイナー', category: 'design',
    subcategory: 'product_design', jobType: 'designer', weight: 3, stack: 'Figma',
    variants: [['', ['figma', 'ui_design']]],
    pool: ['ux', 'design_systems', 'prototyping', 'adobe_illustrator', 'motion_design'],
  },
  {
    key: 'data_scientist', title: 'Data Scientist', titleJa: 'データサイエンティスト', category: 'data',
    subcategory: 'data_analytics', jobType: 'data_scientist', weight: 4, stack: 'Python',
    variants: [['R/Python', ['r', 'python']], ['Python', ['python', 'pandas']], ['', ['python', 'statistics']]],
    pool: ['sql', 'scikit_learn', 'statistics', 'a_b_testing', 'bigquery', 'jupyter', 'tableau'],
  },
  {
    key: 'data_engineer', title: 'Data Engineer', titleJa: 'データエンジニア', category: 'data',
    subcategory: 'data_engineering', jobType: 'data_engineer', weight: 4, stack: 'Python',
    variants: [['', ['python', 'sql']], ['Spark', ['apache_spark', 'scala']], ['BigQuery', ['bigquery', 'dbt']]],
    pool: ['apache_airflow', 'etl', 'apache_kafka', 'snowflake', 'data_modeling', 'aws', 'google_cloud'],
  },
  {
    key: 'data_analyst', title: 'Data Analyst', titleJa: 'データアナリスト', category: 'data',
    subcategory: 'data_analytics', jobType: 'data_analyst', weight: 2, stack: 'SQL',
    variants: [['', ['sql', 'data_analysis']]],
    pool: ['tableau', 'looker', 'python', 'r', 'statistics', 'microsoft_excel', 'google_analytics'],
  },
  {
    key: 'ml', title: 'Machine Learning Engineer', titleJa: '機械学習エンジニア', category: 'machine_learning',
    subcategory: 'applied_machine_learning', jobType: 'ml_engineer', weight: 5,
    variants: [['AI', ['ai', 'python']], ['LLM', ['llm', 'ai', 'python']], ['Computer Vision', ['computer_vision', 'pytorch']], ['NLP', ['nlp', 'python']]],
    pool: ['pytorch', 'tensorflow', 'mlops', 'kubernetes', 'hugging_face', 'langchain', 'deep_learning'],
  },
  {
    key: 'devops', title: 'DevOps Engineer', titleJa: 'DevOpsエンジニア', category: 'devops_sre',
    subcategory: 'cloud_infrastructure', jobType: 'devops', weight: 4, stack: 'Terraform',
    variants: [['AWS', ['aws', 'terraform']], ['Kubernetes', ['kubernetes', 'docker']], ['', ['terraform', 'ci_cd']]],
    pool: ['github_actions', 'ansible', 'linux', 'helm', 'argo_cd', 'google_cloud'],
  },
  {
    key: 'sre', title: 'Site Reliability Engineer', titleJa: 'SREエンジニア', category: 'devops_sre',
    subcategory: 'site_reliability', jobType: 'sre', weight: 4, stack: 'Kubernetes',
    variants: [['', ['kubernetes', 'prometheus']], ['Go', ['go', 'kubernetes']]],
    pool: ['datadog', 'opentelemetry', 'terraform', 'linux', 'grafana', 'aws', 'pagerduty'],
  },
  {
    key: 'security', title: 'Security Engineer', titleJa: 'セキュリティエンジニア', category: 'security',
    subcategory: 'application_security', jobType: 'security_engineer', weight: 3,
    variants: [['', ['owasp', 'threat_modeling']], ['Cloud', ['aws', 'iam']]],
    pool: ['penetration_testing', 'devsecops', 'siem', 'zero_trust', 'burp_suite', 'cryptography', 'splunk'],
  },
  {
    key: 'embedded', title: 'Embedded Software Engineer', titleJa: '組み込みソフトウェアエンジニア', category: 'embedded',
    subcategory: 'firmware', jobType: 'embedded_engineer', weight: 3,
    variants: [['C', ['c', 'rtos']], ['C++', ['cpp', 'embedded_linux']], ['Rust', ['rust', 'microcontrollers']]],
    pool: ['arm', 'freertos', 'can', 'autosar', 'yocto', 'iot', 'bluetooth_low_energy', 'linux'],
  },
  {
    key: 'robotics', title: 'Robotics Software Engineer', titleJa: 'ロボティクスエンジニア', category: 'embedded',
    subcategory: null, jobType: 'embedded_engineer', weight: 1,
    variants: [['C++', ['cpp', 'ros']], ['Python', ['python', 'ros']]],
    pool: ['computer_vision', 'linux', 'opencv'],
  },
  {
    key: 'game', title: 'Game Programmer', titleJa: 'ゲームプログラマー', category: 'game_development',
    subcategory: 'gameplay_programming', jobType: 'game_developer', weight: 3,
    variants: [['Unity', ['unity', 'csharp']], ['Unreal Engine', ['unreal_engine', 'cpp']], ['C++', ['cpp', 'directx']]],
    pool: ['game_design', 'opengl', 'vulkan', 'hlsl', 'lua', 'blender'],
  },
  {
    key: 'engineering_manager', title: 'Engineering Manager', titleJa: 'エンジニアリングマネージャー', category: 'software_engineering',
    subcategory: 'engineering_management', jobType: 'engineering_manager', weight: 3, seniority: 'senior', stack: 'Go and TypeScript',
    variants: [['', ['mentoring', 'agile']]],
    pool: ['system_design', 'scrum', 'stakeholder_management', 'go', 'java', 'aws'],
  },
  {
    key: 'tech_lead', title: 'Tech Lead', titleJa: 'テックリード', category: 'software_engineering',
    subcategory: 'backend_development', jobType: 'tech_lead', weight: 2, seniority: 'senior', stack: 'Kotlin',
    variants: [['', ['system_design']], ['Go', ['go', 'system_design']], ['TypeScript', ['typescript', 'system_design']]],
    pool: ['distributed_systems', 'aws', 'kubernetes', 'mentoring'],
  },
  {
    key: 'product_manager', title: 'Product Manager', titleJa: 'プロダクトマネージャー', category: 'product_management',
    subcategory: null, jobType: 'product_manager', weight: 4,
    variants: [['', ['product_strategy', 'roadmapping']]],
    pool: ['a_b_testing', 'sql', 'jira', 'stakeholder_management', 'agile', 'amplitude'],
  },
  {
    key: 'project_manager', title: 'Project Manager', titleJa: 'プロジェクトマネージャー', category: 'project_management',
    subcategory: null, jobType: 'project_manager', weight: 2,
    variants: [['', ['agile', 'jira']]],
    pool: ['scrum', 'kanban', 'confluence', 'backlog', 'stakeholder_management'],
  },
  {
    key: 'it_support', title: 'IT Support Engineer', titleJa: '社内SE', category: 'it_infrastructure',
    subcategory: null, jobType: 'it_support', weight: 2,
    variants: [['', ['windows_server', 'active_directory']]],
    pool: ['networking', 'linux', 'microsoft_azure', 'tcp_ip', 'vmware'],
  },
  {
    key: 'network', title: 'Network Engineer', titleJa: 'ネットワークエンジニア', category: 'it_infrastructure',
    subcategory: 'network_engineering', jobType: 'it_support', weight: 1,
    variants: [['', ['networking', 'tcp_ip']]],
    pool: ['linux', 'aws', 'vmware', 'zero_trust'],
  },
  {
    key: 'technical_writer', title: 'Technical Writer', titleJa: 'テクニカルライター', category: 'technical_writing',
    subcategory: 'developer_documentation', jobType: 'technical_writer', weight: 1,
    variants: [['', ['documentation', 'translation']]],
    pool: ['openapi', 'git', 'localization', 'confluence'],
  },
  {
    key: 'marketing', title: 'Growth Marketing Manager', titleJa: 'グロースマーケター', category: 'marketing',
    subcategory: 'growth_marketing', jobType: 'marketer', weight: 2,
    variants: [['', ['seo', 'growth_hacking']]],
    pool: ['google_analytics', 'sem', 'content_marketing', 'hubspot', 'copywriting', 'a_b_testing'],
  },
  {
    key: 'sales', title: 'Account Executive', titleJa: 'アカウントエグゼクティブ', category: 'sales',
    subcategory: 'enterprise_sales', jobType: 'sales_representative', weight: 2,
    variants: [['', ['b2b_sales', 'salesforce']]],
    pool: ['saas_sales', 'negotiation', 'crm', 'lead_generation', 'hubspot'],
  },
  {
    key: 'customer_success', title: 'Customer Success Manager', titleJa: 'カスタマーサクセスマネージャー', category: 'customer_success',
    subcategory: null, jobType: 'customer_success_manager', weight: 2,
    variants: [['', ['account_management', 'customer_support']]],
    pool: ['zendesk', 'salesforce', 'sql', 'crm'],
  },
  {
    key: 'business_development', title: 'Business Development Manager', titleJa: '事業開発マネージャー', category: 'business_development',
    subcategory: null, jobType: 'business_developer', weight: 1,
    variants: [['', ['negotiation', 'stakeholder_management']]],
    pool: ['b2b_sales', 'product_strategy', 'public_speaking'],
  },
  {
    key: 'developer_advocate', title: 'Developer Advocate', titleJa: 'デベロッパーアドボケイト', category: 'other',
    subcategory: null, jobType: 'developer_advocate', weight: 1,
    variants: [['', ['public_speaking', 'documentation']]],
    pool: ['typescript', 'python', 'content_marketing', 'github'],
  },
];

/** What the work is, per category: [English, Japanese] with {tech} and {team} filled in. */
const DUTIES: Record<string, readonly (readonly [string, string])[]> = {
  software_engineering: [
    ['Design, build and operate {tech} services used by our customers every day', '{tech}を用いたサービスの設計・開発・運用'],
    ['Work with product managers and designers to shape features from the first sketch', 'PM・デザイナーと連携した機能の企画・開発'],
    ['Review code, pair with teammates and keep our codebase healthy', 'コードレビューとペアプログラミングによる品質向上'],
    ['Improve performance, observability and reliability of the {team} platform', '{team}基盤のパフォーマンス・可観測性・信頼性の改善'],
    ['Take part in technical decisions and the on-call rotation', '技術選定への参加とオンコール対応'],
  ],
  mobile_development: [
    ['Build and ship new features for our {tech} app', '{tech}アプリの新機能開発とリリース'],
    ['Keep the app fast, accessible and crash-free on a wide range of devices', '幅広い端末でのパフォーマンス・品質改善'],
    ['Collaborate with designers on polished interactions and animations', 'デザイナーと協力したUI・インタラクションの実装'],
    ['Own release management and automated testing for the {team} app', '{team}アプリのリリース管理とテスト自動化'],
  ],
  quality_assurance: [
    ['Plan and run test strategies for new releases', 'リリースごとのテスト計画の策定と実施'],
    ['Build and maintain automated end-to-end test suites', 'E2Eテストの自動化と保守'],
    ['Work with engineers to catch issues before they reach customers', 'エンジニアと連携した不具合の早期発見'],
    ['Track quality metrics and drive improvements across the {team} team', '{team}チームの品質指標の管理と改善'],
  ],
  design: [
    ['Research user needs through interviews and usability tests', 'インタビューやユーザビリティテストによるユーザー理解'],
    ['Turn insights into flows, wireframes and high-fidelity prototypes in {tech}', '{tech}を用いたワイヤーフレーム・プロトタイプの作成'],
    ['Grow and maintain our design system', 'デザインシステムの構築と運用'],
    ['Partner with engineers to ship accessible, delightful interfaces', 'エンジニアと協働したアクセシブルなUIの実現'],
  ],
  data: [
    ['Build and maintain data pipelines with {tech}', '{tech}を用いたデータパイプラインの構築・運用'],
    ['Analyse product data and share insights with the {team} team', 'プロダクトデータの分析と{team}チームへの提言'],
    ['Design experiments and measure their impact', 'A/Bテストの設計と効果検証'],
    ['Build dashboards that help the whole company make decisions', '全社の意思決定を支えるダッシュボードの構築'],
  ],
  machine_learning: [
    ['Train, evaluate and deploy {tech} models to production', '{tech}モデルの学習・評価・本番環境へのデプロイ'],
    ['Build the ML platform the {team} team relies on', '{team}チームが使う機械学習基盤の開発'],
    ['Turn research prototypes into reliable services', '研究段階のプロトタイプのプロダクト化'],
    ['Monitor model quality and drift in production', '本番環境でのモデル精度のモニタリング'],
  ],
  devops_sre: [
    ['Manage our infrastructure as code with {tech}', '{tech}を用いたインフラのコード化と運用'],
    ['Improve deployment pipelines so every team can ship safely', '安全にリリースできるCI/CDパイプラインの改善'],
    ['Define SLOs, improve monitoring and lead incident reviews', 'SLOの策定・監視の改善・障害の振り返り'],
    ['Help the {team} team scale for the next ten million users', '{team}チームのスケーラビリティ向上'],
  ],
  security: [
    ['Review designs and code for security risks', '設計とコードのセキュリティレビュー'],
    ['Build detection and response tooling for our cloud platform', 'クラウド基盤の検知・対応の仕組みづくり'],
    ['Run threat modelling sessions with product teams', 'プロダクトチームとの脅威モデリング'],
    ['Lead our compliance work for ISO 27001 and SOC 2', 'ISO 27001・SOC 2対応の推進'],
  ],
  embedded: [
    ['Develop firmware in {tech} for our next-generation devices', '次世代デバイス向けの{tech}によるファームウェア開発'],
    ['Bring up new boards together with the hardware team', 'ハードウェアチームと連携したボードの立ち上げ'],
    ['Optimise power consumption and real-time behaviour', '消費電力とリアルタイム性能の最適化'],
    ['Build test rigs and automate hardware-in-the-loop testing', 'HILテストの自動化'],
  ],
  game_development: [
    ['Implement gameplay systems in {tech}', '{tech}を用いたゲームシステムの実装'],
    ['Work with artists and designers to bring new content to life', 'アーティスト・プランナーと協力した新コンテンツの開発'],
    ['Profile and optimise frame rates on mobile and console', 'モバイル・コンソールでのパフォーマンス最適化'],
    ['Build tools that make the {team} team faster', '{team}チームの開発効率を上げるツール開発'],
  ],
  product_management: [
    ['Own the roadmap for the {team} area', '{team}領域のロードマップの策定'],
    ['Talk to customers every week and turn what you learn into clear problems', '顧客ヒアリングを通じた課題の発見と定義'],
    ['Work with engineering and design to ship in small, measurable steps', 'エンジニア・デザイナーと連携した段階的なリリース'],
    ['Define success metrics and report on outcomes', 'KPIの設計と成果の報告'],
  ],
  project_management: [
    ['Plan and track delivery for several client projects', '複数プロジェクトの計画と進捗管理'],
    ['Run agile ceremonies and keep stakeholders aligned', 'アジャイル開発の推進と関係者との調整'],
    ['Identify risks early and remove blockers for the {team} team', 'リスクの早期発見と{team}チームの課題解決'],
  ],
  it_infrastructure: [
    ['Manage our corporate network, devices and SaaS accounts', '社内ネットワーク・端末・SaaSアカウントの管理'],
    ['Support colleagues in English and Japanese', '日英両言語での社内ヘルプデスク対応'],
    ['Automate onboarding and offboarding', '入退社時のアカウント管理の自動化'],
  ],
  technical_writing: [
    ['Write and maintain developer documentation and API references', '開発者向けドキュメントとAPIリファレンスの作成'],
    ['Work with engineers to explain complex features simply', 'エンジニアと協力した複雑な機能のわかりやすい説明'],
    ['Coordinate translation between English and Japanese', '日英翻訳の管理'],
  ],
  marketing: [
    ['Plan and run acquisition campaigns across search, social and content', '検索・SNS・コンテンツを通じた集客施策の企画と実行'],
    ['Own funnel metrics and run experiments to improve them', 'ファネル指標の管理と改善のための実験'],
    ['Work with the {team} team on launches and messaging', '{team}チームと連携したローンチとメッセージ設計'],
  ],
  sales: [
    ['Manage the full sales cycle with mid-size and enterprise customers', '中堅・大手企業向けの営業活動全般'],
    ['Build relationships with decision makers and understand their needs', '意思決定者との関係構築とニーズのヒアリング'],
    ['Share customer feedback with the product team', 'プロダクトチームへの顧客の声のフィードバック'],
  ],
  customer_success: [
    ['Onboard new customers and help them get value quickly', '新規顧客のオンボーディング支援'],
    ['Run regular business reviews and grow accounts', '定例ミーティングを通じたアカウントの拡大'],
    ['Turn customer feedback into product improvements', '顧客の声をもとにしたプロダクト改善の提案'],
  ],
  business_development: [
    ['Find and close partnerships with companies in Japan and abroad', '国内外企業とのアライアンスの開拓と締結'],
    ['Shape new business models with the leadership team', '経営陣と共に新規事業モデルを構想'],
    ['Represent the company at events and conferences', 'イベントやカンファレンスでの登壇・渉外'],
  ],
  other: [
    ['Build sample apps, talks and articles that help developers succeed', '開発者向けのサンプルアプリ・登壇・記事の作成'],
    ['Grow our developer community in Japan', '国内の開発者コミュニティの育成'],
    ['Bring developer feedback back to the product team', '開発者の声をプロダクトチームへ届ける'],
  ],
};

type Bilingual = readonly [en: string, ja: string];

const EXPERIENCE: Record<SeniorityLevel, Bilingual> = {
  new_grad: ['A degree in a related field, or equivalent practical experience', '新卒、または既卒3年以内の方'],
  junior: ['1+ years of professional experience', '1年以上の実務経験'],
  mid_level: ['3+ years of professional experience', '3年以上の実務経験'],
  senior: ['5+ years of professional experience, including leading projects or mentoring others', '5年以上の実務経験とリード経験'],
};

const JAPANESE_REQUIREMENT: Record<JapaneseLevel, Bilingual> = {
  not_required: ['No Japanese required', '日本語不問'],
  conversational: ['Conversational Japanese (around JLPT N3)', '日常会話レベルの日本語（JLPT N3程度）'],
  business_level: ['Business-level Japanese (JLPT N2 or above)', 'ビジネスレベルの日本語（JLPT N2以上）'],
  fluent: ['Fluent Japanese (JLPT N1)', '流暢な日本語（JLPT N1）'],
  native: ['Native-level Japanese', 'ネイティブレベルの日本語'],
};

const ENGLISH_REQUIREMENT: Record<EnglishLevel, Bilingual | null> = {
  not_required: null,
  conversational: ['Conversational English', '日常会話レベルの英語'],
  business_level: ['Business-level English', 'ビジネスレベルの英語'],
  fluent: ['Fluent English — it is our working language', '流暢な英語（社内公用語）'],
};

const EITHER_LANGUAGE: Bilingual = ['Business-level English or Japanese — either is fine', 'ビジネスレベルの英語または日本語のいずれか'];
const VISA_SPONSORED: Bilingual = ['We sponsor work visas and support relocation to Japan', '就労ビザのスポンサー・来日サポートあり'];
const VISA_NOT_SPONSORED: Bilingual = ['You must already have the right to work in Japan', '日本での就労資格をお持ちの方'];
const APPLY_FROM_ABROAD: Bilingual = ['You can apply from outside Japan', '海外在住の方も応募可能です'];

const HEADINGS = {
  details: ['In this role you will:', '業務内容：'],
  requirements: ['We are looking for:', '応募資格：'],
  benefits: ['What we offer:', '待遇・福利厚生：'],
} as const satisfies Record<string, Bilingual>;

const BENEFITS: readonly Bilingual[] = [
  ['Flexible hours with core time from 11:00 to 16:00', 'フレックスタイム制（コアタイム11:00〜16:00）'],
  ['Full social insurance and commuting allowance', '各種社会保険完備・交通費支給'],
  ['¥100,000 a year for books, courses and conferences', '書籍・研修・カンファレンス費用補助（年間10万円）'],
  ['Latest MacBook Pro and a 4K monitor', '最新MacBook Proと4Kモニターを貸与'],
  ['Japanese lessons paid by the company', '日本語レッスン費用を会社が負担'],
  ['Remote work allowance of ¥5,000 a month', 'リモートワーク手当（月5,000円）'],
  ['Stock options', 'ストックオプション制度'],
  ['20 days of paid leave from the first year', '初年度から有給休暇20日'],
  ['Salary reviews twice a year', '年2回の給与改定'],
  ['Annual health check-up and gym membership', '健康診断・ジム利用補助'],
  ['Childcare support and flexible leave for parents', '育児支援制度'],
  ['English lessons for the whole team', '英語学習支援'],
  ['Lunch provided three days a week', '週3回のランチ提供'],
];

/** Why seeded jobs were not approved (picked by the job's id: the seeded world stays the same). */
const REJECTION_REASONS = [
  'The salary range is missing: please add the yearly salary in JPY.',
  'The description is a link to another site: please describe the role here.',
  'This looks like a recruiting agency posting: please post the hiring company’s own role.',
];

const STAFF_MEMOS = [
  'Checked salary range with the employer by phone.',
  'Employer asked to feature this job in the next newsletter.',
  'Visa sponsorship confirmed in writing.',
  'Reposted after the first hire fell through.',
];

export type JobState = 'published' | 'pending' | 'closed' | 'rejected';

export interface JobDraft {
  row: NewRow<'Job'>;
  skillIds: number[];
}

export interface JobOptions {
  id: number;
  company: CompanyDraft;
  refs: ReferenceIndex;
  now: Date;
  state?: JobState;
}

type Salary = { min: number | null; max: number | null };

/** Salary bands in JPY/year per seniority, never below the floors (junior 4M, experienced 6M). */
const SALARY_RANGES: Record<SeniorityLevel, { min: [number, number]; spread: [number, number] }> = {
  new_grad: { min: [SALARY.juniorFloor, 5_000_000], spread: [800_000, 2_000_000] },
  junior: { min: [SALARY.juniorFloor, 6_000_000], spread: [1_500_000, 3_000_000] },
  mid_level: { min: [SALARY.experiencedFloor, 8_500_000], spread: [2_000_000, 4_000_000] },
  senior: { min: [8_000_000, 12_000_000], spread: [3_000_000, 6_000_000] },
};

function salaryFor(rng: Random, seniority: SeniorityLevel, employment: EmploymentType): Salary {
  if (employment === 'intern') return { min: null, max: null };
  const range = SALARY_RANGES[seniority];
  const round = (yen: number) => Math.round(yen / 100_000) * 100_000;
  const min = round(rng.between(...range.min));
  const max = round(min + rng.between(...range.spread));
  // The site shows "or more" for min only, "Up to" for max only and nothing for neither: seed all four.
  return rng.weighted<Salary>([
    [{ min, max }, 78],
    [{ min, max: null }, 8],
    [{ min: null, max }, 8],
    [{ min: null, max: null }, 6],
  ]);
}

function salaryLine({ min, max }: Salary): Bilingual | null {
  const man = (yen: number) => `${Math.round(yen / 10_000)}万円`;
  if (min && max) return [`Salary ${formatYen(min)}–${formatYen(max)} per year, depending on experience`, `年収${man(min)}〜${man(max)}（経験により決定）`];
  if (min) return [`Salary ${formatYen(min)} or more per year, depending on experience`, `年収${man(min)}以上（経験により決定）`];
  if (max) return [`Salary up to ${formatYen(max)} per year, depending on experience`, `年収${man(max)}まで（経験により決定）`];
  return null;
}

const LOCATION_WEIGHTS = [
  ['tokyo', 60], ['osaka', 10], ['kyoto', 5], ['fukuoka', 7], ['nagoya', 5], ['yokohama', 5], ['sapporo', 3],
  ['sendai', 2], ['kobe', 3],
] as const;

function jobLocationSlug(rng: Random, company: CompanyDraft, remote: RemoteLevel): string {
  if (remote === 'full_worldwide' && rng.chance(0.5)) return 'remote-worldwide';
  if (remote === 'full_japan' && rng.chance(0.5)) return 'remote-japan';
  if (company.row.has_global_office && rng.chance(0.05)) return 'singapore';
  return rng.chance(0.7) ? company.hqSlug : rng.weighted(LOCATION_WEIGHTS);
}

interface LanguageNeeds {
  japanese: JapaneseLevel;
  english: EnglishLevel;
  japaneseOnly: boolean;
  eitherLanguage: boolean;
}

function languageNeeds(rng: Random, company: CompanyDraft): LanguageNeeds {
  if (rng.chance(0.07)) {
    return { japanese: rng.pick(['fluent', 'native'] as const), english: 'not_required', japaneseOnly: true, eitherLanguage: false };
  }
  if (rng.chance(0.1)) return { japanese: 'business_level', english: 'business_level', japaneseOnly: false, eitherLanguage: true };
  const japanese = rng.chance(0.5) && company.row.japanese_level_enum ? company.row.japanese_level_enum : rng.weighted(JAPANESE_LEVEL_WEIGHTS);
  const english = rng.weighted<EnglishLevel>(
    japanese === 'native' || japanese === 'fluent'
      ? [['not_required', 40], ['conversational', 35], ['business_level', 20], ['fluent', 5]]
      : [['not_required', 5], ['conversational', 20], ['business_level', 40], ['fluent', 35]],
  );
  return { japanese, english, japaneseOnly: false, eitherLanguage: false };
}

const SENIORITY_TITLE: Record<SeniorityLevel, Bilingual> = {
  new_grad: ['New Graduate ', '【新卒】'],
  junior: ['Junior ', 'ジュニア'],
  mid_level: ['', ''],
  senior: ['Senior ', 'シニア'],
};

function lines(heading: string, items: string[]): string {
  return [heading, ...items.map((item) => `- ${item}`)].join('\n');
}

/**
 * A complete job posting for a company. Content, enums and salary agree with each other (interns
 * are internships, Japanese-only postings are written in Japanese, remote-anywhere jobs accept
 * candidates anywhere); `state` decides the approval and publication lifecycle.
 */
export function buildJob(rng: Random, { id, company, refs, now, state = 'published' }: JobOptions): JobDraft {
  const boosted = new Set(company.industry.roles);
  const role = rng.weighted(ROLES.map((r) => [r, boosted.has(r.key) ? r.weight * 4 : r.weight] as const));
  const [variantLabel, variantSkills] = rng.pick(role.variants);
  const employment: EmploymentType = role.seniority
    ? rng.weighted([['full_time', 90], ['contract', 10]])
    : rng.weighted([['full_time', 80], ['contract', 12], ['intern', 8]]);
  const seniority: SeniorityLevel =
    role.seniority ??
    (employment === 'intern'
      ? rng.pick(['new_grad', 'junior'] as const)
      : rng.weighted([['new_grad', 8], ['junior', 20], ['mid_level', 40], ['senior', 32]]));
  const language = languageNeeds(rng, company);
  const remote = rng.chance(0.6) && company.row.remote_level ? company.row.remote_level : rng.weighted(REMOTE_LEVEL_WEIGHTS);
  const candidateLocation: CandidateLocation =
    remote === 'full_worldwide' ? 'anywhere' : language.japaneseOnly ? 'japan_only' : rng.chance(0.4) ? 'anywhere' : 'japan_only';
  const sponsorsVisas = !language.japaneseOnly && rng.chance(candidateLocation === 'anywhere' ? 0.75 : 0.35);
  const locationSlug = jobLocationSlug(rng, company, remote);
  const city = locationNames(locationSlug);
  const salary = salaryFor(rng, seniority, employment);
  const team = rng.pick(company.industry.teams);
  const tech = variantLabel || role.stack || role.title;

  const suffix: Bilingual = variantLabel ? [` (${variantLabel})`, `（${variantLabel}）`] : ['', ''];
  const prefix: Bilingual = role.seniority ? ['', ''] : SENIORITY_TITLE[seniority];
  const title: Bilingual =
    employment === 'intern'
      ? [`${role.title} Intern${suffix[0]}`, `【インターン】${role.titleJa}${suffix[1]}`]
      : [`${prefix[0]}${role.title}${suffix[0]}`, `${prefix[1]}${role.titleJa}${suffix[1]}`];

  const companyName = company.row.short_name ?? company.row.name;
  const remoteSentence = REMOTE_SENTENCES[remote];
  const intro: Bilingual = [
    [
      `${companyName} is ${company.industry.pitch}.`,
      `We are hiring a ${title[0]} to join the ${team} team${locationSlug.startsWith('remote') ? '' : ` in ${city.name}`}.`,
      remoteSentence[0].replaceAll('{city}', city.name),
    ].join(' '),
    [
      `${company.row.name_ja ?? companyName}は${company.industry.pitchJa}です。`,
      `${team}チームの${title[1]}を募集しています。`,
      remoteSentence[1].replaceAll('{city}', city.nameJa),
    ].join(''),
  ];
  const duties = rng.sample(DUTIES[role.category], rng.int(3, 4));
  const englishRequirement = ENGLISH_REQUIREMENT[language.english];
  const requirements: Bilingual[] = [
    EXPERIENCE[seniority],
    ...(language.eitherLanguage
      ? [EITHER_LANGUAGE]
      : [JAPANESE_REQUIREMENT[language.japanese], ...(englishRequirement ? [englishRequirement] : [])]),
    sponsorsVisas ? VISA_SPONSORED : VISA_NOT_SPONSORED,
    ...(candidateLocation === 'anywhere' ? [APPLY_FROM_ABROAD] : []),
  ];
  const salaryText = salaryLine(salary);
  const benefits = [...rng.sample(BENEFITS, rng.int(3, 5)), ...(salaryText ? [salaryText] : [])];
  const posting = (lang: 0 | 1) => ({
    intro: intro[lang],
    details: lines(HEADINGS.details[lang], duties.map((duty) => duty[lang].replaceAll('{tech}', tech).replaceAll('{team}', team))),
    requirements: lines(HEADINGS.requirements[lang], requirements.map((line) => line[lang])),
    benefits: lines(HEADINGS.benefits[lang], benefits.map((line) => line[lang])),
  });
  // Japanese-only postings are written in Japanese only; some of the others carry a translation:
  // about 30 % of the board reads in Japanese on the Japanese site (title and description), and a
  // few more have a Japanese title only, as on a real bilingual board.
  const primary = posting(language.japaneseOnly ? 1 : 0);
  const japanese = language.japaneseOnly || rng.chance(0.23) ? posting(1) : null;
  const hasTitleJa = !!japanese || rng.chance(0.04);

  const slug = `${slugify(title[0])}-${id.toString(36)}`;
  const usesLink = company.row.redirect_application_links || rng.chance(0.55);
  const contactEmail = `hiring@${company.row.slug}.example`;
  const withConditions = !sponsorsVisas && rng.chance(0.08);
  const dates = lifecycleDates(rng, state, now);

  const skillNames = new Set<string>([role.jobType, ...variantSkills]);
  const skillTarget = rng.int(Math.max(2, skillNames.size), 6);
  for (const name of rng.shuffle(role.pool)) {
    if (skillNames.size >= skillTarget) break;
    skillNames.add(name);
  }

  const row: NewRow<'Job'> = {
    id,
    slug,
    company_id: company.row.id,
    location_id: refs.locations.id(locationSlug),
    category_skill_id: refs.skills.id(role.category),
    subcategory_skill_id: role.subcategory ? refs.skills.id(role.subcategory) : null,
    title: language.japaneseOnly ? title[1] : title[0],
    title_ja: hasTitleJa ? title[1] : null,
    position: language.japaneseOnly ? role.titleJa : role.title,
    raw_content: [primary.intro, primary.details, primary.requirements, primary.benefits].join('\n\n'),
    intro: primary.intro,
    intro_ja: japanese?.intro ?? null,
    details: primary.details,
    details_ja: japanese?.details ?? null,
    requirements: primary.requirements,
    requirements_ja: japanese?.requirements ?? null,
    benefits: primary.benefits,
    benefits_ja: japanese?.benefits ?? null,
    application_url: usesLink ? `https://careers.${company.row.slug}.example/jobs/${slug}?source=shigoto` : null,
    application_email: usesLink ? null : contactEmail,
    application_conditions: withConditions ? 'Only candidates who already hold a Japanese work visa can be considered.' : null,
    application_conditions_ja: withConditions ? '日本の就労ビザをお持ちの方のみ選考対象となります。' : null,
    featured: state === 'published' && rng.chance(0.05),
    published: state === 'published',
    is_deleted: false,
    is_internship: employment === 'intern',
    published_at: dates.publishedAt,
    closed_at: dates.closedAt,
    approval_state: state === 'pending' ? 'pending' : state === 'rejected' ? 'rejected' : 'approved',
    approved_at: dates.approvedAt,
    salary_min: salary.min,
    salary_max: salary.max,
    remote_level: remote,
    employment_type: employment,
    seniority_level: seniority,
    english_level_enum: language.english,
    japanese_level_enum: language.japanese,
    candidate_location: candidateLocation,
    sponsors_visas: sponsorsVisas,
    either_language_ok: language.eitherLanguage,
    is_japanese_only: language.japaneseOnly,
    memo: rng.chance(0.04) ? rng.pick(STAFF_MEMOS) : null,
    rejection_reason: state === 'rejected' ? REJECTION_REASONS[id % REJECTION_REASONS.length] : null,
    submitter_email: contactEmail,
    import_url: null,
    created_by_employer_id: null,
    created_at: dates.createdAt,
    updated_at: dates.closedAt ?? dates.publishedAt ?? dates.createdAt,
  };
  return { row, skillIds: [...skillNames].map((name) => refs.skills.id(name)) };
}

function lifecycleDates(rng: Random, state: JobState, now: Date) {
  if (state === 'pending' || state === 'rejected') {
    return { createdAt: daysBefore(now, rng.between(0, 10)), publishedAt: null, approvedAt: null, closedAt: null };
  }
  const publishedAt = state === 'closed' ? daysBefore(now, rng.between(40, PUBLISHED_WITHIN_DAYS)) : recentPublishedAt(rng, now);
  return {
    createdAt: new Date(publishedAt.getTime() - rng.between(0.5, 3) * DAY_MS),
    publishedAt,
    approvedAt: new Date(publishedAt.getTime() - rng.between(0.05, 0.4) * DAY_MS),
    closedAt: state === 'closed' ? new Date(publishedAt.getTime() + rng.between(10, 35) * DAY_MS) : null,
  };
}

