import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** A small coloured chip for a row's state, so what still waits for staff stands out in a list. */
export function StateChip({ label, color }: { label: string; color: ChipProps['color'] }) {
  const translate = useTranslate();
  return <Chip size="small" color={color} label={translate(label)} sx={{ alignSelf: 'flex-start' }} />;
}

/** Handled (handled_at set) or still waiting, as a chip. */
export function HandledChip() {
  const record = useRecordContext<{ handled_at?: string | null }>();
  if (!record) return null;
  return record.handled_at ? <StateChip label="shigoto.moderation.handled" color="default" /> : <StateChip label="shigoto.moderation.waiting" color="warning" />;
}
