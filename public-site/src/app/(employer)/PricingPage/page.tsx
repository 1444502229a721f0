import type { Metadata } from 'next';
import { cache } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formErrorTexts } from '@/components/forms/form-texts';
import { PricingPlans } from '@/components/pricing/PricingPlans';
import { htmlLanguageCode, type Language } from '@/i18n/language';
import { getI18n } from '@/i18n/server';
import { getPrices } from '@/lib/api/contracts';
import { pageMetadata } from '@/lib/seo/metadata';

const loadPrices = cache((language: Language) => getPrices(language));

export async function generateMetadata(): Promise<Metadata> {
  const { t, language } = await getI18n();
  return pageMetadata({ language, path: '/PricingPage', title: t.pricing.metaTitle, description: t.pricing.metaDescription });
}

/** The plans and terms with their prices (GET prices), and the contract request. */
export default async function PricingPage() {
  const { t, language } = await getI18n();
  const prices = await loadPrices(language);
  const locale = language === 'jp' ? 'ja-JP' : 'en-US';
  // The promotion while it runs, and the pay-per-hire option when offered.
  const notes = [
    ...(prices.promotion.active ? [{ title: t.pricing.promotionTitle, text: prices.promotion.description }] : []),
    ...(prices.success_fee.available ? [{ title: t.pricing.successFeeTitle, text: prices.success_fee.description }] : []),
  ];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, mb: 1.5 }}>
        {t.pricing.title}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mb: 3, maxWidth: 720 }}>{t.pricing.intro}</Typography>
      <PricingPlans plans={prices.plans} locale={locale} defaultLanguage={htmlLanguageCode(language)} texts={t.pricing} errorTexts={formErrorTexts(t)} />
      {notes.map((note) => (
        <Paper key={note.title} variant="outlined" component="section" sx={{ mt: 3, p: 2.5 }}>
          <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
            {note.title}
          </Typography>
          <Typography>{note.text}</Typography>
        </Paper>
      ))}
    </Container>
  );
}
