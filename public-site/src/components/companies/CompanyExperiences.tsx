import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { I18n } from '@/i18n/server';
import type { CompanyExperience } from '@/lib/api/reviews';
import { answerTexts } from '@/lib/experience-surveys';
import { formatDate } from '@/lib/format/date';
import { presentText } from '@/lib/format/text';

/** Approved answers to the experience surveys, newest first: each survey's answers, then what the person wrote. */
export function CompanyExperiences({ experiences, i18n }: { experiences: CompanyExperience[]; i18n: I18n }) {
  const { t, language } = i18n;
  return (
    <Stack spacing={1.5}>
      {experiences.map((experience) => {
        const answers = answerTexts(experience.answers, t.experiences);
        return (
          <Paper key={experience.id} component="article" variant="outlined" data-testid="company-experience" sx={{ p: 2.5, display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
              <Typography component="h3" variant="h3">
                {t.experiences.kinds[experience.kind] ?? t.experiences.kinds.general}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDate(experience.created_at, language)}
              </Typography>
            </Box>
            {answers.length > 0 && (
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 16rem) 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 0.75 } }}>
                {answers.map(({ question, answer }) => (
                  <Box key={question} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 0.75, sm: 0 } }}>
                      {question}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                      {answer}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
            {presentText(experience.body) && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {experience.body}
              </Typography>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
