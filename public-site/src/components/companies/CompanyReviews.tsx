import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { I18n } from '@/i18n/server';
import type { CompanyReview } from '@/lib/api/reviews';
import { formatDate } from '@/lib/format/date';
import { interpolate } from '@/lib/format/template';
import { presentText } from '@/lib/format/text';

const MAX_RATING = 5;

function Stars({ rating, label }: { rating: number; label: string }) {
  const filled = Math.max(0, Math.min(MAX_RATING, Math.round(rating)));
  return (
    <Box component="span" role="img" aria-label={label} sx={{ color: 'primary.main', letterSpacing: 1 }}>
      {'★'.repeat(filled)}
      <Box component="span" sx={{ color: 'divider' }}>
        {'★'.repeat(MAX_RATING - filled)}
      </Box>
    </Box>
  );
}

/** Pros or cons: one item a line. */
function Points({ title, text }: { title: string; text: string | null }) {
  const items = (text ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
  if (!items.length) return null;
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {items.map((item) => (
          <Typography key={item} component="li" variant="body2">
            {item}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** Approved reviews of a company, newest first; seekers read them to judge a company. */
export function CompanyReviews({ reviews, i18n }: { reviews: CompanyReview[]; i18n: I18n }) {
  const { t, language } = i18n;
  return (
    <Stack spacing={1.5}>
      {reviews.map((review) => (
        <Paper key={review.id} component="article" variant="outlined" data-testid="company-review" sx={{ p: 2.5, display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
            <Stars rating={review.rating} label={interpolate(t.reviews.rating, { rating: review.rating, max: MAX_RATING })} />
            <Typography component="h3" variant="h3">
              {review.title}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {[review.employment_status ? t.reviews.status[review.employment_status] : null, formatDate(review.created_at, language)].filter(Boolean).join(' · ')}
          </Typography>
          {presentText(review.body) && <Typography variant="body2">{review.body}</Typography>}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
            <Points title={t.reviews.pros} text={review.pros} />
            <Points title={t.reviews.cons} text={review.cons} />
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
