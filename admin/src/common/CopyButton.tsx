import CopyIcon from '@mui/icons-material/ContentCopy';
import { Button, useNotify } from 'react-admin';

/** Copies `text` to the clipboard and says whether the browser allowed it. */
export function CopyButton({ text, label, copied, failed }: { text: string; label: string; copied: string; failed: string }) {
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
      <CopyIcon />
    </Button>
  );
}
