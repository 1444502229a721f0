import type { Metadata } from 'next';
import Typography from '@mui/material/Typography';
import { EmployerAccount } from '@/components/employer/EmployerAccount';
import { formErrorTexts } from '@/components/forms/form-texts';
import { getI18n } from '@/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t.employerAccount.metaTitle };
}

/** The employer's account settings and the company's signup link for colleagues. */
export default async function EmployerAccountPage() {
  const { t } = await getI18n();
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: { xs: 2, md: 3 } }}>
        {t.employerAccount.heading}
      </Typography>
      <EmployerAccount texts={t.employerAccount} errorTexts={formErrorTexts(t)} />
    </>
  );
}
