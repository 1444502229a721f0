import type { Metadata } from 'next';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { HireReportForm } from '@/components/employer/HireReportForm';
import { formErrorTexts } from '@/components/forms/form-texts';
import { getI18n } from '@/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t.reportHire.metaTitle };
}

/** Reporting a hire, due within 5 days of it (5 business days, as the Japanese copy says). */
export default async function ReportHirePage() {
  const { t, language } = await getI18n();
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {t.reportHire.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.reportHire.intro}
      </Typography>
      <Alert severity="info" sx={{ mb: 3, maxWidth: 640 }}>
        {t.reportHire.rule}
      </Alert>
      <HireReportForm language={language} texts={t.reportHire} errorTexts={formErrorTexts(t)} />
    </>
  );
}
