import type { Metadata } from 'next';
import { cache } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SalaryChartLegend, SalaryRangeChart } from '@/components/salary-guide/SalaryRangeChart';
import { SalaryTable } from '@/components/salary-guide/SalaryTable';
import { FactList } from '@/components/text/FactList';
import type { Dictionary } from '@/i18n/dictionaries';
import type { Language } from '@/i18n/language';
import { getI18n, type I18n } from '@/i18n/server';
import { getSalaryGuide, type SalaryGuide, type SalaryGuideGroup } from '@/lib/api/salary-guide';
import { countLabel } from '@/lib/format/count';
import { formatDate } from '@/lib/format/date';
import { formatSalary, formatYenMillions } from '@/lib/format/salary';
import { interpolate } from '@/lib/format/template';
import { pageMetadata } from '@/lib/seo/metadata';
import { SALARY_GUIDE_PATH } from '@/lib/routes';
import { chartScale, groupJobsHref, groupLabel, guideSections, hasFigures, type ChartScale } from '@/lib/salary-guide';

const loadGuide = cache((language: Language) => getSalaryGuide(language));

const formatCount = (count: number, language: Language) => count.toLocaleString(language === 'jp' ? 'ja-JP' : 'en-US');

export async function generateMetadata(): Promise<Metadata> {
  const { t, language } = await getI18n();
  const guide = await loadGuide(language);
  const description = interpolate(t.salaryGuide.metaDescription, { count: formatCount(guide.postings_with_salary, language) });
  return pageMetadata({ language, path: SALARY_GUIDE_PATH, title: t.salaryGuide.metaTitle, description });
}

/** "¥6M – ¥8M" (or one figure when both ends are the same). */
const rangeText = (t: Dictionary, from: number, to: number) => formatSalary(from, to, t.salary) ?? '-';

/** The headline: the median of every posting with a salary, its middle half and range, and how many postings. */
function Overall({ guide, i18n }: { guide: SalaryGuide; i18n: I18n }) {
  const { t, language } = i18n;
  const texts = t.salaryGuide;
  const figures = guide.overall;
  const postings = countLabel(figures.postings, texts.fromPostings, language);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, alignItems: 'center' }} data-testid="salary-overall">
      {hasFigures(figures) ? (
        <>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {texts.overall}
            </Typography>
            <Typography sx={{ fontSize: { xs: '2.5rem', md: '3rem' }, fontWeight: 800, lineHeight: 1.1, color: 'primary.dark', letterSpacing: '-0.02em' }} data-testid="salary-overall-median">
              {formatYenMillions(figures.median)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {postings}
            </Typography>
          </Box>
          <Box sx={{ pl: { sm: 3 }, borderLeft: { sm: 1 }, borderColor: { sm: 'divider' } }}>
            <FactList
              facts={[
                [texts.middleHalf, rangeText(t, figures.p25, figures.p75)],
                [texts.range, rangeText(t, figures.min, figures.max)],
              ]}
            />
          </Box>
        </>
      ) : (
        <Typography>{figures.postings ? `${interpolate(texts.tooFew, { minimum: guide.minimum_postings })} (${postings})` : texts.noData}</Typography>
      )}
    </Paper>
  );
}

/** A section: its chart (when there is anything to draw) and its table, each row linking to its jobs. */
function Section({ section, guide, scale, i18n }: { section: ReturnType<typeof guideSections>[number]; guide: SalaryGuide; scale: ChartScale | null; i18n: I18n }) {
  const { t, language, href } = i18n;
  const texts = t.salaryGuide;
  const minimum = guide.minimum_postings;
  const rows = section.groups.map((group: SalaryGuideGroup) => ({ group, label: groupLabel(t, section.key, group), jobsHref: groupJobsHref(section.key, group) }));
  return (
    <Box component="section" id={section.id} aria-labelledby={`${section.id}-heading`} sx={{ mt: { xs: 5, md: 6 }, scrollMarginTop: { md: '88px' } }} data-dimension={section.key}>
      <Typography id={`${section.id}-heading`} variant="h2" sx={{ mb: 1 }}>
        {section.heading}
      </Typography>
      {rows.length > 0 && scale && hasFigures(guide.overall) && (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, mb: 2 }}>
          <SalaryRangeChart
            rows={rows.map(({ group, label }) => ({ key: group.value, label, count: formatCount(group.postings, language), figures: group }))}
            scale={scale}
            reference={guide.overall.median}
            tooFew={interpolate(texts.tooFew, { minimum })}
          />
        </Paper>
      )}
      <SalaryTable
        heading={section.heading}
        idPrefix={section.id}
        rows={rows.map(({ group, label, jobsHref }) => ({ key: group.value, label, href: jobsHref && href(jobsHref), figures: group, postings: formatCount(group.postings, language) }))}
        texts={{ median: texts.median, middleHalf: texts.middleHalf, range: texts.range, postings: texts.postings, tooFew: interpolate(texts.tooFew, { minimum }) }}
        rangeText={(from, to) => rangeText(t, from, to)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {texts.rowLinks}
        {section.not_stated > 0 && ` ${countLabel(section.not_stated, texts.notStated, language)}`}
      </Typography>
    </Box>
  );
}

/**
 * The salary guide: what the live job postings advertise, overall and by role, seniority,
 * Japanese level, remote work and location, computed by the API from the public jobs. The page is
 * filed under the jobs' page tag, so it is rendered anew whenever a job or company changes. Charts
 * and tables are plain server-rendered markup: no chart script reaches the browser.
 */
export default async function SalaryGuidePage() {
  const i18n = await getI18n();
  const { t, language } = i18n;
  const texts = t.salaryGuide;
  const guide = await loadGuide(language);
  const scale = chartScale(guide.overall);
  const sections = guideSections(t, guide);
  const updated = formatDate(guide.updated_at, language);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography sx={{ color: 'primary.main', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: '0.8125rem', mb: 1 }}>{texts.eyebrow}</Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, mb: 2 }}>
        {texts.title}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', lineHeight: 1.7, mb: 1 }} data-testid="salary-intro">
        {interpolate(texts.intro, { count: formatCount(guide.postings_with_salary, language), live: formatCount(guide.live_postings, language) })}
      </Typography>
      {updated && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {interpolate(texts.updated, { date: updated })}
        </Typography>
      )}
      <Overall guide={guide} i18n={i18n} />

      <Box component="section" aria-labelledby="method-heading" sx={{ mt: 4 }}>
        <Typography id="method-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {texts.methodTitle}
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 0, '& li': { mb: 0.75, lineHeight: 1.6 } }} data-testid="salary-method">
          {texts.method.map((line) => (
            <li key={line}>{interpolate(line, { minimum: guide.minimum_postings })}</li>
          ))}
        </Box>
      </Box>

      <Box component="nav" aria-label={texts.contents} sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
          {texts.contents}
        </Typography>
        {sections.map((section) => (
          <MuiLink key={section.id} href={`#${section.id}`} color="secondary" sx={{ fontWeight: 600, px: 1.25, py: 0.5, border: 1, borderColor: 'divider', borderRadius: 99, textDecoration: 'none', fontSize: '0.875rem' }}>
            {section.heading}
          </MuiLink>
        ))}
      </Box>
      {scale && (
        <Box sx={{ mt: 3 }}>
          <SalaryChartLegend texts={texts.legend} />
        </Box>
      )}

      {sections.map((section) => (
        <Section key={section.key} section={section} guide={guide} scale={scale} i18n={i18n} />
      ))}
    </Container>
  );
}
