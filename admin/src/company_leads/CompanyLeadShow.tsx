import { Stack } from '@mui/material';
import { EmailField, Labeled, Show, TextField, UrlField } from 'react-admin';
import { FieldGroup } from '../common/FieldGroup';
import { ConversionFields } from './ConversionFields';
import { ConvertActions } from './ConvertButton';

export function CompanyLeadShow() {
  return (
    <Show actions={<ConvertActions />}>
      <Stack spacing={3} sx={{ p: 2 }}>
        <FieldGroup title="shigoto.moderation.groups.request">
          <TextField source="company_name" />
          <TextField source="name" />
          <TextField source="job_title" />
          <EmailField source="email" />
          <UrlField source="example_job_url" target="_blank" rel="noopener noreferrer" />
          <Labeled source="diversity_info" sx={{ gridColumn: '1 / -1' }}>
            <TextField source="diversity_info" emptyText="—" sx={{ whiteSpace: 'pre-line' }} />
          </Labeled>
        </FieldGroup>
        <ConversionFields />
      </Stack>
    </Show>
  );
}
