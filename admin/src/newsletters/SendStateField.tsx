import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

const COLORS = { sending: 'info', paused: 'warning', done: 'success', draft: 'default' } as const;

/** Where the send stands: not sent yet, sending, paused or done. */
export function SendStateField(_props: { source?: string }) {
  const record = useRecordContext<{ send_state: keyof typeof COLORS | null }>();
  const translate = useTranslate();
  if (!record) return null;
  const state = record.send_state ?? 'draft';
  return <Chip size="small" color={COLORS[state]} label={translate(`shigoto.newsletters.send_states.${state}`)} />;
}
