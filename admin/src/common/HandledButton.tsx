import DoneIcon from '@mui/icons-material/TaskAltOutlined';
import ReopenIcon from '@mui/icons-material/ReplayOutlined';
import { useRecordContext, useResourceContext, useUpdate } from 'react-admin';
import { useSaved } from './useSaved';
import { ActionButton } from './ActionButton';

/**
 * Marks a report or feedback handled, or back to waiting (PUT with `handled`): one click, no
 * confirmation, since either can be undone with the other.
 */
export function HandledButton() {
  const record = useRecordContext<{ id: number; handled_at: string | null }>();
  const resource = useResourceContext();
  const handled = Boolean(record?.handled_at);
  const key = `shigoto.moderation.${handled ? 'reopen' : 'mark_handled'}`;
  const onSuccess = useSaved(`${key}.done`);
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const toggle = () => update(resource, { id: record.id, data: { handled: !handled }, previousData: record }, { mutationMode: 'pessimistic', onSuccess });
  return (
    <ActionButton label={`${key}.label`} onClick={toggle} disabled={isPending} variant={handled ? 'text' : 'contained'}>
      {handled ? <ReopenIcon /> : <DoneIcon />}
    </ActionButton>
  );
}
