import { ResultCard, resultCardStyles as styles } from '@/components/search/ResultCard';
import { SkillTags } from '@/components/text/Tags';
import type { I18n } from '@/i18n/server';
import type { Job } from '@/lib/api/types';
import { formatSalary } from '@/lib/format/salary';
import { interpolate } from '@/lib/format/template';
import { COMPANY_NAME_MAX_LENGTH, presentText, shorten } from '@/lib/format/text';
import { jobPath } from '@/lib/routes';
import { JobBadges } from './JobBadges';

/** A job in a list shows at most 3 skills. */
const SKILLS_PER_CARD = 3;

export function JobCard({ job, i18n, headingLevel }: { job: Job; i18n: I18n; headingLevel?: 2 | 3 }) {
  const { t, href } = i18n;
  const companyName = job.company?.name ?? '';
  const salary = formatSalary(job.salary_min, job.salary_max, t.salary);
  const place = [shorten(companyName, COMPANY_NAME_MAX_LENGTH), presentText(job.location)].filter(Boolean).join(' · ');

  return (
    <ResultCard testId="job-card" company={job.company} logoAlt={interpolate(t.job.companyLogo, { company: companyName })} title={job.title} href={href(jobPath(job))} highlighted={job.featured} headingLevel={headingLevel}>
      <p className={styles.text}>{place}</p>
      {salary && <p className={`${styles.text} ${styles.salary}`}>{salary}</p>}
      <div className={styles.footer}>
        <JobBadges job={job} t={t} />
        <SkillTags skills={job.skills} limit={SKILLS_PER_CARD} />
      </div>
    </ResultCard>
  );
}
