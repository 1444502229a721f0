import type { Metadata } from 'next';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { JobImport } from '@/components/employer-landing/JobImport';
import { formErrorTexts } from '@/components/forms/form-texts';
import { getI18n } from '@/i18n/server';
import { EMPLOYER_PATHS } from '@/lib/employer-routes';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { t, language } = await getI18n();
  return pageMetadata({ language, path: '/import-job', title: t.importJob.metaTitle, description: t.importJob.metaDescription });
}

/** An employer pastes the link to a job posting and gets a draft. */
export default async function ImportJobPage() {
  const { t, href, language } = await getI18n();
  const texts = t.importJob;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1.5 }}>
        {texts.title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{texts.intro}</Typography>
      <JobImport
        texts={texts}
        errorTexts={{ ...formErrorTexts(t), serverMessages: { ...t.errors.serverMessages, ...texts.serverMessages } }}
        links={{ signUp: href(EMPLOYER_PATHS.signup), logIn: href(EMPLOYER_PATHS.login), newJob: href(EMPLOYER_PATHS.newJob) }}
        locale={language === 'jp' ? 'ja-JP' : 'en-US'}
      />
    </Container>
  );
}
