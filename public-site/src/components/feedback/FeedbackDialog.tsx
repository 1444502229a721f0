'use client';

import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { failureText, type FormErrorTexts } from '@/components/forms/form-texts';
import { useServerForm } from '@/components/forms/useServerForm';
import { callApi } from '@/lib/browser/api';
import { MuiIsland } from '@/components/theme/MuiIsland';
import { interpolate } from '@/lib/format/template';
import { useFlash } from './Flash';
import { SENT_BY_SCRIPT } from '@/components/forms/sent-by-script';

export interface FeedbackDialogProps {
  open: boolean;
  onClose: () => void;
  texts: { title: string; intro: string; body: string; email: string; submit: string; sending: string; cancel: string; sent: string; failed: string };
  /** What a failure says when no answer came at all, and the API's messages in the page's language. */
  errorTexts: FormErrorTexts;
}

const TITLE_ID = 'feedback-title';

/**
 * Feedback from any page (POST feedbacks): a message and, optionally, an e-mail for a reply.
 * Success closes the dialog with a success flash; a failure flashes the server's reason and keeps
 * the dialog open with what was typed, so sending again is one click. Closed, it keeps what was typed.
 */
export function FeedbackDialog({ open, onClose, texts, errorTexts }: FeedbackDialogProps) {
  const flash = useFlash();
  const form = useServerForm({ body: '', email: '' }, errorTexts.serverMessages);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.sending) return;
    const sent = await form.submit(({ body, email }) => callApi('/feedbacks', { body: { feedback: { body, email: email.trim() || undefined } } }));
    if (!sent.ok) {
      const reason = sent.failure.network ? errorTexts.network : failureText(errorTexts.serverMessages, sent.failure);
      flash({ type: 'failure', text: interpolate(texts.failed, { reason }) });
      return;
    }
    flash({ type: 'success', text: texts.sent });
    form.setValues({ body: '', email: '' });
    onClose();
  }

  return (
    <MuiIsland>
      <Dialog open={open} onClose={onClose} aria-labelledby={TITLE_ID} maxWidth="sm" fullWidth>
        <Box component="form" {...SENT_BY_SCRIPT} onSubmit={send} noValidate>
          <DialogTitle id={TITLE_ID}>{texts.title}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <Typography color="text.secondary">{texts.intro}</Typography>
            <TextField {...form.field('body')} label={texts.body} required multiline minRows={4} fullWidth />
            <TextField {...form.field('email')} type="email" label={texts.email} autoComplete="email" fullWidth />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button type="button" onClick={onClose} color="inherit">
              {texts.cancel}
            </Button>
            <Button type="submit" variant="contained" disabled={form.sending}>
              {form.sending ? texts.sending : texts.submit}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </MuiIsland>
  );
}
