import { Chip, type ChipProps } from '@mui/material';
import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';
import { type ApprovalState, vocabularyLabelKey } from './vocabulary';

const COLOURS: Record<ApprovalState, ChipProps['color']> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

/**
 * An approval state (a job's approval_state, a review's moderation_state: the same three values)
 * as a coloured chip, so pending entries stand out in a long list.
 */
export function ApprovalStateChip({ emptyText, source = 'approval_state' }: Partial<FieldProps>) {
  const record = useRecordContext<Record<string, ApprovalState | undefined>>();
  const translate = useTranslate();
  const state = record?.[source];
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
