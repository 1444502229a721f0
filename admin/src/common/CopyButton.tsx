import CopyIcon from '@mui/icons-material/ContentCopy';
import type { ReactElement } from 'react';
import { Button, useNotify } from 'react-admin';

/** Copies `text` to the clipboard and says whether the browser allowed it (on a phone only the icon shows: give each copy its own). */
export function CopyButton({ text, label, copied, failed, icon = <CopyIcon /> }: { text: string; label: string; copied: string; failed: string; icon?: ReactElement }) {
  const notify = useNotify();
  return (
    <Button
      label={label}
      onClick={(event) => {
        // Inside a clickable list row: copying must not open the record too.
        event.stopPropagation();
        navigator.clipboard.writeText(text).then(
          () => notify(copied, { type: 'success' }),
          () => notify(failed, { type: 'warning' }),
        );
      }}
    >
      {icon}
    </Button>
  );
}
