import type { Metadata } from 'next';
import { EmployerJobForm } from '@/components/employer/jobs/EmployerJobForm';
import { formErrorTexts } from '@/components/forms/form-texts';
import { jobPageTexts } from '@/components/jobs/JobPageBody';
import { getI18n } from '@/i18n/server';
import type { RouteProps } from '@/lib/route-props';

export async function generateMetadata({ searchParams }: RouteProps): Promise<Metadata> {
  const { t } = await getI18n();
  const { edit } = await searchParams;
  return { title: typeof edit === 'string' ? t.employerJobs.form.editHeading : t.employerJobs.form.metaTitle };
}

/** The job form: a new job (`?edit={slug}` edits one of the employer's jobs). */
export default async function NewJobPage({ searchParams }: RouteProps) {
  const { edit } = await searchParams;
  const { t, language } = await getI18n();
  const editSlug = typeof edit === 'string' && edit ? edit : undefined;
  return <EmployerJobForm key={editSlug ?? 'new'} t={t.employerJobs} jobTexts={jobPageTexts(t)} errors={formErrorTexts(t)} language={language} editSlug={editSlug} />;
}
