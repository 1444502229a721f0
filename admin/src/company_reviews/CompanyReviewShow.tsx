import { Stack } from '@mui/material';
import { EmailField, FunctionField, Labeled, NumberField, ReferenceField, SelectField, Show, TextField, useTranslate } from 'react-admin';
import { FieldGroup } from '../common/FieldGroup';
import { choicesFor } from '../common/vocabulary';
import { DecisionActions } from './DecisionButtons';
import { ModerationFields } from './ModerationFields';

const PROSE = { gridColumn: '1 / -1' } as const;

interface Review {
  /** Free text; the site's form sends current_employee or former_employee. */
  employment_status: string | null;
}

/** A review as its author wrote it; the text is shown as plain text. */
export function CompanyReviewShow() {
  const translate = useTranslate();
  return (
    <Show actions={<DecisionActions />}>
      <Stack spacing={3} sx={{ p: 2 }}>
        <FieldGroup title="shigoto.moderation.groups.entry">
          <ReferenceField source="company_id" reference="companies" link="show" />
          <NumberField source="rating" />
          <FunctionField<Review>
            source="employment_status"
            render={(review) => (review.employment_status ? translate(`shigoto.moderation.employment_status.${review.employment_status}`, { _: review.employment_status }) : '—')}
          />
          <SelectField source="language" choices={choicesFor('language')} />
          <EmailField source="email" />
          <Labeled source="title" sx={PROSE}>
            <TextField source="title" />
          </Labeled>
          <Labeled source="body" sx={PROSE}>
            <TextField source="body" sx={{ whiteSpace: 'pre-line', maxWidth: '80ch' }} />
          </Labeled>
          <Labeled source="pros" sx={PROSE}>
            <TextField source="pros" emptyText="—" sx={{ whiteSpace: 'pre-line' }} />
          </Labeled>
          <Labeled source="cons" sx={PROSE}>
            <TextField source="cons" emptyText="—" sx={{ whiteSpace: 'pre-line' }} />
          </Labeled>
        </FieldGroup>
        <ModerationFields />
      </Stack>
    </Show>
  );
}
