import DoneIcon from '@mui/icons-material/TaskAltOutlined';
import ReopenIcon from '@mui/icons-material/ReplayOutlined';
import { UpdateButton, useRecordContext } from 'react-admin';
import { useSaved } from './useSaved';

/** Marks a report or feedback handled, or back to waiting (PUT with `handled`). */
export function HandledButton() {
  const record = useRecordContext<{ id: number; handled_at: string | null }>();
  const handled = Boolean(record?.handled_at);
  const key = `shigoto.moderation.${handled ? 'reopen' : 'mark_handled'}`;
  const onSuccess = useSaved(`${key}.done`);
  if (!record) return null;
  return (
    <UpdateButton
      mutationMode="pessimistic"
      data={{ handled: !handled }}
      label={`${key}.label`}
      icon={handled ? <ReopenIcon /> : <DoneIcon />}
      variant={handled ? 'text' : 'contained'}
      mutationOptions={{ onSuccess }}
    />
  );
}
