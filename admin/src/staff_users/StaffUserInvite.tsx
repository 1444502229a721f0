import SendIcon from '@mui/icons-material/SendOutlined';
import { Typography } from '@mui/material';
import { Create, email, maxLength, required, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useNotify, useRedirect, useTranslate } from 'react-admin';
import { choicesFor } from '../common/vocabulary';

/** Inviting is creating the account: it has no password until the e-mailed link is used. */
export function StaffUserInvite() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="shigoto.people.staff_users.invite.title"
      mutationOptions={{
        onSuccess: (staff: { id: number; email: string }) => {
          notify('shigoto.people.staff_users.invite.sent', { type: 'success', messageArgs: { email: staff.email } });
          redirect('show', 'staff_users', staff.id);
        },
      }}
    >
      <SimpleForm
        defaultValues={{ role: 'editor' }}
        toolbar={
          <Toolbar>
            <SaveButton label="shigoto.people.staff_users.invite.submit" icon={<SendIcon />} />
          </Toolbar>
        }
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 520 }}>
          {translate('shigoto.people.staff_users.invite.hint')}
        </Typography>
        <TextInput source="name" validate={[required(), maxLength(200)]} fullWidth sx={{ maxWidth: 520 }} />
        <TextInput source="email" type="email" validate={[required(), email()]} fullWidth sx={{ maxWidth: 520 }} />
        <SelectInput source="role" choices={choicesFor('staff_role')} validate={required()} fullWidth sx={{ maxWidth: 520 }} />
      </SimpleForm>
    </Create>
  );
}
