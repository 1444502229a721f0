import type { Dictionary } from '@/i18n/dictionaries';
import { formErrorTexts } from '@/components/forms/form-texts';
import type { ControlTexts } from './ApplicantControls';

/** What the star and rating controls say, and how a failed change is told, in the page's language. */
export function controlTexts(t: Dictionary): ControlTexts {
  const texts = t.employerApplicants;
  return { star: texts.star, unstar: texts.unstar, rating: texts.rating, ratingFor: texts.ratingFor, states: texts.states, errors: formErrorTexts(t) };
}
