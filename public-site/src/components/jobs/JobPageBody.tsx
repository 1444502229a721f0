import type { ReactNode } from 'react';
import { IntentLink } from '@/components/navigation/IntentLink';
import { JobBadges } from '@/components/jobs/JobBadges';
import { SkillTags } from '@/components/text/Tags';
import { FactsPanel } from '@/components/text/FactList';
import { DetailLayout } from '@/components/layout/DetailLayout';
import { Paragraphs } from '@/components/text/Paragraphs';
import { cx, ui } from '@/components/ui/classes';
import { Notice } from '@/components/ui/Notice';
import { enumLabel, type Dictionary } from '@/i18n/dictionaries';
import type { Language } from '@/i18n/language';
import type { JobDetail } from '@/lib/api/types';
import { formatDate } from '@/lib/format/date';
import { formatSalary } from '@/lib/format/salary';
import { interpolate } from '@/lib/format/template';
import { orDash, presentText, toParagraphs } from '@/lib/format/text';
import styles from './JobPageBody.module.css';

/** The dictionary sections a job page reads (a client component passes only these). */
export type JobPageTexts = Pick<
  Dictionary,
  'job' | 'jobFilters' | 'salary' | 'employmentTypes' | 'seniorityLevels' | 'englishLevels' | 'japaneseLevels' | 'remoteLevels' | 'candidateLocations'
>;

function Section({ title, text }: { title?: string; text: string | null }) {
  if (!toParagraphs(text).length) return null;
  return (
    <section className={styles.section}>
      {title && <h2 className={cx(ui.h2, styles.sectionTitle)}>{title}</h2>}
      <Paragraphs text={text} />
    </section>
  );
}

function jobFacts(job: JobDetail, t: JobPageTexts, language: Language): [string, string][] {
  return [
    [t.job.salary, formatSalary(job.salary_min, job.salary_max, t.salary) ?? t.job.salaryNotStated],
    [t.job.location, orDash(job.location)],
    [t.job.employmentType, enumLabel(t.employmentTypes, job.employment_type) ?? '-'],
    [t.job.seniority, enumLabel(t.seniorityLevels, job.seniority_level) ?? '-'],
    [t.job.englishLevel, enumLabel(t.englishLevels, job.english_level_enum) ?? '-'],
    [t.job.japaneseLevel, enumLabel(t.japaneseLevels, job.japanese_level_enum) ?? '-'],
    [t.job.remotePolicy, enumLabel(t.remoteLevels, job.remote_level) ?? '-'],
    [t.job.candidateLocation, enumLabel(t.candidateLocations, job.candidate_location) ?? '-'],
    [t.job.visa, job.sponsors_visas === 'yes' ? t.job.visaYes : t.job.visaNo],
    // A job not yet published (the employer's preview) has no date to show.
    ...(job.published_at ? [[t.job.posted, formatDate(job.published_at, language) ?? '-'] as [string, string]] : []),
  ];
}

interface JobPageBodyProps {
  job: JobDetail;
  t: JobPageTexts;
  language: Language;
  back?: { href: string; label: string };
  /** The company's page, in the page's language. */
  companyHref: string | null;
  /** Where the seeker applies (the employer's preview shows none). */
  actions?: ReactNode;
  after?: ReactNode;
  /** The public page links the salary to the salary guide ("How does this salary compare?"); previews do not. */
  salaryGuideHref?: string;
}

/**
 * A job as its public page shows it: title, company, salary, facts, badges, skills and the
 * description. The public page and the employer's preview both render this, so the preview is
 * what seekers will see. A job whose description was not split into sections (an employer's own
 * submission) shows the description as submitted.
 */
export function JobPageBody({ job, t, language, back, companyHref, actions, after, salaryGuideHref }: JobPageBodyProps) {
  const companyName = job.company?.name ?? '';
  const salary = formatSalary(job.salary_min, job.salary_max, t.salary);
  const conditions = presentText(job.application_conditions);
  const sectioned = [job.intro, job.details, job.requirements, job.benefits].some((text) => toParagraphs(text).length > 0);
  return (
    <DetailLayout
      back={back}
      company={job.company}
      logoAlt={interpolate(t.job.companyLogo, { company: companyName })}
      title={job.title}
      subtitle={
        <>
          <p className={styles.where}>
            {job.company &&
              (companyHref ? (
                <IntentLink href={companyHref} className={cx(ui.link, styles.companyName)}>
                  {companyName}
                </IntentLink>
              ) : (
                <span className={styles.companyName}>{companyName}</span>
              ))}
            {presentText(job.location) && `${job.company ? ' · ' : ''}${job.location}`}
          </p>
          {salary && (
            <div className={styles.salaryLine}>
              <p className={styles.salary}>{salary}</p>
              {salaryGuideHref && (
                <IntentLink href={salaryGuideHref} data-testid="compare-salary" className={cx(ui.link, styles.compare)}>
                  {t.job.compareSalary}
                </IntentLink>
              )}
            </div>
          )}
        </>
      }
      aside={
        <div className={styles.aside}>
          <FactsPanel title={t.job.facts} facts={jobFacts(job, t, language)} />
          {conditions && (
            <Notice severity="warning" className={styles.conditions}>
              <strong>{t.job.applicationConditions}</strong>
              <br />
              {conditions}
            </Notice>
          )}
          {actions}
        </div>
      }
      after={after}
    >
      <div className={styles.tags}>
        <JobBadges job={job} t={t} />
        {job.skills.length > 0 && <SkillTags skills={job.skills} />}
      </div>
      {actions && <div className={styles.phoneActions}>{actions}</div>}

      {sectioned ? (
        <>
          <Section text={job.intro} />
          <Section title={t.job.details} text={job.details} />
          <Section title={t.job.requirements} text={job.requirements} />
          <Section title={t.job.benefits} text={job.benefits} />
        </>
      ) : (
        <Section title={t.job.details} text={job.raw_content} />
      )}
    </DetailLayout>
  );
}

/** The texts a job page reads, taken from the whole dictionary (for client components). */
export function jobPageTexts(t: Dictionary): JobPageTexts {
  const { job, jobFilters, salary, employmentTypes, seniorityLevels, englishLevels, japaneseLevels, remoteLevels, candidateLocations } = t;
  return { job, jobFilters, salary, employmentTypes, seniorityLevels, englishLevels, japaneseLevels, remoteLevels, candidateLocations };
}
