import type { Metadata } from 'next';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formErrorTexts } from '@/components/forms/form-texts';
import Link from '@/components/navigation/Link';
import { getI18n } from '@/i18n/server';
import { SURVEY_KINDS, type SurveyKind } from '@shigoto/db/experience-survey';
import { SURVEY_PATHS } from '@/lib/experience-surveys';
import { pageMetadata } from '@/lib/seo/metadata';
import { ExperienceSurveyForm } from './ExperienceSurveyForm';

/**
 * The metadata and page of one experience survey (/designer-experiences, /remote-experiences). The
 * page is the same for everyone (the company is picked in the browser), so the page cache keeps it.
 */
export function surveyRoute(kind: SurveyKind) {
  const path = SURVEY_PATHS[kind];
  const other = SURVEY_KINDS.find((candidate) => candidate !== kind)!;
  return {
    async generateMetadata(): Promise<Metadata> {
      const { t, language } = await getI18n();
      return pageMetadata({ language, path, title: t.survey[kind].metaTitle, description: t.survey[kind].metaDescription });
    },
    async Page() {
      const { t, href, language } = await getI18n();
      const errorTexts = formErrorTexts(t);
      return (
        <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, mb: 2 }}>
            {t.survey[kind].title}
          </Typography>
          <Typography sx={{ fontSize: '1.0625rem', lineHeight: 1.7, mb: 1.5, maxWidth: 680 }}>{t.survey[kind].intro}</Typography>
          <Typography variant="body2" sx={{ mb: 3 }}>
            <MuiLink component={Link} href={href(SURVEY_PATHS[other])}>
              {t.survey[other].title}
            </MuiLink>
          </Typography>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3, md: 4 } }}>
            <ExperienceSurveyForm
              kind={kind}
              language={language}
              texts={t.survey}
              questions={{ questions: t.experiences.questions, options: t.experiences.options }}
              errorTexts={{ ...errorTexts, serverMessages: { ...errorTexts.serverMessages, ...t.survey.serverMessages } }}
            />
          </Paper>
        </Container>
      );
    },
  };
}
