import type { ReactNode } from 'react';
import { IntentLink } from '@/components/navigation/IntentLink';
import { CompanyLogo } from '@/components/jobs/CompanyLogo';
import type { Company } from '@/lib/api/types';
import styles from './ResultCard.module.css';

interface ResultCardProps {
  /** For tests: "job-card", "company-card". */
  testId: string;
  /** Whose logo the card shows. */
  company: Company | null;
  logoAlt: string;
  title: string;
  href: string;
  /** A result placed first on purpose (a featured job): its card is set off by an accent edge. */
  highlighted?: boolean;
  /** The title's heading level: 2 right under the page's h1 (search pages), 3 under a section's h2. */
  headingLevel?: 2 | 3;
  children: ReactNode;
}

/** The classes of a card's lines (ResultCard.module.css): `text`, `salary`, `footer`, `group`; `list` for the cards' column. */
export const resultCardStyles = styles;

/**
 * One result in a list: logo, a title linking to the result, and what the list shows of it.
 * Plain markup (no MUI components): nothing in it needs scripts but the link.
 */
export function ResultCard({ testId, company, logoAlt, title, href, highlighted = false, headingLevel = 3, children }: ResultCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article data-testid={testId} className={highlighted ? `${styles.card} ${styles.highlighted}` : styles.card}>
      <CompanyLogo company={company} alt={logoAlt} size={56} />
      <div className={styles.body}>
        <Heading className={styles.title}>
          <IntentLink href={href} className={styles.link}>
            {title}
          </IntentLink>
        </Heading>
        {children}
      </div>
    </article>
  );
}
