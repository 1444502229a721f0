import { cx, ui } from '@/components/ui/classes';
import type { I18n } from '@/i18n/server';
import type { CompanyReview } from '@/lib/api/reviews';
import { formatDate } from '@/lib/format/date';
import { interpolate } from '@/lib/format/template';
import { presentText } from '@/lib/format/text';
import styles from './CompanyFeedback.module.css';

const MAX_RATING = 5;

function Stars({ rating, label }: { rating: number; label: string }) {
  const filled = Math.max(0, Math.min(MAX_RATING, Math.round(rating)));
  return (
    <span role="img" aria-label={label} className={styles.stars}>
      {'★'.repeat(filled)}
      <span className={styles.starsLeft}>{'★'.repeat(MAX_RATING - filled)}</span>
    </span>
  );
}

/** Pros or cons: one item a line. */
function Points({ title, text }: { title: string; text: string | null }) {
  const items = (text ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
  if (!items.length) return null;
  return (
    <div>
      <p className={cx(ui.body2, styles.pointsTitle)}>{title}</p>
      <ul className={styles.pointList}>
        {items.map((item) => (
          <li key={item} className={ui.body2}>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Approved reviews of a company, newest first; seekers read them to judge a company. */
export function CompanyReviews({ reviews, i18n }: { reviews: CompanyReview[]; i18n: I18n }) {
  const { t, language } = i18n;
  return (
    <div className={styles.list}>
      {reviews.map((review) => (
        <article key={review.id} data-testid="company-review" className={cx(ui.paper, styles.entry)}>
          <div className={styles.entryHead}>
            <Stars rating={review.rating} label={interpolate(t.reviews.rating, { rating: review.rating, max: MAX_RATING })} />
            <h3 className={ui.h3}>{review.title}</h3>
          </div>
          <p className={cx(ui.body2, ui.textSecondary)}>
            {[review.employment_status ? t.reviews.status[review.employment_status] : null, formatDate(review.created_at, language)].filter(Boolean).join(' · ')}
          </p>
          {presentText(review.body) && <p className={ui.body2}>{review.body}</p>}
          <div className={styles.points}>
            <Points title={t.reviews.pros} text={review.pros} />
            <Points title={t.reviews.cons} text={review.cons} />
          </div>
        </article>
      ))}
    </div>
  );
}
