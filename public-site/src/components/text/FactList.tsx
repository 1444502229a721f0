import { Fragment } from 'react';
import { cx, ui } from '@/components/ui/classes';
import styles from './FactList.module.css';

type Facts = readonly (readonly [label: string, value: string])[];

/** Label–value pairs as a definition list. */
export function FactList({ facts }: { facts: Facts }) {
  return (
    <dl className={styles.list}>
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt className={cx(ui.body2, ui.textSecondary)}>{label}</dt>
          <dd className={cx(ui.body2, styles.value)}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** A job's or a company's "at a glance" box. */
export function FactsPanel({ title, facts }: { title: string; facts: Facts }) {
  return (
    <section className={cx(ui.paper, styles.panel)}>
      <h2 className={cx(ui.h3, styles.title)}>{title}</h2>
      <FactList facts={facts} />
    </section>
  );
}
