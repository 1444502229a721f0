import { IntentLink } from '@/components/navigation/IntentLink';
import styles from './Tags.module.css';

export interface Badge {
  label: string;
  color: 'default' | 'primary' | 'success' | 'secondary';
  variant: 'filled' | 'outlined';
}

export interface LinkTag {
  key: string;
  label: string;
  href: string;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** Badges (a job's newness, Japanese, remote…), shown like MUI's small chips; `data-badge` names each for tests. */
export function Badges({ badges }: { badges: Badge[] }) {
  return (
    <div className={styles.list}>
      {badges.map((badge) => (
        <span key={badge.label} data-badge={badge.label} className={classes(styles.tag, styles[badge.variant], badge.color !== 'default' && styles[badge.color])}>
          <span className={styles.label}>{badge.label}</span>
        </span>
      ))}
    </div>
  );
}

/** Skills as tags, the first `limit` of them. */
export function SkillTags({ skills, limit }: { skills: string[]; limit?: number }) {
  const shown = limit === undefined ? skills : skills.slice(0, limit);
  return (
    <div className={styles.list}>
      {shown.map((skill) => (
        <span key={skill} className={classes(styles.tag, styles.skill)}>
          <span className={styles.label}>{skill}</span>
        </span>
      ))}
    </div>
  );
}

/** Tags that each lead to their page; they sit above a card's own covering link. */
export function LinkTags({ tags, label }: { tags: LinkTag[]; label: string }) {
  if (!tags.length) return null;
  return (
    <ul aria-label={label} className={classes(styles.list, styles.linked)}>
      {tags.map((tag) => (
        <li key={tag.key}>
          <IntentLink href={tag.href} className={classes(styles.tag, styles.skill)}>
            <span className={styles.label}>{tag.label}</span>
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
