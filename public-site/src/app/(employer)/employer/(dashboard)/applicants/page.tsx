import type { Metadata } from 'next';
import { ApplicantList } from '@/components/employer/applicants/ApplicantList';
import { controlTexts } from '@/components/employer/applicants/texts';
import { getI18n } from '@/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t.employerApplicants.metaTitle };
}

/** The employer's applicants (read in the browser, where the employer's session lives). */
export default async function EmployerApplicantsPage() {
  const { t, language } = await getI18n();
  return <ApplicantList texts={t.employerApplicants} controls={controlTexts(t)} language={language} />;
}
