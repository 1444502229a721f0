import { Stack } from '@mui/material';
import { BooleanField, DateField, EmailField, SelectField, Show, TextField, TopToolbar, UrlField } from 'react-admin';
import { MOMENT_FORMAT } from '../common/dateFormats';
import { DisableAccountButton } from '../common/DisableAccountButton';
import { FieldGroup } from '../common/FieldGroup';
import { choicesFor } from '../common/vocabulary';

export function UserShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <DisableAccountButton texts="shigoto.people.users" />
        </TopToolbar>
      }
    >
      <Stack spacing={3} sx={{ p: 2 }}>
        <FieldGroup title="shigoto.people.groups.account">
          <TextField source="name" />
          <EmailField source="email" />
          <UrlField source="url" target="_blank" rel="noopener noreferrer" />
          <SelectField source="language" choices={choicesFor('language')} />
          <DateField source="created_at" showTime options={MOMENT_FORMAT} />
        </FieldGroup>
        <FieldGroup title="shigoto.people.groups.status">
          <BooleanField source="confirmed" />
          <BooleanField source="is_disabled" />
          <BooleanField source="applicant_dashboard_enabled" />
          <DateField source="password_changed_at" showTime options={MOMENT_FORMAT} />
        </FieldGroup>
      </Stack>
    </Show>
  );
}
