import type { Metadata } from 'next';
import Typography from '@mui/material/Typography';
import { ContractOverview } from '@/components/employer/ContractOverview';
import { formErrorTexts } from '@/components/forms/form-texts';
import { getI18n } from '@/i18n/server';
import { EMPLOYER_PATHS } from '@/lib/employer-routes';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t.employerContract.metaTitle };
}

/** The company's contract: plan, term, dates and active-job allowance (read in the browser, where the session is). */
export default async function EmployerContractPage() {
  const { t, language, href } = await getI18n();
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {t.employerContract.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t.employerContract.intro}
      </Typography>
      <ContractOverview
        language={language}
        texts={t.employerContract}
        errorTexts={formErrorTexts(t)}
        pricingHref={href('/PricingPage')}
        jobsHref={href(EMPLOYER_PATHS.jobs)}
      />
    </>
  );
}
