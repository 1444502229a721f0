import { DateField, Labeled, TextField } from 'react-admin';
import { ApprovalStateChip } from '../common/ApprovalStateChip';
import { MOMENT_FORMAT } from '../common/dateFormats';
import { FieldGroup } from '../common/FieldGroup';

/** The moderation block of a review's or experience's page: state, when, and why. */
export function ModerationFields() {
  return (
    <FieldGroup title="shigoto.moderation.groups.moderation">
      <Labeled source="moderation_state">
        <ApprovalStateChip source="moderation_state" />
      </Labeled>
      <DateField source="moderated_at" showTime options={MOMENT_FORMAT} />
      <DateField source="created_at" showTime options={MOMENT_FORMAT} />
      <Labeled source="moderation_reason" sx={{ gridColumn: '1 / -1' }}>
        <TextField source="moderation_reason" emptyText="—" sx={{ whiteSpace: 'pre-line' }} />
      </Labeled>
    </FieldGroup>
  );
}
