import type { Metadata } from 'next';
import { cache } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Link from '@/components/navigation/Link';
import type { Language } from '@/i18n/language';
import { getI18n } from '@/i18n/server';
import { getResources } from '@/lib/api/content';
import { pageMetadata } from '@/lib/seo/metadata';

const loadResources = cache((language: Language) => getResources(language));

export async function generateMetadata(): Promise<Metadata> {
  const { language } = await getI18n();
  const resources = await loadResources(language);
  return pageMetadata({ language, path: '/Resources', title: resources.title, description: resources.intro });
}

/** The /Resources page: guides and links for seekers and employers. */
export default async function ResourcesPage() {
  const { language, href } = await getI18n();
  const resources = await loadResources(language);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, mb: 2 }}>
        {resources.title}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', lineHeight: 1.7 }}>{resources.intro}</Typography>
      {resources.sections.map((section) => (
        <Box component="section" key={section.key} sx={{ mt: 5 }}>
          <Typography variant="h2" sx={{ mb: 1.5 }}>
            {section.heading}
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1 }}>
            {section.links.map((link) => (
              <li key={link.key}>
                <MuiLink component={Link} href={href(link.path)} sx={{ fontWeight: 600 }}>
                  {link.title}
                </MuiLink>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Container>
  );
}
