import type { Metadata } from 'next';
import { cache } from 'react';
import { IntentLink } from '@/components/navigation/IntentLink';
import { CompanyBadges, CompanyTags, companyPlace } from '@/components/companies/CompanyCard';
import { CompanyExperiences } from '@/components/companies/CompanyExperiences';
import { CompanyReviews } from '@/components/companies/CompanyReviews';
import { formErrorTexts } from '@/components/forms/form-texts';
import { CompanyReviewForm } from '@/components/reviews/CompanyReviewForm';
import { JobResults } from '@/components/jobs/JobResults';
import { DetailLayout } from '@/components/layout/DetailLayout';
import { FactsPanel } from '@/components/text/FactList';
import { SkillTags } from '@/components/text/Tags';
import { Paragraphs } from '@/components/text/Paragraphs';
import { buttonClass, cx, ui } from '@/components/ui/classes';
import { enumLabel } from '@/i18n/dictionaries';
import type { Language } from '@/i18n/language';
import { getI18n } from '@/i18n/server';
import { orNotFound } from '@/lib/api/not-found';
import { orNothing } from '@/lib/api/optional';
import { listCompanyExperiences, listCompanyReviews } from '@/lib/api/reviews';
import { getCompany } from '@/lib/api/companies';
import { COMPANIES_PATH } from '@/lib/company-search';
import { SURVEY_KINDS } from '@shigoto/db/experience-survey';
import { SURVEY_PATHS } from '@/lib/experience-surveys';
import { interpolate } from '@/lib/format/template';
import { orDash, presentText, toParagraphs } from '@/lib/format/text';
import type { RouteProps } from '@/lib/route-props';
import { companyPath } from '@/lib/routes';
import { JsonLd } from '@/components/seo/JsonLd';
import { pageMetadata } from '@/lib/seo/metadata';
import { companyShareImagePath } from '@/lib/seo/share-image-paths';
import { breadcrumbs, organizationStructuredData } from '@/lib/seo/structured-data';
import { absoluteUrl } from '@/lib/site';
import styles from './company-page.module.css';

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

  const outlinedWide = buttonClass({ variant: 'outlined', fullWidth: true });
  return (
    <DetailLayout
      back={{ href: href(COMPANIES_PATH), label: t.companies.backToCompanies }}
      company={company}
      logoAlt={interpolate(t.job.companyLogo, { company: company.name })}
      title={company.name}
      subtitle={
        <>
          <p className={styles.place}>{companyPlace(company, i18n)}</p>
          <CompanyBadges company={company} t={t} />
        </>
      }
      aside={
        <div className={styles.aside}>
          <FactsPanel title={t.companies.facts} facts={facts} />
          {website && (
            <a href={website} target="_blank" rel="noopener noreferrer nofollow" className={outlinedWide}>
              {t.companies.website}
            </a>
          )}
          {linkedin && (
            <a href={linkedin} target="_blank" rel="noopener noreferrer nofollow" className={outlinedWide}>
              LinkedIn
            </a>
          )}
        </div>
      }
      after={
        <section className={styles.jobs}>
          <h2 className={cx(ui.h2, styles.jobsTitle)}>{interpolate(t.companies.openJobs, { company: company.name })}</h2>
          <JobResults
            i18n={i18n}
            query={{ filters: { company: company.slug }, pageSize: 50 }}
            noResults={interpolate(t.companies.noOpenJobs, { company: company.name })}
          />
        </section>
      }
    >
      {structuredData.map((data) => (
        <JsonLd key={data['@type']} data={data} />
      ))}
      {company.tags?.length || company.skills?.length ? (
        <div className={styles.tags}>
          <CompanyTags tags={company.tags ?? []} i18n={i18n} />
          <SkillTags skills={company.skills ?? []} />
        </div>
      ) : null}
      {toParagraphs(company.description).length > 0 && (
        <section className={styles.section}>
          <h2 className={cx(ui.h2, styles.sectionTitle)}>{interpolate(t.companies.about, { company: company.name })}</h2>
          <Paragraphs text={company.description} />
        </section>
      )}
      {reviews.length > 0 && (
        <section className={styles.feedback}>
          <h2 className={cx(ui.h2, styles.sectionTitle)}>{interpolate(t.reviews.heading, { company: company.name })}</h2>
          <CompanyReviews reviews={reviews} i18n={i18n} />
        </section>
      )}
      {experiences.length > 0 && (
        <section className={styles.feedback}>
          <h2 className={cx(ui.h2, styles.sectionTitle)}>{interpolate(t.experiences.heading, { company: company.name })}</h2>
          <CompanyExperiences experiences={experiences} i18n={i18n} />
        </section>
      )}
      <section aria-labelledby="write-review" className={styles.write}>
        <h2 id="write-review" className={ui.h2}>
          {interpolate(t.reviewForm.heading, { company: company.name })}
        </h2>
        <p className={styles.intro}>{t.reviewForm.intro}</p>
        <CompanyReviewForm companyId={company.id} language={i18n.language} texts={t.reviewForm} statusLabels={t.reviews.status} errorTexts={errorTexts} />
        <h3 className={cx(ui.h3, styles.shareTitle)}>{t.experiences.shareTitle}</h3>
        <p className={cx(ui.body2, ui.textSecondary)}>{interpolate(t.experiences.shareIntro, { company: company.name })}</p>
        <div className={styles.surveys}>
          {SURVEY_KINDS.map((kind) => (
            <IntentLink key={kind} href={href(`${SURVEY_PATHS[kind]}?company=${encodeURIComponent(company.slug)}`)} className={buttonClass({ variant: 'outlined' })}>
              {t.survey[kind].title}
            </IntentLink>
          ))}
        </div>
      </section>
    </DetailLayout>
  );
}
