import type { Metadata } from 'next';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LegalArticle } from '@/components/legal/LegalArticle';
import { getI18n } from '@/i18n/server';
import { formatDate } from '@/lib/format/date';
import { interpolate } from '@/lib/format/template';
import { PRIVACY_POLICY } from '@/lib/legal/privacy';
import { PRIVACY_PATH, termsOfServicePath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { t, language } = await getI18n();
  return pageMetadata({ language, path: PRIVACY_PATH, title: PRIVACY_POLICY[language].title, description: t.privacy.metaDescription });
}

/** The privacy policy, in the site's layout; the terms of service it links to are standalone documents. */
export default async function PrivacyPage() {
  const { t, language } = await getI18n();
  const policy = PRIVACY_POLICY[language];
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, mb: 1 }}>
        {policy.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {interpolate(t.privacy.updated, { date: formatDate(policy.updated, language) ?? policy.updated })}
      </Typography>
      <LegalArticle document={policy} />
      <Typography sx={{ mt: 5 }}>
        {/* A document outside the site's layout: a plain link, not client-side navigation. */}
        <MuiLink href={termsOfServicePath(language)}>{t.privacy.termsLink}</MuiLink>
      </Typography>
    </Container>
  );
}
