import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SkillChips } from '@/components/jobs/SkillChips';
import { ResultCard } from '@/components/search/ResultCard';
import { LinkChips } from '@/components/text/LinkChips';
import type { Dictionary } from '@/i18n/dictionaries';
import type { I18n } from '@/i18n/server';
import type { CompanyProfile } from '@/lib/api/types';
import { companyPath, companyTagPath } from '@/lib/routes';
import { interpolate } from '@/lib/format/template';
import { presentText, shorten, toParagraphs } from '@/lib/format/text';

/** A company in a list shows its top 3 tags and at most 3 skills. */
const TAGS_PER_CARD = 3;
const SKILLS_PER_CARD = 3;

/** Where the company is and how big, e.g. "Tokyo · 120 employees". */
export function companyPlace(company: CompanyProfile, t: Dictionary): string {
  const size = company.employee_count ? interpolate(t.companies.employees, { count: company.employee_count.toLocaleString() }) : null;
  return [presentText(company.location), size].filter(Boolean).join(' · ');
}

/** Hiring now, verified, startup: what makes a seeker look closer. */
export function CompanyBadges({ company, t }: { company: CompanyProfile; t: Dictionary }) {
  const badges = [
    company.has_active_jobs ? { label: t.companies.hiringNow, color: 'primary' as const, variant: 'filled' as const } : null,
    company.is_verified ? { label: t.companies.verified, color: 'success' as const, variant: 'outlined' as const } : null,
    company.is_startup ? { label: t.companies.startup, color: 'default' as const, variant: 'outlined' as const } : null,
  ].filter((badge) => badge !== null);
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {badges.map((badge) => (
        <Chip key={badge.label} size="small" label={badge.label} color={badge.color} variant={badge.variant} />
      ))}
    </Stack>
  );
}

/** A company's tags, each leading to the companies that share it. */
export function CompanyTags({ tags, i18n }: { tags: string[]; i18n: I18n }) {
  return <LinkChips label={i18n.t.companies.tags} chips={tags.map((tag) => ({ key: tag, label: tag, href: i18n.href(companyTagPath(tag)) }))} />;
}

export function CompanyCard({ company, i18n }: { company: CompanyProfile; i18n: I18n }) {
  const { t, href } = i18n;
  const summary = toParagraphs(company.description).join(' ');
  return (
    <ResultCard testId="company-card" company={company} logoAlt={interpolate(t.job.companyLogo, { company: company.name })} title={company.name} href={href(companyPath(company))}>
      <Typography variant="body2" color="text.secondary">
        {companyPlace(company, t)}
      </Typography>
      {summary && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {shorten(summary)}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
        <CompanyBadges company={company} t={t} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          <CompanyTags tags={(company.tags ?? []).slice(0, TAGS_PER_CARD)} i18n={i18n} />
          <SkillChips skills={(company.skills ?? []).slice(0, SKILLS_PER_CARD)} />
        </Box>
      </Box>
    </ResultCard>
  );
}
