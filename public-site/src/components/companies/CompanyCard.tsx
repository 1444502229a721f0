import { companyTagLabel } from '@shigoto/db/company-tags';
import { ResultCard, resultCardStyles as styles } from '@/components/search/ResultCard';
import { Badges, LinkTags, SkillTags, type Badge } from '@/components/text/Tags';
import type { Dictionary } from '@/i18n/dictionaries';
import type { I18n } from '@/i18n/server';
import type { CompanyProfile } from '@/lib/api/types';
import { companyPath, companyTagPath } from '@/lib/routes';
import { interpolate } from '@/lib/format/template';
import { countLabel } from '@/lib/format/count';
import { presentText, shorten, toParagraphs } from '@/lib/format/text';

/** A company in a list shows its top 3 tags and at most 3 skills. */
const TAGS_PER_CARD = 3;
const SKILLS_PER_CARD = 3;

/** Where the company is and how big, e.g. "Tokyo · 120 employees". */
export function companyPlace(company: CompanyProfile, { t, language }: Pick<I18n, 't' | 'language'>): string {
  const size = company.employee_count ? countLabel(company.employee_count, { one: t.companies.employeeOne, many: t.companies.employees }, language) : null;
  return [presentText(company.location), size].filter(Boolean).join(' · ');
}

/** Hiring now, verified, startup: what makes a seeker look closer. */
export function CompanyBadges({ company, t }: { company: CompanyProfile; t: Dictionary }) {
  const badges: (Badge | null)[] = [
    company.has_active_jobs ? { label: t.companies.hiringNow, color: 'primary', variant: 'filled' } : null,
    company.is_verified ? { label: t.companies.verified, color: 'success', variant: 'outlined' } : null,
    company.is_startup ? { label: t.companies.startup, color: 'default', variant: 'outlined' } : null,
  ];
  return <Badges badges={badges.filter((badge) => badge !== null)} />;
}

/** A company's tags, named in the page's language, each leading to the companies that share it. */
export function CompanyTags({ tags, i18n }: { tags: string[]; i18n: I18n }) {
  return <LinkTags label={i18n.t.companies.tags} tags={tags.map((tag) => ({ key: tag, label: companyTagLabel(tag, i18n.language), href: i18n.href(companyTagPath(tag)) }))} />;
}

export function CompanyCard({ company, i18n }: { company: CompanyProfile; i18n: I18n }) {
  const { t, href } = i18n;
  const summary = toParagraphs(company.description).join(' ');
  return (
    <ResultCard testId="company-card" company={company} logoAlt={interpolate(t.job.companyLogo, { company: company.name })} title={company.name} href={href(companyPath(company))} headingLevel={2}>
      <p className={styles.text}>{companyPlace(company, i18n)}</p>
      {summary && <p className={styles.text}>{shorten(summary)}</p>}
      <div className={styles.footer}>
        <CompanyBadges company={company} t={t} />
        <div className={styles.group}>
          <CompanyTags tags={(company.tags ?? []).slice(0, TAGS_PER_CARD)} i18n={i18n} />
          <SkillTags skills={company.skills ?? []} limit={SKILLS_PER_CARD} />
        </div>
      </div>
    </ResultCard>
  );
}
