import type { Metadata } from 'next';
import { EmployerJobList } from '@/components/employer/jobs/EmployerJobList';
import { formErrorTexts } from '@/components/forms/form-texts';
import { getI18n } from '@/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t.employerJobs.metaTitle };
}

/** The employer's jobs: filters with counts, the plan's allowance, publish and close. */
export default async function EmployerJobsPage() {
  const { t, language } = await getI18n();
  return (
    <EmployerJobList
      t={t.employerJobs}
      errors={formErrorTexts(t)}
      language={language}
    />
  );
}
