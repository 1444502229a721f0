import type { Metadata } from 'next';
import { ApplicantDetail } from '@/components/employer/applicants/ApplicantDetail';
import { controlTexts } from '@/components/employer/applicants/texts';
import { getI18n } from '@/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t.employerApplicants.metaTitle };
}

/** One applicant of the employer's company (read in the browser, where the employer's session lives). */
export default async function EmployerApplicantPage({ params }: { params: Promise<{ applicantId: string }> }) {
  const { applicantId } = await params;
  const { t, href, language } = await getI18n();
  return (
    <ApplicantDetail
      id={applicantId}
      texts={t.employerApplicants}
      controls={controlTexts(t)}
      japaneseLevels={t.applicant.japaneseLevels}
      notFound={{ message: t.notFound.message, homeLabel: t.notFound.homeLink, homeHref: href('/') }}
      language={language}
    />
  );
}
