import { alpha } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { ConfirmedUpdateButton } from './ConfirmedUpdateButton';
import { useSaved } from './useSaved';

interface ConfirmedChangeButtonProps {
  /** Where the texts live: `<labels>.label`, `.confirm_title`, `.confirm_content` and `.done`. */
  labels: string;
  data: Record<string, unknown>;
  icon: ReactElement;
  /** Changes that lock someone out are painted in the error colour. */
  destructive?: boolean;
}

/**
 * A change to the record that is confirmed first and shown once the API has saved it (no undo:
 * disabling an account ends its sessions at once).
 */
export function ConfirmedChangeButton({ labels, data, icon, destructive }: ConfirmedChangeButtonProps) {
  const onSuccess = useSaved(`${labels}.done`);
  return (
    <ConfirmedUpdateButton
      data={data}
      label={`${labels}.label`}
      confirmTitle={`${labels}.confirm_title`}
      confirmContent={`${labels}.confirm_content`}
      onSuccess={onSuccess}
      icon={icon}
      variant="outlined"
      sx={destructive ? ({ palette }) => ({ color: palette.error.main, '&:hover': { bgcolor: alpha(palette.error.main, 0.08) } }) : undefined}
    />
  );
}
