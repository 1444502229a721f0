import { Stack } from '@mui/material';
import { EmailField, FunctionField, Labeled, ReferenceField, SelectField, Show, TextField } from 'react-admin';
import { FieldGroup } from '../common/FieldGroup';
import { choicesFor } from '../common/vocabulary';
import { DecisionActions } from '../company_reviews/DecisionButtons';
import { ModerationFields } from '../company_reviews/ModerationFields';

interface Experience {
  answers: Record<string, string>;
}

/** An experience survey's answers as plain text, one question per line. */
export function CompanyExperienceShow() {
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
              sx={{ whiteSpace: 'pre-line' }}
              render={(experience) =>
                Object.entries(experience.answers ?? {})
                  .map(([question, answer]) => `${question}: ${answer}`)
                  .join('\n') || '—'
              }
            />
          </Labeled>
        </FieldGroup>
        <ModerationFields />
      </Stack>
    </Show>
  );
}
