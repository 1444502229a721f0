import type { Metadata } from 'next';
import { IntentLink } from '@/components/navigation/IntentLink';
import { JobResults } from '@/components/jobs/JobResults';
import { QuickFilterChips } from '@/components/search/QuickFilterChips';
import { SearchBox } from '@/components/search/SearchBox';
import { buttonClass, cx, ui } from '@/components/ui/classes';
import { getI18n } from '@/i18n/server';
import { JOB_QUICK_FILTERS } from '@/lib/job-search';
import { JsonLd } from '@/components/seo/JsonLd';
import { htmlLanguageCode, localizeHref } from '@/i18n/language';
import { pageMetadata } from '@/lib/seo/metadata';
import { webSiteStructuredData } from '@/lib/seo/structured-data';
import { absoluteUrl } from '@/lib/site';
import styles from './home.module.css';

const LATEST_JOBS_COUNT = 20;

export async function generateMetadata(): Promise<Metadata> {
  const { t, language } = await getI18n();
  return pageMetadata({ language, path: '/', title: { absolute: `${t.home.metaTitle} | ${t.siteName}` }, description: t.home.metaDescription });
}

export default async function HomePage() {
  const i18n = await getI18n();
  const { t, href } = i18n;
  const stats = [t.home.stats.monthlyUsers, t.home.stats.subscribers, t.home.stats.inJapan];

  return (
    <>
      <JsonLd data={webSiteStructuredData({ name: t.siteName, url: absoluteUrl(localizeHref('/', i18n.language)), language: htmlLanguageCode(i18n.language) })} />
      <section className={styles.hero}>
        <div className={ui.container}>
          <div className={styles.heroStack}>
            <h1 className={cx(ui.h1, styles.heroTitle)}>{t.home.heroTitle}</h1>
            <p className={styles.heroSubtitle}>{t.home.heroSubtitle}</p>
            <SearchBox i18n={i18n} path="/jobs" label={t.jobs.searchLabel} placeholder={t.jobs.searchPlaceholder} />
            <QuickFilterChips i18n={i18n} quickFilters={JOB_QUICK_FILTERS} path="/jobs" label={t.home.quickFiltersLabel} />
            <div>
              <IntentLink href={href('/jobs')} className={buttonClass({ variant: 'outlined', size: 'large' })}>
                {t.home.heroSearch}
              </IntentLink>
            </div>
            <ul className={styles.stats}>
              {stats.map((stat) => (
                <li key={stat} className={styles.stat}>
                  {stat}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <div className={cx(ui.container, ui.pageBlock)}>
        <div className={styles.latestHead}>
          <h2 className={ui.h2}>{t.home.latestJobs}</h2>
          <IntentLink href={href('/jobs')} className={buttonClass()}>
            {t.home.seeAllJobs} →
          </IntentLink>
        </div>
        <JobResults i18n={i18n} query={{ pageSize: LATEST_JOBS_COUNT }} />
      </div>
    </>
  );
}
