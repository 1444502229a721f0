import type { Language } from './enums.js';

// A company's tags are words staff give it in the console (lower case, hyphens: "fintech",
// "english-first"); each leads to /companies/tags/{tag}. The tags in use are named here in both
// languages, so a Japanese page says スタートアップ where the tag is "startup", and a search for
// either word finds the company. A tag not listed here shows as written.
const COMPANY_TAG_LABELS: Record<string, Record<Language, string>> = {
  ai: { en: 'AI', jp: 'AI' },
  consultancy: { en: 'Consultancy', jp: 'コンサルティング' },
  ecommerce: { en: 'E-commerce', jp: 'EC' },
  edtech: { en: 'Edtech', jp: 'エドテック' },
  'english-first': { en: 'English-first', jp: '英語中心' },
  fintech: { en: 'Fintech', jp: 'フィンテック' },
  gaming: { en: 'Gaming', jp: 'ゲーム' },
  global: { en: 'Global', jp: 'グローバル' },
  healthtech: { en: 'Healthtech', jp: 'ヘルステック' },
  hrtech: { en: 'HR tech', jp: 'HRテック' },
  media: { en: 'Media', jp: 'メディア' },
  mobility: { en: 'Mobility', jp: 'モビリティ' },
  proptech: { en: 'Proptech', jp: '不動産テック' },
  'remote-friendly': { en: 'Remote-friendly', jp: 'リモート歓迎' },
  robotics: { en: 'Robotics', jp: 'ロボティクス' },
  saas: { en: 'SaaS', jp: 'SaaS' },
  security: { en: 'Security', jp: 'セキュリティ' },
  startup: { en: 'Startup', jp: 'スタートアップ' },
};

/** How a tag reads on a page in `language`: its name there, or the tag itself. */
export function companyTagLabel(tag: string, language: Language): string {
  return Object.hasOwn(COMPANY_TAG_LABELS, tag) ? COMPANY_TAG_LABELS[tag][language] : tag;
}

/** The words a tag is found by: the tag and its names in both languages. */
export function companyTagWords(tag: string): string[] {
  return Object.hasOwn(COMPANY_TAG_LABELS, tag) ? [tag, ...Object.values(COMPANY_TAG_LABELS[tag])] : [tag];
}
