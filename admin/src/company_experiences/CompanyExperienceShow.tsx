import { Box, Stack, Typography } from '@mui/material';
import { answerTexts, EXPERIENCE_SURVEY_TEXTS } from '@shigoto/db/experience-survey';
import { EmailField, FunctionField, Labeled, ReferenceField, SelectField, Show, TextField, useLocaleState } from 'react-admin';
import { FieldGroup } from '../common/FieldGroup';
import { choicesFor } from '../common/vocabulary';
import { DecisionActions } from '../company_reviews/DecisionButtons';
import { ModerationFields } from '../company_reviews/ModerationFields';

interface Experience {
  answers: Record<string, string>;
}

/** An experience survey's answers, each under its question, choices by their labels, in the console's language. */
export function CompanyExperienceShow() {
  const [locale] = useLocaleState();
  const texts = EXPERIENCE_SURVEY_TEXTS[locale === 'ja' ? 'jp' : 'en'];
  return (
    <Show actions={<DecisionActions />}>
      <Stack spacing={3} sx={{ p: 2 }}>
        <FieldGroup title="shigoto.moderation.groups.entry">
          <ReferenceField source="company_id" reference="companies" link="show" />
          <SelectField source="kind" choices={choicesFor('experience_kind')} />
          <SelectField source="language" choices={choicesFor('language')} />
          <EmailField source="email" />
          <Labeled source="body" sx={{ gridColumn: '1 / -1' }}>
            <TextField source="body" sx={{ whiteSpace: 'pre-line', maxWidth: '80ch' }} />
          </Labeled>
          <Labeled source="answers" sx={{ gridColumn: '1 / -1' }}>
            <FunctionField<Experience>
              source="answers"
              render={(experience) => {
                // Answers to questions the surveys do not ask are shown too, under their keys: staff moderate everything sent.
                const unknown = Object.entries(experience.answers ?? {}).filter(([key, answer]) => !Object.hasOwn(texts.questions, key) && answer.trim());
                const shown = [...answerTexts(experience.answers, texts), ...unknown.map(([question, answer]) => ({ question, answer }))];
                if (!shown.length) return '—';
                return (
                  <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
                    {shown.map(({ question, answer }) => (
                      <div key={question}>
                        <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                          {question}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line' }}>
                          {answer}
                        </Typography>
                      </div>
                    ))}
                  </Box>
                );
              }}
            />
          </Labeled>
        </FieldGroup>
        <ModerationFields />
      </Stack>
    </Show>
  );
}
