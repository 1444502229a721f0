import { DateField, Labeled, TopToolbar } from 'react-admin';
import { MOMENT_FORMAT } from './dateFormats';
import { FieldGroup } from './FieldGroup';
import { HandledButton } from './HandledButton';
import { HandledChip } from './StateChip';

/** The follow-up block of a report's or feedback's page. */
export function HandledFields() {
  return (
    <FieldGroup title="shigoto.moderation.groups.follow_up">
      <Labeled source="handled_at" label="shigoto.moderation.state">
        <HandledChip />
      </Labeled>
      <DateField source="handled_at" showTime options={MOMENT_FORMAT} />
      <DateField source="created_at" showTime options={MOMENT_FORMAT} />
    </FieldGroup>
  );
}

export function HandledActions() {
  return (
    <TopToolbar>
      <HandledButton />
    </TopToolbar>
  );
}
