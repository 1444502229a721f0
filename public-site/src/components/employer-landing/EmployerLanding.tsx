import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formErrorTexts } from '@/components/forms/form-texts';
import Link from '@/components/navigation/Link';
import type { I18n } from '@/i18n/server';
import type { SiteCounts } from '@/lib/api/content';
import { EMPLOYER_PATHS, EMPLOYER_PUBLIC_PATHS } from '@/lib/employer-routes';
import { StartHiring } from './StartHiring';


interface EmployerLandingProps {
  i18n: I18n;
  /** Live figures (open jobs, companies, companies hiring); the page still shows its claims without them. */
  counts: SiteCounts | null;
  /** The full page (/hire) or the shorter one with the same facts (/EmployerLandingPage). */
  variant: 'full' | 'short';
  /** The place named in the heading, when the address names a known one. */
  location?: string;
}

/** The calls to action every version shows: post a job, pricing, and the start-hiring dialog. */
function Actions({ i18n }: { i18n: I18n }) {
  const { t, href } = i18n;
  const texts = t.employerLanding;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
      <Button component={Link} href={href(EMPLOYER_PATHS.signup)} variant="contained" size="large" disableElevation>
        {texts.postJob}
      </Button>
      <StartHiring
        label={texts.startHiring}
        texts={texts.modal}
        errorTexts={{ ...formErrorTexts(t), serverMessages: { ...t.errors.serverMessages, ...texts.serverMessages } }}
        thanksHref={href(EMPLOYER_PUBLIC_PATHS.thanks)}
      />
      <Button component={Link} href={href(EMPLOYER_PUBLIC_PATHS.pricing)} size="large">
        {texts.seePricing}
      </Button>
    </Stack>
  );
}

/** The employer landing: the product's claims, live counts, how it works, the FAQ and the calls to action. */
export function EmployerLanding({ i18n, counts, variant, location }: EmployerLandingProps) {
  const { t, href, language } = i18n;
  const texts = t.employerLanding;
  const number = (value: number) => value.toLocaleString(language === 'jp' ? 'ja-JP' : 'en-US');
  const live = counts
    ? [
        { key: 'jobs', value: counts.jobs, label: texts.liveJobs },
        { key: 'companies', value: counts.companies, label: texts.liveCompanies },
        { key: 'hiring', value: counts.hiring_companies, label: texts.liveHiring },
      ]
    : [];
  return (
    <Box>
      <Box component="section" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 8 } }}>
        <Container maxWidth="lg">
          {/* Full white: dimmed, the small eyebrow fell under 4.5:1 against the brand colour. */}
          <Typography sx={{ textTransform: 'uppercase', letterSpacing: 1, fontWeight: 700, mb: 1 }}>{texts.eyebrow}</Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.75rem' }, mb: 2, maxWidth: 820 }}>
            {location ? texts.titleIn.replace('{location}', location) : texts.title}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1rem', md: '1.25rem' }, maxWidth: 720 }}>{variant === 'full' ? texts.intro : texts.shortIntro}</Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: { xs: 4, md: 6 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
          <Actions i18n={i18n} />
        </Paper>
        {live.length > 0 && (
          <Box component="section" aria-labelledby="live-counts">
            <Typography id="live-counts" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 2 }}>
              {texts.liveTitle}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, 1fr)' }}>
              {live.map((item) => (
                <Paper key={item.key} variant="outlined" sx={{ p: 2 }} data-live-count={item.key}>
                  <Typography sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, fontWeight: 700 }} data-count-value>
                    {number(item.value)}
                  </Typography>
                  <Typography color="text.secondary">{item.label}</Typography>
                </Paper>
              ))}
            </Box>
          </Box>
        )}
        <Box component="section" aria-labelledby="claims">
          <Typography id="claims" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 2 }}>
            {texts.claimsTitle}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
            {texts.claims.map((claim) => (
              <Paper key={claim.key} variant="outlined" sx={{ p: 2 }} data-claim={claim.key}>
                <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, color: 'primary.main' }}>{claim.figure}</Typography>
                <Typography>{claim.text}</Typography>
              </Paper>
            ))}
          </Box>
        </Box>
        {variant === 'full' && (
          <Box component="section" aria-labelledby="steps">
            <Typography id="steps" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 2 }}>
              {texts.stepsTitle}
            </Typography>
            <Box component="ol" sx={{ pl: 3, m: 0, display: 'grid', gap: 1 }}>
              {texts.steps.map((step) => (
                <Typography component="li" key={step}>
                  {step}
                </Typography>
              ))}
            </Box>
          </Box>
        )}
        {variant === 'full' && (
          <Box component="section" aria-labelledby="faq">
            <Typography id="faq" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 2 }}>
              {texts.faqTitle}
            </Typography>
            {texts.faq.map((item, index) => (
              <Accordion key={item.question} disableGutters variant="outlined">
                <AccordionSummary expandIcon={<span aria-hidden>▾</span>} aria-controls={`faq-${index}`} id={`faq-${index}-question`}>
                  <Typography sx={{ fontWeight: 600 }}>{item.question}</Typography>
                </AccordionSummary>
                <AccordionDetails id={`faq-${index}`}>
                  <Typography>{item.answer}</Typography>
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        )}
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Actions i18n={i18n} />
          <MuiLink component={Link} href={href(variant === 'full' ? EMPLOYER_PUBLIC_PATHS.companyForm : EMPLOYER_PUBLIC_PATHS.landing)}>
            {variant === 'full' ? texts.companyFormCta : texts.readFull}
          </MuiLink>
        </Stack>
      </Container>
    </Box>
  );
}
