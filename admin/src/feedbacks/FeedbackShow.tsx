import { Stack } from '@mui/material';
import { EmailField, Labeled, ReferenceField, Show, TextField } from 'react-admin';
import { FieldGroup } from '../common/FieldGroup';
import { HandledActions, HandledFields } from '../common/HandledFields';

export function FeedbackShow() {
  return (
    <Show actions={<HandledActions />}>
      <Stack spacing={3} sx={{ p: 2 }}>
        <FieldGroup title="shigoto.moderation.groups.report">
          <ReferenceField source="company_id" reference="companies" link="show" emptyText="—" />
          <TextField source="page_url" />
          <EmailField source="email" />
          <Labeled source="body" sx={{ gridColumn: '1 / -1' }}>
            <TextField source="body" sx={{ whiteSpace: 'pre-line', maxWidth: '80ch' }} />
          </Labeled>
        </FieldGroup>
        <HandledFields />
      </Stack>
    </Show>
  );
}
