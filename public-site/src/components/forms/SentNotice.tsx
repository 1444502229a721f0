import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';

/** What a form shows in its place once the server has stored it: a title, the server's message, and what to do next. */
export function SentNotice({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <Alert severity="success" role="status" data-form-sent>
      <AlertTitle>{title}</AlertTitle>
      {message}
      {children && <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}>{children}</Box>}
    </Alert>
  );
}
