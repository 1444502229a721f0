import type { Metadata } from 'next';
import { EmployerJobPreview } from '@/components/employer/jobs/EmployerJobPreview';
import { formErrorTexts } from '@/components/forms/form-texts';
import { jobPageTexts } from '@/components/jobs/JobPageBody';
import { getI18n } from '@/i18n/server';
import type { RouteProps } from '@/lib/route-props';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t.employerJobs.previewPage.metaTitle };
}

/** An employer's job as job seekers will see it. */
export default async function EmployerJobPreviewPage({ params }: RouteProps<{ slug: string }>) {
  const { slug } = await params;
  const { t, language } = await getI18n();
  return <EmployerJobPreview slug={slug} t={t.employerJobs} jobTexts={jobPageTexts(t)} errors={formErrorTexts(t)} language={language} />;
}
