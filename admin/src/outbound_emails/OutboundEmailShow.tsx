import { Stack } from '@mui/material';
import { DateField, Labeled, NumberField, SelectField, Show, TextField, TopToolbar } from 'react-admin';
import { MOMENT_FORMAT } from '../common/dateFormats';
import { FieldGroup } from '../common/FieldGroup';
import { choicesFor } from '../common/vocabulary';
import { RetryEmailButton } from './RetryEmailButton';

/** One e-mail as it was (or will be) sent; the text body is shown as plain text, never as HTML. */
export function OutboundEmailShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <RetryEmailButton />
        </TopToolbar>
      }
    >
      <Stack spacing={3} sx={{ p: 2 }}>
        <FieldGroup title="shigoto.outbound_emails.groups.message">
          <TextField source="to_address" />
          <TextField source="subject" />
          <TextField source="template" />
          <SelectField source="language" choices={choicesFor('language')} />
          <Labeled source="text_body" sx={{ gridColumn: '1 / -1' }}>
            <TextField source="text_body" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace' }} />
          </Labeled>
        </FieldGroup>
        <FieldGroup title="shigoto.outbound_emails.groups.delivery">
          <SelectField source="state" choices={choicesFor('outbound_email_state')} />
          <NumberField source="attempts" />
          <DateField source="created_at" showTime options={MOMENT_FORMAT} />
          <DateField source="sent_at" showTime options={MOMENT_FORMAT} emptyText="—" />
          <TextField source="message_id" emptyText="—" />
          <Labeled source="last_error" sx={{ gridColumn: '1 / -1' }}>
            <TextField source="last_error" emptyText="—" />
          </Labeled>
        </FieldGroup>
      </Stack>
    </Show>
  );
}
