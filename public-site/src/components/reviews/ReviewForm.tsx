'use client';

import { useState, type FormEvent } from 'react';
import { EMPLOYMENT_STATUSES } from '@shigoto/db/enums';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import { FormFailure } from '@/components/forms/FormFailure';
import { serverMessageText, type FormErrorTexts } from '@/components/forms/form-texts';
import { filledIn } from '@/components/forms/payload';
import { SentNotice } from '@/components/forms/SentNotice';
import { useServerForm } from '@/components/forms/useServerForm';
import type { Dictionary } from '@/i18n/dictionaries';
import type { Language } from '@/i18n/language';
import { MuiIsland } from '@/components/theme/MuiIsland';
import { callApi } from '@/lib/browser/api';
import { SENT_BY_SCRIPT } from '@/components/forms/sent-by-script';

type Texts = Dictionary['reviewForm'];

const EMPTY = { title: '', rating: '', employment_status: '', body: '', pros: '', cons: '', email: '' };
type Field = keyof typeof EMPTY;

export interface CompanyReviewFormProps {
  companyId: string;
  language: Language;
  texts: Texts;
  statusLabels: Dictionary['reviews']['status'];
  errorTexts: FormErrorTexts;
}

/**
 * The review form itself, drawn with MUI, open when it loads (CompanyReviewForm loads it at the
 * first click). The server decides what is valid: its messages show under the fields and nothing
 * typed is lost, also when the form is closed and opened again; a stored review is pending, which
 * the server's thanks says.
 */
export function ReviewForm(props: CompanyReviewFormProps) {
  return (
    <MuiIsland>
      <ReviewFormFields {...props} />
    </MuiIsland>
  );
}

function ReviewFormFields({ companyId, language, texts, statusLabels, errorTexts }: CompanyReviewFormProps) {
  const [open, setOpen] = useState(true);
  const form = useServerForm<Field>(EMPTY, errorTexts.serverMessages);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  async function deliver() {
    if (form.sending) return;
    const sent = await form.submit((values) =>
      callApi<{ meta: { message: string } }>('/company_reviews', {
        query: { lang: language === 'jp' ? 'jp' : undefined },
        body: { company_review: { company_id: Number(companyId), ...filledIn(values, ['rating']) } },
      }),
    );
    if (sent.ok) setSentMessage(serverMessageText(errorTexts.serverMessages, sent.answer.meta.message));
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void deliver();
  }

  if (sentMessage) return <SentNotice title={texts.thanksTitle} message={sentMessage} />;
  if (!open)
    return (
      <Button variant="contained" disableElevation onClick={() => setOpen(true)} sx={{ justifySelf: 'start' }}>
        {texts.open}
      </Button>
    );

  const ratingError = form.message('rating');
  const help = (field: Field, text: string) => {
    const props = form.field(field);
    return { ...props, helperText: props.helperText ?? text };
  };
  return (
    <Box component="form" {...SENT_BY_SCRIPT} onSubmit={send} noValidate aria-label={texts.open} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <TextField {...form.field('title')} label={texts.title} required fullWidth sx={{ gridColumn: '1 / -1' }} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <FormControl error={Boolean(ratingError)} required>
        <FormLabel id="review-rating-label">{texts.rating}</FormLabel>
        <Rating
          name="rating"
          aria-labelledby="review-rating-label"
          value={form.values.rating ? Number(form.values.rating) : null}
          onChange={(_, value) => form.set('rating', value ? String(value) : '')}
          getLabelText={(value) => `${value} · ${texts.ratingNames[value - 1] ?? ''}`}
          size="large"
          sx={{ mt: 0.5 }}
        />
        {ratingError && <FormHelperText>{ratingError}</FormHelperText>}
      </FormControl>
      <TextField {...form.field('employment_status')} select label={texts.employmentStatus} fullWidth>
        <MenuItem value="">{texts.statusUnsaid}</MenuItem>
        {EMPLOYMENT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {statusLabels[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...help('body', texts.bodyHelp)} label={texts.body} required multiline minRows={5} fullWidth sx={{ gridColumn: '1 / -1' }} />
      <TextField {...help('pros', texts.pointsHelp)} label={texts.pros} multiline minRows={3} fullWidth />
      <TextField {...help('cons', texts.pointsHelp)} label={texts.cons} multiline minRows={3} fullWidth />
      <TextField {...help('email', texts.emailHelp)} label={texts.email} type="email" autoComplete="email" fullWidth sx={{ gridColumn: '1 / -1' }} />
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2 }}>
        <FormFailure
          failure={form.failure}
          texts={errorTexts}
          onRetry={() => void deliver()}
          fieldLabels={{ title: texts.title, rating: texts.rating, employment_status: texts.employmentStatus, body: texts.body, pros: texts.pros, cons: texts.cons, email: texts.email }}
        />
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" size="large" disableElevation disabled={form.sending}>
            {form.sending ? texts.sending : texts.submit}
          </Button>
          <Button type="button" size="large" onClick={() => setOpen(false)} disabled={form.sending}>
            {texts.cancel}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
