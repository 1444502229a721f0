import { Stack } from '@mui/material';
import { EmailField, Labeled, NumberField, Show, TextField, UrlField } from 'react-admin';
import { FieldGroup } from '../common/FieldGroup';
import { SalaryRangeField } from '../common/SalaryRangeField';
import { ConversionFields } from '../company_leads/ConversionFields';
import { ConvertActions } from '../company_leads/ConvertButton';

const WIDE = { gridColumn: '1 / -1' } as const;

export function CompanySubmissionShow() {
  return (
    <Show actions={<ConvertActions />}>
      <Stack spacing={3} sx={{ p: 2 }}>
        <FieldGroup title="shigoto.moderation.groups.request">
          <TextField source="company_name" />
          <UrlField source="homepage_url" target="_blank" rel="noopener noreferrer" />
          <NumberField source="employee_count" />
          <TextField source="hq_location" />
          <SalaryRangeField label="resources.company_submissions.fields.salary" />
          <TextField source="primary_language" />
          <TextField source="submitter_name" />
          <TextField source="submitter_role" />
          <EmailField source="email" />
        </FieldGroup>
        <FieldGroup title="shigoto.moderation.groups.policies">
          {(['description', 'japanese_language_policy', 'remote_work_policy', 'visa_policy'] as const).map((source) => (
            <Labeled key={source} source={source} sx={WIDE}>
              <TextField source={source} emptyText="—" sx={{ whiteSpace: 'pre-line', maxWidth: '80ch' }} />
            </Labeled>
          ))}
        </FieldGroup>
        <ConversionFields />
      </Stack>
    </Show>
  );
}
