import { Stack } from '@mui/material';
import { BooleanField, DateField, Labeled, ReferenceField, SelectField, Show, TextField, TopToolbar } from 'react-admin';
import { DAY_FORMAT, MOMENT_FORMAT } from '../common/dateFormats';
import { FieldGroup } from '../common/FieldGroup';
import { choicesFor } from '../common/vocabulary';
import { BillingButtons } from './BillingButtons';

/** A reported hire and its fee: late or not, invoiced, paid. */
export function HiringReportShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <BillingButtons />
        </TopToolbar>
      }
    >
      <Stack spacing={3} sx={{ p: 2 }}>
        <FieldGroup title="shigoto.hiring_reports.groups.hire">
          <TextField source="full_name" />
          <TextField source="position" />
          <ReferenceField source="company_id" reference="companies" link="show" />
          <ReferenceField source="job_id" reference="jobs" link="show" emptyText="—" />
          <SelectField source="contract_type" choices={choicesFor('hire_contract_type')} />
          <DateField source="start_date" options={DAY_FORMAT} />
          <Labeled source="contract_length_note" sx={{ gridColumn: '1 / -1' }}>
            <TextField source="contract_length_note" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
          </Labeled>
          <Labeled source="other_info" sx={{ gridColumn: '1 / -1' }}>
            <TextField source="other_info" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
          </Labeled>
        </FieldGroup>
        <FieldGroup title="shigoto.hiring_reports.groups.billing">
          <DateField source="created_at" showTime options={MOMENT_FORMAT} />
          <BooleanField source="is_late" />
          <DateField source="invoiced_at" showTime options={MOMENT_FORMAT} />
          <DateField source="paid_at" showTime options={MOMENT_FORMAT} />
        </FieldGroup>
      </Stack>
    </Show>
  );
}
