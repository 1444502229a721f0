import ConfirmIcon from '@mui/icons-material/VerifiedUserOutlined';
import { Stack } from '@mui/material';
import { BooleanField, DateField, EmailField, ReferenceField, SelectField, Show, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { ConfirmedChangeButton } from '../common/ConfirmedChangeButton';
import { MOMENT_FORMAT } from '../common/dateFormats';
import { DisableAccountButton } from '../common/DisableAccountButton';
import { FieldGroup } from '../common/FieldGroup';
import { choicesFor } from '../common/vocabulary';

function EmployerActions() {
  const employer = useRecordContext<{ confirmed: boolean }>();
  if (!employer) return null;
  return (
    <TopToolbar>
      {!employer.confirmed && <ConfirmedChangeButton labels="shigoto.people.employers.confirm" data={{ confirmed: true }} icon={<ConfirmIcon />} />}
      <DisableAccountButton texts="shigoto.people.employers" />
    </TopToolbar>
  );
}

export function EmployerShow() {
  return (
    <Show actions={<EmployerActions />}>
      <Stack spacing={3} sx={{ p: 2 }}>
        <FieldGroup title="shigoto.people.groups.account">
          <TextField source="name" />
          <EmailField source="email" />
          <ReferenceField source="company_id" reference="companies" link="show" />
          <SelectField source="language" choices={choicesFor('language')} />
          <DateField source="created_at" showTime options={MOMENT_FORMAT} />
        </FieldGroup>
        <FieldGroup title="shigoto.people.groups.status">
          <BooleanField source="confirmed" />
          <DateField source="confirmed_at" showTime options={MOMENT_FORMAT} />
          <BooleanField source="is_disabled" />
          <DateField source="password_changed_at" showTime options={MOMENT_FORMAT} />
        </FieldGroup>
      </Stack>
    </Show>
  );
}
