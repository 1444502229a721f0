import type { Dictionary } from '@/i18n/dictionaries';

/** The two experience surveys the site asks (the API also keeps `general` experiences). */
export const SURVEY_KINDS = ['designer', 'remote'] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];

export const SURVEY_PATHS: Record<SurveyKind, string> = { designer: '/designer-experiences', remote: '/remote-experiences' };

type Options = Dictionary['experiences']['options'];
type QuestionKey = keyof Dictionary['experiences']['questions'];

/** A survey question: its answer is stored under its key, a choice as the option's key (shown in the reader's language). */
export type SurveyQuestion = { key: QuestionKey; choices?: never } | { key: keyof Options & QuestionKey; choices: true };

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

/** The order answers are shown in on a company page: the surveys' questions, then any others the dictionary names. */
const SHOWN_ORDER: readonly QuestionKey[] = [...new Set([...SURVEY_QUESTIONS.designer, ...SURVEY_QUESTIONS.remote].map((q) => q.key))];

/**
 * An experience's answers as question and answer texts, in the reader's language. A choice's key
 * becomes its label; an answer written as text (or an option the dictionary does not know) is shown
 * as written. Answers to questions the site does not know are left out: their question has no text.
 */
export function answerTexts(answers: Record<string, string> | null | undefined, texts: Dictionary['experiences']): { question: string; answer: string }[] {
  if (!answers) return [];
  const known = [...SHOWN_ORDER, ...(Object.keys(texts.questions) as QuestionKey[]).filter((key) => !SHOWN_ORDER.includes(key))];
  return known.flatMap((key) => {
    const answer = answers[key]?.trim();
    if (!answer) return [];
    const options = (texts.options as Partial<Record<QuestionKey, Record<string, string>>>)[key];
    return [{ question: texts.questions[key], answer: options && Object.hasOwn(options, answer) ? options[answer] : answer }];
  });
}
