'use client';

import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { MuiIsland } from '@/components/theme/MuiIsland';
import { SignupForm, type SignupFormProps } from './SignupForm';

export interface ExitIntentDialogProps extends Omit<SignupFormProps, 'exitIntent' | 'texts'> {
  open: boolean;
  onClose: () => void;
  texts: SignupFormProps['texts'] & { title: string; intro: string; close: string };
}

/** The exit-intent offer's dialog: the newsletter sign-up, with a close button. */
export function ExitIntentDialog({ open, onClose, language, welcomeHref, texts, source }: ExitIntentDialogProps) {
  return (
    <MuiIsland>
      <Dialog open={open} onClose={onClose} aria-labelledby="exit-intent-title" maxWidth="sm" fullWidth>
        <DialogTitle id="exit-intent-title" sx={{ pr: 6 }}>
          {texts.title}
          <IconButton aria-label={texts.close} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
            ×
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {texts.intro}
          </Typography>
          <SignupForm language={language} welcomeHref={welcomeHref} texts={texts} source={source} exitIntent />
        </DialogContent>
      </Dialog>
    </MuiIsland>
  );
}
