'use client';

import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { MuiIsland } from '@/components/theme/MuiIsland';
import { FLASH_DURATION_MS, type FlashMessage } from './Flash';

interface FlashBannerProps {
  message: FlashMessage & { key: number };
  open: boolean;
  onClose: () => void;
  closeLabel: string;
}

/** The flash message on screen: a banner at the top, success or failure, closing by itself after its duration. */
export function FlashBanner({ message, open, onClose, closeLabel }: FlashBannerProps) {
  return (
    <MuiIsland>
      <Snackbar
        key={message.key}
        open={open}
        autoHideDuration={message.durationMs ?? FLASH_DURATION_MS}
        onClose={(_, reason) => reason !== 'clickaway' && onClose()}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        sx={{ top: { xs: 8, md: 16 } }}
      >
        <Alert
          data-flash={message.type}
          severity={message.type === 'failure' ? 'error' : 'success'}
          variant="filled"
          onClose={onClose}
          slotProps={{ closeButton: { 'aria-label': closeLabel } }}
          sx={{ width: '100%', maxWidth: 560, whiteSpace: 'pre-wrap' }}
          role={message.type === 'failure' ? 'alert' : 'status'}
        >
          {message.text}
        </Alert>
      </Snackbar>
    </MuiIsland>
  );
}
