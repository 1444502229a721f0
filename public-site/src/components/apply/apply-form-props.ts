import type { ReactNode } from 'react';
import type { Language } from '@shigoto/db/enums';
import type { Location } from '@/lib/api/locations';
import type { ApplyTarget } from './applicant';
import type { NewsletterOffer } from './AfterApplyDialog';
import type { EligibilityLinks } from './EligibilityNotice';
import type { ApplyTexts } from './texts';

/** What both apply forms (the modal of a link job, the e-mail application page) receive from their server page. */
export interface ApplyFormProps {
  target: ApplyTarget;
  company: string;
  language: Language;
  texts: ApplyTexts;
  locations: Location[];
  links: EligibilityLinks;
  /** The job's related jobs for the after-apply modal, rendered by the server page (null when there are none). */
  relatedJobs: ReactNode;
  newsletter: NewsletterOffer;
}
