import { IntentLink } from '@/components/navigation/IntentLink';
import { UnpublishedJobNotice } from '@/components/apply/UnpublishedJobNotice';
import { buttonClass } from '@/components/ui/classes';
import { Notice } from '@/components/ui/Notice';
import type { I18n } from '@/i18n/server';
import { newsletterOffer } from './apply-props';
import styles from './job-page.module.css';

/** A closed job's page and apply page (answered with status 410 by the proxy): the unpublished-job modal over ways on. */
export function UnavailableJob({ i18n }: { i18n: I18n }) {
  const { t, href } = i18n;
  return (
    <div className={styles.unavailable}>
      <Notice severity="info" className={styles.unavailableNotice}>
        {t.job.unavailable}
      </Notice>
      <div className={styles.ways}>
        <IntentLink href={href('/jobs')} className={buttonClass({ variant: 'contained' })}>
          {t.job.backToJobs}
        </IntentLink>
        <IntentLink href={href('/newsletter')} className={buttonClass({ variant: 'outlined' })}>
          {t.nav.newsletter}
        </IntentLink>
      </div>
      <UnpublishedJobNotice texts={{ title: t.job.unavailable, intro: t.jobPage.unavailableIntro, close: t.jobPage.close }} newsletter={newsletterOffer(i18n)} />
    </div>
  );
}
