import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

const COLORS = { sending: 'info', paused: 'warning', done: 'success', draft: 'default' } as const;

export type SendState = keyof typeof COLORS;

/** Where an issue's send stands; one with a send date but no send went out before sends were recorded. */
export const sendStateOf = (issue: { send_state: SendState | null; sent_at: string | null }): SendState =>
  issue.send_state ?? (issue.sent_at ? 'done' : 'draft');

/** Where the issue's send stands: not sent yet, sending, paused or done. */
export function SendStateField(_props: { source?: string }) {
  const record = useRecordContext<{ send_state: SendState | null; sent_at: string | null }>();
  const translate = useTranslate();
  if (!record) return null;
  const state = sendStateOf(record);
  return <Chip size="small" color={COLORS[state]} label={translate(`shigoto.newsletters.send_states.${state}`)} />;
}
