import { Chip, type ChipProps } from '@mui/material';
import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';
import { type ApprovalState, vocabularyLabelKey } from './vocabulary';

const COLOURS: Record<ApprovalState, ChipProps['color']> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

/** A job's approval state as a coloured chip, so pending jobs stand out in a long list. */
export function ApprovalStateChip({ emptyText }: Partial<FieldProps>) {
  const record = useRecordContext<{ approval_state?: ApprovalState }>();
  const translate = useTranslate();
  const state = record?.approval_state;
  if (!state) return emptyText ?? null;
  return (
    <Chip
      size="small"
      color={COLOURS[state]}
      label={translate(vocabularyLabelKey('approval_state', state))}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}
