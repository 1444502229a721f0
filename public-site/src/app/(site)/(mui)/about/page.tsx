import type { Metadata } from 'next';
import { cache } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Language } from '@/i18n/language';
import { getI18n } from '@/i18n/server';
import { getAbout } from '@/lib/api/content';
import { pageMetadata } from '@/lib/seo/metadata';

const loadAbout = cache((language: Language) => getAbout(language));

export async function generateMetadata(): Promise<Metadata> {
  const { language } = await getI18n();
  const about = await loadAbout(language);
  return pageMetadata({ language, path: '/about', title: about.title, description: about.intro });
}

/** What Shigoto is, with the figures that back it (monthly users, newsletter subscribers, …). */
export default async function AboutPage() {
  const { language } = await getI18n();
  const about = await loadAbout(language);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, mb: 2 }}>
        {about.title}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', lineHeight: 1.7, mb: 4 }}>{about.intro}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 2 }}>
        {about.figures.map((figure) => (
          <Paper component="li" key={figure.key} variant="outlined" sx={{ p: 2.5 }}>
            <Typography sx={{ fontSize: '1.75rem', fontWeight: 800, color: 'primary.main', lineHeight: 1.2 }}>{figure.figure}</Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {figure.text}
            </Typography>
          </Paper>
        ))}
      </Box>
      {about.sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mt: 5 }}>
          <Typography variant="h2" sx={{ mb: 1.5 }}>
            {section.heading}
          </Typography>
          <Typography sx={{ lineHeight: 1.8 }}>{section.body}</Typography>
        </Box>
      ))}
    </Container>
  );
}
