import UnsubscribeIcon from '@mui/icons-material/UnsubscribeOutlined';
import { Stack } from '@mui/material';
import { BooleanField, DateField, EmailField, Labeled, SelectField, Show, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { MOMENT_FORMAT } from '../common/dateFormats';
import { FieldGroup } from '../common/FieldGroup';
import { useSaved } from '../common/useSaved';
import { choicesFor } from '../common/vocabulary';
import { SubscriptionChip } from './SubscriptionChip';
import { ConfirmedUpdateButton } from '../common/ConfirmedUpdateButton';

const KEY = 'shigoto.moderation.unsubscribe';

/** Unsubscribing is confirmed: only the subscriber can sign up again. */
function UnsubscribeButton() {
  const lead = useRecordContext<{ unsubscribed_at: string | null }>();
  const onSuccess = useSaved(`${KEY}.done`);
  if (!lead || lead.unsubscribed_at) return null;
  return (
    <ConfirmedUpdateButton
      data={{ subscribed: false }}
      label={`${KEY}.label`}
      confirmTitle={`${KEY}.confirm_title`}
      confirmContent={`${KEY}.confirm_content`}
      onSuccess={onSuccess}
      icon={<UnsubscribeIcon />}
      sx={{ color: 'error.main' }}
    />
  );
}

export function LeadShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <UnsubscribeButton />
        </TopToolbar>
      }
    >
      <Stack spacing={3} sx={{ p: 2 }}>
        <FieldGroup title="shigoto.moderation.groups.subscription">
          <EmailField source="email" />
          <Labeled source="subscribed">
            <SubscriptionChip />
          </Labeled>
          <SelectField source="language" choices={choicesFor('language')} />
          <BooleanField source="include_tech_jobs" />
          <BooleanField source="include_non_tech_jobs" />
          <TextField source="source" />
          <DateField source="created_at" showTime options={MOMENT_FORMAT} />
          <DateField source="unsubscribed_at" showTime options={MOMENT_FORMAT} />
        </FieldGroup>
      </Stack>
    </Show>
  );
}
