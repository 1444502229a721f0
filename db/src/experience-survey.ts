import type { Language } from './enums.js';

// The experience surveys' questions and choices. Answers are stored under these keys (a choice as
// its option's key), so the site that asks them, the company page that shows them and the console
// where staff moderate them all read them the same way, in English or Japanese.

const en = {
  questions: {
    design_team_size: 'How big is the design team?',
    design_influence: 'How much say does design have?',
    design_tools: 'Which tools does the team use?',
    research_practice: 'How does the team learn from users?',
    working_language: 'Which language does the team work in?',
    remote_policy: 'What is the remote work policy?',
    office_days: 'Days a week in the office',
    core_hours: 'Core hours',
    work_from_abroad: 'Can you work from abroad?',
    home_office_budget: 'Home office budget or equipment',
    team_atmosphere: 'Team atmosphere',
  },
  options: {
    design_team_size: { '1': 'Just me', '2-5': '2–5 people', '6-15': '6–15 people', '16+': '16 or more' },
    design_influence: {
      leads: 'Designers shape what gets built',
      partner: 'Designers work alongside product and engineering',
      late: 'Design comes in after decisions are made',
    },
    working_language: { english: 'English', japanese: 'Japanese', both: 'English and Japanese' },
    remote_policy: { remote_anywhere: 'Fully remote, from anywhere', remote_japan: 'Fully remote, within Japan', hybrid: 'Hybrid', office: 'In the office' },
    office_days: { '0': 'None', '1': 'One', '2': 'Two', '3': 'Three', '4': 'Four', '5': 'Every day' },
    work_from_abroad: { yes: 'Yes', short_stays: 'For short stays', no: 'No' },
  },
};

/** A survey's question and choice texts in one language. */
export type ExperienceSurveyTexts = typeof en;

const jp: ExperienceSurveyTexts = {
  questions: {
    design_team_size: 'デザインチームの人数は？',
    design_influence: 'デザインの発言力はどのくらいですか？',
    design_tools: 'チームで使っているツールは？',
    research_practice: 'ユーザーからどのように学んでいますか？',
    working_language: 'チームで使う言語は？',
    remote_policy: 'リモートワークの方針は？',
    office_days: '週の出社日数',
    core_hours: 'コアタイム',
    work_from_abroad: '海外から働けますか？',
    home_office_budget: '在宅勤務の手当や機材',
    team_atmosphere: 'チームの雰囲気',
  },
  options: {
    design_team_size: { '1': '自分ひとり', '2-5': '2〜5人', '6-15': '6〜15人', '16+': '16人以上' },
    design_influence: {
      leads: 'デザイナーが何を作るかを左右する',
      partner: 'デザイナーがプロダクトやエンジニアと並んで働く',
      late: '決まったことをデザインが後から形にする',
    },
    working_language: { english: '英語', japanese: '日本語', both: '英語と日本語' },
    remote_policy: { remote_anywhere: 'フルリモート（どこからでも）', remote_japan: 'フルリモート（日本国内）', hybrid: 'ハイブリッド', office: '出社' },
    office_days: { '0': 'なし', '1': '週1日', '2': '週2日', '3': '週3日', '4': '週4日', '5': '毎日' },
    work_from_abroad: { yes: 'はい', short_stays: '短期間なら可能', no: 'いいえ' },
  },
};

export const EXPERIENCE_SURVEY_TEXTS: Record<Language, ExperienceSurveyTexts> = { en, jp };

/** The two experience surveys the site asks (the API also keeps `general` experiences). */
export const SURVEY_KINDS = ['designer', 'remote'] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];

type QuestionKey = keyof ExperienceSurveyTexts['questions'];
type ChoiceQuestionKey = keyof ExperienceSurveyTexts['options'];

/** A survey question: its answer is stored under its key, a choice as the option's key (shown in the reader's language). */
export type SurveyQuestion = { key: QuestionKey; choices?: never } | { key: ChoiceQuestionKey; choices: true };

/**
 * The questions of each survey, in order. All are optional: the API requires only the free text
 * (`body`). Keys match the answers already stored (the demo's and earlier surveys'), so those show
 * under the same questions.
 */
export const SURVEY_QUESTIONS: Record<SurveyKind, readonly SurveyQuestion[]> = {
  designer: [
    { key: 'design_team_size', choices: true },
    { key: 'design_influence', choices: true },
    { key: 'working_language', choices: true },
    { key: 'design_tools' },
    { key: 'research_practice' },
  ],
  remote: [
    { key: 'remote_policy', choices: true },
    { key: 'office_days', choices: true },
    { key: 'work_from_abroad', choices: true },
    { key: 'core_hours' },
    { key: 'home_office_budget' },
  ],
};

/** The order answers are shown in on a company page: the surveys' questions, then any others with a text. */
const SHOWN_ORDER: readonly QuestionKey[] = [...new Set([...SURVEY_QUESTIONS.designer, ...SURVEY_QUESTIONS.remote].map((q) => q.key))];

/**
 * An experience's answers as question and answer texts, in the reader's language. A choice's key
 * becomes its label; an answer written as text (or an option the dictionary does not know) is shown
 * as written. Answers to questions the site does not know are left out: their question has no text.
 */
export function answerTexts(answers: Record<string, string> | null | undefined, texts: ExperienceSurveyTexts): { question: string; answer: string }[] {
  if (!answers) return [];
  const known = [...SHOWN_ORDER, ...(Object.keys(texts.questions) as QuestionKey[]).filter((key) => !SHOWN_ORDER.includes(key))];
  return known.flatMap((key) => {
    const answer = answers[key]?.trim();
    if (!answer) return [];
    const options = (texts.options as Partial<Record<QuestionKey, Record<string, string>>>)[key];
    return [{ question: texts.questions[key], answer: options && Object.hasOwn(options, answer) ? options[answer] : answer }];
  });
}
