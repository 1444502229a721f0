import { Button, type ButtonProps } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';

interface ActionButtonProps extends Omit<ButtonProps, 'children' | 'startIcon'> {
  /** A translation key (or plain text). */
  label: string;
  /** The icon, before the label. */
  children?: ReactElement;
}

/**
 * A button that says what it does on every screen. react-admin's own Button shows only its icon
 * below 600 px (and nothing at all when it has none, as a dialog's Cancel): on a phone, staff could
 * not tell Approve from Reject, or a test send from the real one, without pressing and holding.
 */
export function ActionButton({ label, children, size = 'small', ...rest }: ActionButtonProps) {
  const translate = useTranslate();
  return (
    <Button size={size} startIcon={children} {...rest}>
      {translate(label, { _: label })}
    </Button>
  );
}
