import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FeedbackModal } from '@/components/feedback/FeedbackModal';
import { formErrorTexts } from '@/components/forms/form-texts';
import Link from '@/components/navigation/Link';
import type { I18n } from '@/i18n/server';
import { interpolate } from '@/lib/format/template';
import { REMOTE_JOBS_FILTERS, jobSearchHref } from '@/lib/job-search';
import { EMPLOYER_PUBLIC_PATHS } from '@/lib/employer-routes';
import { skillJobsPath } from '@/lib/routes';
import { CONTACT_EMAIL, GOT_HIRED_URL, SOCIAL_LINKS } from '@/lib/site';
import { POPULAR_SKILLS } from '@/lib/skills';

interface FooterLink {
  label: string;
  href: string;
  /** Leaves the site: a plain anchor instead of client-side navigation. */
  external?: boolean;
}

const linkSx = { color: 'rgba(255, 255, 255, 0.78)', fontSize: '0.875rem', '&:hover': { color: '#FFFFFF' } } as const;

function FooterLinkItem({ link }: { link: FooterLink }) {
  return link.external ? (
    <MuiLink href={link.href} target="_blank" rel="noopener" sx={linkSx}>
      {link.label}
    </MuiLink>
  ) : (
    // Thirty-odd footer links would each be prefetched on every page view.
    <MuiLink component={Link} href={link.href} prefetch={false} sx={linkSx}>
      {link.label}
    </MuiLink>
  );
}

/** A column of links; `action` is a last entry that is not a link (e.g. the feedback dialog's button). */
function FooterColumn({ title, links, action }: { title: string; links: FooterLink[]; action?: ReactNode }) {
  return (
    <Box component="section">
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '0.9375rem', mb: 1.5, color: '#FFFFFF' }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {links.map((link) => (
          <li key={link.href}>
            <FooterLinkItem link={link} />
          </li>
        ))}
        {action && <li>{action}</li>}
      </Box>
    </Box>
  );
}

/** The footer on every page: talent, employers, the product, contact (with the feedback dialog), social links and 24 skill job links. */
export function SiteFooter({ i18n }: { i18n: I18n }) {
  const { t, href, language } = i18n;
  const links = t.footer.links;
  const columns: { title: string; links: FooterLink[]; action?: ReactNode }[] = [
    {
      title: t.footer.talent,
      links: [
        { label: links.searchJobs, href: href('/jobs') },
        { label: links.remoteJobs, href: href(jobSearchHref({ filters: REMOTE_JOBS_FILTERS })) },
        { label: links.companies, href: href('/companies') },
        { label: links.blog, href: href('/blog') },
        { label: links.newsletter, href: href('/newsletter') },
        { label: links.resources, href: href('/Resources') },
      ],
    },
    {
      title: t.footer.employers,
      links: [
        { label: links.hire, href: href('/hire') },
        { label: links.pricing, href: href(EMPLOYER_PUBLIC_PATHS.pricing) },
        { label: links.submitCompany, href: href(EMPLOYER_PUBLIC_PATHS.companyForm) },
        { label: links.employerBlog, href: href('/blog-employer') },
        { label: links.employerLogin, href: href('/employer/login') },
      ],
    },
    {
      title: t.footer.product,
      links: [
        { label: links.about, href: href('/about') },
        { label: links.designerExperiences, href: href('/designer-experiences') },
        { label: links.remoteExperiences, href: href('/remote-experiences') },
        // Static documents outside the site's layout, one per language.
        { label: links.terms, href: language === 'jp' ? '/terms_of_service_ja.html' : '/terms_of_service_en.html', external: true },
      ],
    },
    {
      title: t.footer.contact,
      links: [
        { label: links.email, href: `mailto:${CONTACT_EMAIL}`, external: true },
        { label: links.gotHired, href: GOT_HIRED_URL, external: true },
        ...SOCIAL_LINKS.map((social) => ({ label: social.name, href: social.url, external: true })),
      ],
      action: <FeedbackModal openLabel={t.footer.feedback} openSx={linkSx} texts={t.feedback} errorTexts={formErrorTexts(t)} />,
    },
  ];

  return (
    <Box component="footer" sx={{ bgcolor: '#14181F', color: 'rgba(255, 255, 255, 0.78)', mt: 8, pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          {columns.map((column) => (
            <Grid key={column.title} size={{ xs: 6, md: 3 }}>
              <FooterColumn {...column} />
            </Grid>
          ))}
        </Grid>

        <Box component="section" sx={{ mt: 5 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '0.9375rem', mb: 1.5, color: '#FFFFFF' }}>
            {t.footer.skillJobs}
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', md: 'repeat(6, 1fr)' } }}
          >
            {POPULAR_SKILLS.map((skill) => (
              <li key={skill.systemName}>
                <FooterLinkItem link={{ label: interpolate(t.footer.skillJobsLink, { skill: skill.name }), href: href(skillJobsPath(skill.systemName)) }} />
              </li>
            ))}
          </Box>
        </Box>

        <Divider sx={{ borderColor: 'rgba(255, 255, 255, 0.12)', my: 4 }} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, fontSize: '0.8125rem' }}>
          <span>{interpolate(t.footer.copyright, { year: new Date().getFullYear() })}</span>
          <span>{t.footer.supportNote}</span>
        </Box>
      </Container>
    </Box>
  );
}
