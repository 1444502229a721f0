import type { Metadata } from 'next';
import { cache } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CompanyBadges, CompanyTags, companyPlace } from '@/components/companies/CompanyCard';
import { CompanyExperiences } from '@/components/companies/CompanyExperiences';
import { CompanyReviews } from '@/components/companies/CompanyReviews';
import { formErrorTexts } from '@/components/forms/form-texts';
import Link from '@/components/navigation/Link';
import { CompanyReviewForm } from '@/components/reviews/CompanyReviewForm';
import { JobResults } from '@/components/jobs/JobResults';
import { DetailLayout } from '@/components/layout/DetailLayout';
import { FactsPanel } from '@/components/text/FactList';
import { SkillTags } from '@/components/text/Tags';
import { Paragraphs } from '@/components/text/Paragraphs';
import { enumLabel } from '@/i18n/dictionaries';
import type { Language } from '@/i18n/language';
import { getI18n } from '@/i18n/server';
import { orNotFound } from '@/lib/api/not-found';
import { orNothing } from '@/lib/api/optional';
import { listCompanyExperiences, listCompanyReviews } from '@/lib/api/reviews';
import { getCompany } from '@/lib/api/companies';
import { COMPANIES_PATH } from '@/lib/company-search';
import { SURVEY_KINDS, SURVEY_PATHS } from '@/lib/experience-surveys';
import { interpolate } from '@/lib/format/template';
import { orDash, presentText, toParagraphs } from '@/lib/format/text';
import type { RouteProps } from '@/lib/route-props';
import { companyPath } from '@/lib/routes';
import { JsonLd } from '@/components/seo/JsonLd';
import { pageMetadata } from '@/lib/seo/metadata';
import { companyShareImagePath } from '@/lib/seo/share-image-paths';
import { breadcrumbs, organizationStructuredData } from '@/lib/seo/structured-data';
import { absoluteUrl } from '@/lib/site';

type CompanyRouteProps = RouteProps<{ slug: string }>;

/** The company a URL names; unknown or unpublished companies are a 404. Shared by metadata and page. */
const loadCompany = cache((slug: string, language: Language) => orNotFound(getCompany(slug, language)));

/** Only http(s) links leave the site (the API cleans them; this keeps the page safe regardless). */
function webLink(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

export async function generateMetadata({ params }: CompanyRouteProps): Promise<Metadata> {
  const { slug } = await params;
  const { t, language } = await getI18n();
  const company = await loadCompany(slug, language);
  return pageMetadata({
    language,
    path: companyPath(company),
    title: company.name,
    description: interpolate(t.companies.metaCompanyDescription, { company: company.name, location: presentText(company.location) ?? 'Japan' }),
    image: { path: companyShareImagePath(company.slug), alt: company.name },
  });
}

export default async function CompanyPage({ params }: CompanyRouteProps) {
  const { slug } = await params;
  const i18n = await getI18n();
  const { t, href } = i18n;
  const company = await loadCompany(slug, i18n.language);
  const [reviewPage, experiences] = await Promise.all([
    listCompanyReviews(company.id, i18n.language).catch(() => null),
    orNothing(async () => (await listCompanyExperiences(company.id, i18n.language)).items),
  ]);
  const reviews = reviewPage?.items ?? [];
  const errorTexts = formErrorTexts(t);
  const website = webLink(company.homepage_url);
  const linkedin = webLink(company.linkedin_url);
  const facts = [
    [t.companies.location, orDash(company.location)],
    [t.companies.size, company.employee_count ? company.employee_count.toLocaleString() : '-'],
    [t.companies.japaneseLevel, enumLabel(t.japaneseLevels, company.japanese_level_enum) ?? '-'],
    [t.companies.remotePolicy, enumLabel(t.remoteLevels, company.remote_level) ?? '-'],
    [t.companies.reviews, String(company.review_count ?? 0)],
    [t.companies.experiences, String(company.experience_count ?? 0)],
  ] as const;

  const structuredData = [
    ...organizationStructuredData(company, { pageUrl: absoluteUrl(companyPath(company)), rating: reviewPage?.rating ?? null }),
    breadcrumbs(i18n.language, [
      [t.breadcrumbs.home, '/'],
      [t.nav.companies, COMPANIES_PATH],
      [company.name, companyPath(company)],
    ]),
  ];

  return (
    <DetailLayout
      back={{ href: href(COMPANIES_PATH), label: t.companies.backToCompanies }}
      company={company}
      logoAlt={interpolate(t.job.companyLogo, { company: company.name })}
      title={company.name}
      subtitle={
        <>
          <Typography color="text.secondary">{companyPlace(company, t)}</Typography>
          <CompanyBadges company={company} t={t} />
        </>
      }
      aside={
        <Stack spacing={2}>
          <FactsPanel title={t.companies.facts} facts={facts} />
          {website && (
            <Button href={website} target="_blank" rel="noopener noreferrer nofollow" variant="outlined" fullWidth>
              {t.companies.website}
            </Button>
          )}
          {linkedin && (
            <Button href={linkedin} target="_blank" rel="noopener noreferrer nofollow" variant="outlined" fullWidth>
              LinkedIn
            </Button>
          )}
        </Stack>
      }
      after={
        <Box component="section" sx={{ mt: { xs: 4, md: 6 } }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {interpolate(t.companies.openJobs, { company: company.name })}
          </Typography>
          <JobResults
            i18n={i18n}
            query={{ filters: { company: company.slug }, pageSize: 50 }}
            noResults={interpolate(t.companies.noOpenJobs, { company: company.name })}
          />
        </Box>
      }
    >
      {structuredData.map((data) => (
        <JsonLd key={data['@type']} data={data} />
      ))}
      {company.tags?.length || company.skills?.length ? (
        <Box sx={{ mt: 2.5, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          <CompanyTags tags={company.tags ?? []} i18n={i18n} />
          <SkillTags skills={company.skills ?? []} />
        </Box>
      ) : null}
      {toParagraphs(company.description).length > 0 && (
        <Box component="section" sx={{ mt: 3 }}>
          <Typography variant="h2" sx={{ mb: 1.5 }}>
            {interpolate(t.companies.about, { company: company.name })}
          </Typography>
          <Paragraphs text={company.description} />
        </Box>
      )}
      {reviews.length > 0 && (
        <Box component="section" sx={{ mt: 4 }}>
          <Typography variant="h2" sx={{ mb: 1.5 }}>
            {interpolate(t.reviews.heading, { company: company.name })}
          </Typography>
          <CompanyReviews reviews={reviews} i18n={i18n} />
        </Box>
      )}
      {experiences.length > 0 && (
        <Box component="section" sx={{ mt: 4 }}>
          <Typography variant="h2" sx={{ mb: 1.5 }}>
            {interpolate(t.experiences.heading, { company: company.name })}
          </Typography>
          <CompanyExperiences experiences={experiences} i18n={i18n} />
        </Box>
      )}
      <Box component="section" aria-labelledby="write-review" sx={{ mt: 4, display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Typography id="write-review" variant="h2">
          {interpolate(t.reviewForm.heading, { company: company.name })}
        </Typography>
        <Typography color="text.secondary">{t.reviewForm.intro}</Typography>
        <CompanyReviewForm companyId={company.id} language={i18n.language} texts={t.reviewForm} statusLabels={t.reviews.status} errorTexts={errorTexts} />
        <Typography variant="h3" component="h3" sx={{ mt: 2 }}>
          {t.experiences.shareTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {interpolate(t.experiences.shareIntro, { company: company.name })}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {SURVEY_KINDS.map((kind) => (
            <Button key={kind} component={Link} href={href(`${SURVEY_PATHS[kind]}?company=${encodeURIComponent(company.slug)}`)} variant="outlined">
              {t.survey[kind].title}
            </Button>
          ))}
        </Box>
      </Box>
    </DetailLayout>
  );
}
