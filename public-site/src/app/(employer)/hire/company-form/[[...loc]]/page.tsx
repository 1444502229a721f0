import type { Metadata } from 'next';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CompanyForm } from '@/components/employer-landing/CompanyForm';
import { hireLocation, type HireLocationProps } from '@/components/employer-landing/hire-location';
import { formErrorTexts } from '@/components/forms/form-texts';
import { getI18n } from '@/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(props: HireLocationProps): Promise<Metadata> {
  const { t, language } = await getI18n();
  const { slug } = await hireLocation(props, language);
  return pageMetadata({
    language,
    path: slug ? `/hire/company-form/${encodeURIComponent(slug)}` : '/hire/company-form',
    title: t.companyForm.metaTitle,
    description: t.companyForm.metaDescription,
  });
}

/** A company asks to be listed; the heading names the place when the address names a known one. */
export default async function CompanyFormPage(props: HireLocationProps) {
  const { t, language } = await getI18n();
  const location = await hireLocation(props, language);
  const texts = t.companyForm;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1.5 }}>
        {location.name ? texts.titleIn.replace('{location}', location.name) : texts.title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{texts.intro}</Typography>
      <CompanyForm texts={texts} errorTexts={{ ...formErrorTexts(t), serverMessages: { ...t.errors.serverMessages, ...texts.serverMessages } }} />
    </Container>
  );
}
