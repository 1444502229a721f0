import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import EditorIcon from '@mui/icons-material/EditNoteOutlined';
import { Stack } from '@mui/material';
import { BooleanField, DateField, EmailField, SelectField, Show, TextField, TopToolbar, useGetIdentity, useRecordContext } from 'react-admin';
import { ConfirmedChangeButton } from '../common/ConfirmedChangeButton';
import { MOMENT_FORMAT } from '../common/dateFormats';
import { DisableAccountButton } from '../common/DisableAccountButton';
import { FieldGroup } from '../common/FieldGroup';
import { choicesFor } from '../common/vocabulary';
import { ResendInvitationButton } from './ResendInvitationButton';

/** A new role or disabling ends the account's sessions; nobody changes their own account here (the API refuses too). */
function StaffActions() {
  const staff = useRecordContext<{ id: number; role: 'admin' | 'editor' }>();
  const { identity } = useGetIdentity();
  if (!staff || !identity || identity.id === staff.id) return null;
  return (
    <TopToolbar>
      <ResendInvitationButton />
      {staff.role === 'editor' ? (
        <ConfirmedChangeButton labels="shigoto.people.staff_users.make_admin" data={{ role: 'admin' }} icon={<AdminIcon />} />
      ) : (
        <ConfirmedChangeButton labels="shigoto.people.staff_users.make_editor" data={{ role: 'editor' }} icon={<EditorIcon />} />
      )}
      <DisableAccountButton texts="shigoto.people.staff_users" />
    </TopToolbar>
  );
}

export function StaffUserShow() {
  return (
    <Show actions={<StaffActions />}>
      <Stack spacing={3} sx={{ p: 2 }}>
        <FieldGroup title="shigoto.people.groups.account">
          <TextField source="name" />
          <EmailField source="email" />
          <SelectField source="role" choices={choicesFor('staff_role')} />
          <DateField source="created_at" showTime options={MOMENT_FORMAT} />
        </FieldGroup>
        <FieldGroup title="shigoto.people.groups.status">
          <BooleanField source="invitation_pending" />
          <BooleanField source="is_disabled" />
          <DateField source="password_changed_at" showTime options={MOMENT_FORMAT} />
        </FieldGroup>
      </Stack>
    </Show>
  );
}
