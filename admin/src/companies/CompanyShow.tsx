import WorkIcon from '@mui/icons-material/WorkOutlined';
import { Stack, Typography } from '@mui/material';
import {
  BooleanField,
  DateField,
  NumberField,
  SelectField,
  Show,
  TextField,
  UrlField,
  useRecordContext,
} from 'react-admin';
import { CompanyLogo } from '../common/CompanyLogo';
import { MOMENT_FORMAT } from '../common/dateFormats';
import { FieldGroup } from '../common/FieldGroup';
import { FilteredListButton } from '../common/FilteredListButton';
import { choicesFor } from '../common/vocabulary';

function CompanyHeader() {
  const record = useRecordContext<{ name: string }>();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <CompanyLogo size={56} />
      <Typography variant="h5" component="h1">
        {record?.name}
      </Typography>
    </Stack>
  );
}

/** The company's jobs open in the job list, where every job filter still applies. */
function CompanyJobsButton() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <FilteredListButton
      resource="jobs"
      filter={{ company_id: record.id }}
      label="shigoto.companies.view_jobs"
      icon={<WorkIcon />}
    />
  );
}

export function CompanyShow() {
  return (
    <Show>
      <Stack spacing={3} sx={{ p: 2 }}>
        <CompanyHeader />
        <FieldGroup title="shigoto.companies.groups.profile">
          <TextField source="name" />
          <TextField source="slug" />
          <UrlField source="homepage_url" target="_blank" rel="noopener noreferrer" />
          <NumberField source="employee_count" />
          <DateField source="created_at" showTime options={MOMENT_FORMAT} />
        </FieldGroup>
        <FieldGroup title="shigoto.companies.groups.status">
          <BooleanField source="published" />
          <BooleanField source="is_verified" />
          <BooleanField source="hiring_now" />
          <BooleanField source="has_active_jobs" />
          <SelectField source="spam_strictness" choices={choicesFor('spam_strictness')} />
          <NumberField source="job_count" />
        </FieldGroup>
        <div>
          <CompanyJobsButton />
        </div>
      </Stack>
    </Show>
  );
}
