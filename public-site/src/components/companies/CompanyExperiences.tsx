import { Fragment } from 'react';
import { cx, ui } from '@/components/ui/classes';
import type { I18n } from '@/i18n/server';
import type { CompanyExperience } from '@/lib/api/reviews';
import { answerTexts } from '@shigoto/db/experience-survey';
import { formatDate } from '@/lib/format/date';
import { presentText } from '@/lib/format/text';
import styles from './CompanyFeedback.module.css';

/** Approved answers to the experience surveys, newest first: each survey's answers, then what the person wrote. */
export function CompanyExperiences({ experiences, i18n }: { experiences: CompanyExperience[]; i18n: I18n }) {
  const { t, language } = i18n;
  return (
    <div className={styles.list}>
      {experiences.map((experience) => {
        const answers = answerTexts(experience.answers, t.experiences);
        return (
          <article key={experience.id} data-testid="company-experience" className={cx(ui.paper, styles.entry)}>
            <div className={styles.entryHead}>
              <h3 className={ui.h3}>{t.experiences.kinds[experience.kind] ?? t.experiences.kinds.general}</h3>
              <p className={cx(ui.body2, ui.textSecondary)}>{formatDate(experience.created_at, language)}</p>
            </div>
            {answers.length > 0 && (
              <dl className={styles.answers}>
                {answers.map(({ question, answer }) => (
                  <Fragment key={question}>
                    <dt className={cx(ui.body2, ui.textSecondary, styles.question)}>{question}</dt>
                    <dd className={cx(ui.body2, styles.answer)}>{answer}</dd>
                  </Fragment>
                ))}
              </dl>
            )}
            {presentText(experience.body) && <p className={cx(ui.body2, styles.body)}>{experience.body}</p>}
          </article>
        );
      })}
    </div>
  );
}
