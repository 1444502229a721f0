import { Stack } from '@mui/material';
import { EmailField, Labeled, ReferenceField, Show, TextField, UrlField } from 'react-admin';
import { FieldGroup } from '../common/FieldGroup';
import { HandledActions, HandledFields } from '../common/HandledFields';

export function NowHiringReportShow() {
  return (
    <Show actions={<HandledActions />}>
      <Stack spacing={3} sx={{ p: 2 }}>
        <FieldGroup title="shigoto.moderation.groups.report">
          <ReferenceField source="company_id" reference="companies" link="show" emptyText="—" />
          <TextField source="company_name" />
          <UrlField source="url" target="_blank" rel="noopener noreferrer" />
          <EmailField source="email" />
          <Labeled source="message" sx={{ gridColumn: '1 / -1' }}>
            <TextField source="message" emptyText="—" sx={{ whiteSpace: 'pre-line' }} />
          </Labeled>
        </FieldGroup>
        <HandledFields />
      </Stack>
    </Show>
  );
}
