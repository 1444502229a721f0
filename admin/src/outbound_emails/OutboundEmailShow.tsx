import { Stack } from '@mui/material';
import { useState } from 'react';
import { DateField, Labeled, NumberField, SelectField, Show, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { MOMENT_FORMAT } from '../common/dateFormats';
import { EmailBody, EmailFormatToggle, type EmailFormat } from '../common/EmailBody';
import { FieldGroup } from '../common/FieldGroup';
import { choicesFor } from '../common/vocabulary';
import { RetryEmailButton } from './RetryEmailButton';

/** The e-mail's parts: the HTML one (when it has one) as its reader sees it, in a sandboxed frame, or the text one. */
function EmailParts() {
  const email = useRecordContext<{ text_body: string; html_body: string | null }>();
  const translate = useTranslate();
  const [format, setFormat] = useState<EmailFormat>('html');
  if (!email) return null;
  const title = translate('resources.outbound_emails.fields.text_body');
  if (!email.html_body) return <EmailBody format="text" body={email.text_body} title={title} />;
  return (
    <Stack spacing={1}>
      <EmailFormatToggle value={format} onChange={setFormat} />
      <EmailBody format={format} body={format === 'html' ? email.html_body : email.text_body} title={title} />
    </Stack>
  );
}

/** One e-mail as it was (or will be) sent. */
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
            <EmailParts />
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
