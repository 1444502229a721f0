import type { Metadata } from 'next';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ACCOUNT_PATHS } from '@/components/account/next-path';
import { SignOut } from '@/components/account/SignOut';
import { getI18n } from '@/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { t, language } = await getI18n();
  return pageMetadata({ language, path: ACCOUNT_PATHS.logout, title: t.account.logout.metaTitle, description: t.account.logout.signingOut, noIndex: true });
}

/** Signs the visitor out (in the browser, where the session is kept) and goes home. */
export default async function LogoutPage() {
  const { t, href } = await getI18n();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography role="status">{t.account.logout.signingOut}</Typography>
      <SignOut homeHref={href('/')} signedOutText={t.account.logout.signedOut} />
    </Container>
  );
}
