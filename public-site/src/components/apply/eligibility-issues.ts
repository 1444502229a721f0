import type { FieldErrors } from '@/lib/browser/api';
import { interpolate } from '@/lib/format/template';
import type { ApplyTexts } from './texts';

/**
 * The two eligibility answers of the API, recognised by their exact wording (the product's own
 * sentences): the seeker may still continue anyway after reading them, unlike every other error.
 */
const JAPANESE_REQUIRED = /^This job requires at least (.+) Japanese$/;
const RESIDENT_OF_JAPAN = 'You must be a resident of Japan to apply';

export type EligibilityIssue = { kind: 'japanese'; level: string } | { kind: 'residence' };

/** The eligibility issue an API message states, or null for any other message. */
export function issueOf(message: string): EligibilityIssue | null {
  const japanese = JAPANESE_REQUIRED.exec(message);
  if (japanese) return { kind: 'japanese', level: japanese[1] };
  return message === RESIDENT_OF_JAPAN ? { kind: 'residence' } : null;
}

export function eligibilityIssues(errors: FieldErrors): EligibilityIssue[] {
  return Object.values(errors)
    .flat()
    .map(issueOf)
    .filter((issue) => issue !== null);
}

/** The errors that are not about eligibility: these refuse the application whatever the seeker chooses. */
export function withoutEligibility(errors: FieldErrors): FieldErrors {
  const rest: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const kept = messages.filter((message) => !issueOf(message));
    if (kept.length) rest[field] = kept;
  }
  return rest;
}

/** The answer is only about eligibility: the eligibility screen, with its way to continue anyway. */
export function onlyEligibility(errors: FieldErrors): boolean {
  return eligibilityIssues(errors).length > 0 && Object.keys(withoutEligibility(errors)).length === 0;
}

export function issueText(issue: EligibilityIssue, texts: Pick<ApplyTexts, 'eligibility'>): string {
  const { eligibility } = texts;
  if (issue.kind === 'residence') return eligibility.residentOfJapan;
  return interpolate(eligibility.japaneseRequired, { level: eligibility.levels[issue.level] ?? issue.level });
}
