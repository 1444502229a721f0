import type { ReactNode } from 'react';
import Link from 'next/link';
import { FeedbackModal } from '@/components/feedback/FeedbackModal';
import { formErrorTexts } from '@/components/forms/form-texts';
import type { I18n } from '@/i18n/server';
import { interpolate } from '@/lib/format/template';
import { REMOTE_JOBS_FILTERS, jobSearchHref } from '@/lib/job-search';
import { EMPLOYER_PUBLIC_PATHS } from '@/lib/employer-routes';
import { SURVEY_PATHS } from '@/lib/experience-surveys';
import { NEWSLETTER_ARCHIVE_PATH, PRIVACY_PATH, SALARY_GUIDE_PATH, skillJobsPath, termsOfServicePath } from '@/lib/routes';
import { CONTACT_EMAIL, GOT_HIRED_URL, SOCIAL_LINKS } from '@/lib/site';
import { POPULAR_SKILLS } from '@/lib/skills';
import styles from './SiteFooter.module.css';

interface FooterLink {
  label: string;
  href: string;
  /** Leaves the site: a plain anchor to a new tab instead of client-side navigation. */
  external?: boolean;
  /** A document of the site outside its layout (the terms of service): a plain anchor, in the same tab. */
  document?: boolean;
}

function FooterLinkItem({ link }: { link: FooterLink }) {
  if (link.document)
    return (
      <a href={link.href} className={styles.link}>
        {link.label}
      </a>
    );
  return link.external ? (
    <a href={link.href} target="_blank" rel="noopener" className={styles.link}>
      {link.label}
    </a>
  ) : (
    // Thirty-odd footer links would each be prefetched on every page view.
    <Link href={link.href} prefetch={false} className={styles.link}>
      {link.label}
    </Link>
  );
}

/** A column of links; `action` is a last entry that is not a link (e.g. the feedback dialog's button). */
function FooterColumn({ title, links, action }: { title: string; links: FooterLink[]; action?: ReactNode }) {
  return (
    <section>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <FooterLinkItem link={link} />
          </li>
        ))}
        {action && <li>{action}</li>}
      </ul>
    </section>
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
        { label: links.salaryGuide, href: href(SALARY_GUIDE_PATH) },
        { label: links.blog, href: href('/blog') },
        { label: links.newsletter, href: href('/newsletter') },
        { label: links.newsletterArchive, href: href(NEWSLETTER_ARCHIVE_PATH) },
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
        { label: links.designerExperiences, href: href(SURVEY_PATHS.designer) },
        { label: links.remoteExperiences, href: href(SURVEY_PATHS.remote) },
        { label: links.terms, href: termsOfServicePath(language), document: true },
        { label: links.privacy, href: href(PRIVACY_PATH) },
      ],
    },
    {
      title: t.footer.contact,
      links: [
        { label: links.email, href: `mailto:${CONTACT_EMAIL}`, external: true },
        { label: links.gotHired, href: GOT_HIRED_URL, external: true },
        ...SOCIAL_LINKS.map((social) => ({ label: social.name, href: social.url, external: true })),
      ],
      action: <FeedbackModal openLabel={t.footer.feedback} openClassName={styles.link} texts={t.feedback} errorTexts={formErrorTexts(t)} />,
    },
  ];

  return (
    <footer className={styles.footer}>
      <div className={styles.container}>
        <div className={styles.columns}>
          {columns.map((column) => (
            <FooterColumn key={column.title} {...column} />
          ))}
        </div>

        <section className={styles.skills}>
          <h2 className={styles.heading}>{t.footer.skillJobs}</h2>
          <ul className={styles.list}>
            {POPULAR_SKILLS.map((skill) => (
              <li key={skill.systemName}>
                <FooterLinkItem link={{ label: interpolate(t.footer.skillJobsLink, { skill: skill.name }), href: href(skillJobsPath(skill.systemName)) }} />
              </li>
            ))}
          </ul>
        </section>

        <hr className={styles.divider} />
        <div className={styles.fineprint}>
          <span>{interpolate(t.footer.copyright, { year: new Date().getFullYear() })}</span>
          <span>{t.footer.supportNote}</span>
        </div>
      </div>
    </footer>
  );
}
