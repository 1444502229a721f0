'use client';

import { useEffect, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Plan, PlanTerm } from '@shigoto/db/enums';
import { useFlash } from '@/components/feedback/Flash';
import { FormFailure } from '@/components/forms/FormFailure';
import type { FormErrorTexts } from '@/components/forms/form-texts';
import { useServerForm } from '@/components/forms/useServerForm';
import type { Dictionary } from '@/i18n/dictionaries';
import type { ContractLanguage, PricePlan } from '@/lib/api/contracts';
import { callApi } from '@/lib/browser/api';
import { SENT_BY_SCRIPT } from '@/components/forms/sent-by-script';

export interface ContractRequestModalProps {
  /** The plan and term of the card clicked; null while closed. */
  choice: { plan: Plan; term: PlanTerm } | null;
  onClose: () => void;
  plans: PricePlan[];
  /** The contract's language until the visitor picks another: the page's. */
  defaultLanguage: ContractLanguage;
  texts: Dictionary['pricing'];
  errorTexts: FormErrorTexts;
}

const TITLE_ID = 'contract-request-title';

/**
 * Asking for a contract (POST contract_requests): the company e-mail the contract goes to, its
 * language, and the plan and term, preselected from the card clicked. The server refuses free-mail
 * addresses; its message shows under the field and everything typed stays. Success closes the
 * dialog with a flash.
 */
export function ContractRequestModal({ choice, onClose, plans, defaultLanguage, texts, errorTexts }: ContractRequestModalProps) {
  const flash = useFlash();
  const serverMessages = { ...errorTexts.serverMessages, ...texts.serverMessages };
  const form = useServerForm({ email: '', contract_language: defaultLanguage as string, plan: '', term: '' }, serverMessages);
  const { setValues } = form;

  // Each opening starts from the card clicked; what was typed in the e-mail field stays.
  useEffect(() => {
    if (choice) setValues((values) => ({ ...values, plan: choice.plan, term: choice.term }));
  }, [choice, setValues]);

  const terms = plans.find((plan) => plan.plan === form.values.plan)?.terms ?? plans[0]?.terms ?? [];

  async function deliver() {
    if (form.sending) return;
    const sent = await form.submit((values) => callApi('/contract_requests', { body: { contract_request: { ...values, email: values.email.trim() } } }));
    if (!sent.ok) return;
    flash({ type: 'success', text: texts.modal.sent });
    setValues((values) => ({ ...values, email: '' }));
    onClose();
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void deliver();
  }

  return (
    <Dialog open={choice !== null} onClose={onClose} aria-labelledby={TITLE_ID} maxWidth="sm" fullWidth>
      <Box component="form" {...SENT_BY_SCRIPT} onSubmit={send} noValidate>
        <DialogTitle id={TITLE_ID}>{texts.modal.title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography color="text.secondary">{texts.modal.intro}</Typography>
          <TextField {...form.field('email')} type="email" label={texts.modal.email} autoComplete="email" required fullWidth sx={{ mt: 1 }} />
          <TextField {...form.field('contract_language')} select label={texts.modal.language} required fullWidth>
            {(Object.entries(texts.contractLanguages) as [ContractLanguage, string][]).map(([language, label]) => (
              <MenuItem key={language} value={language}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField {...form.field('plan')} select label={texts.modal.plan} required fullWidth>
              {plans.map((plan) => (
                <MenuItem key={plan.plan} value={plan.plan}>
                  {plan.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField {...form.field('term')} select label={texts.modal.term} required fullWidth>
              {terms.map((term) => (
                <MenuItem key={term.term} value={term.term}>
                  {term.label}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <FormFailure
            failure={form.failure}
            texts={errorTexts}
            onRetry={() => void deliver()}
            fieldLabels={{ email: texts.modal.email, contract_language: texts.modal.language, plan: texts.modal.plan, term: texts.modal.term }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="button" onClick={onClose} color="inherit">
            {texts.modal.cancel}
          </Button>
          <Button type="submit" variant="contained" disableElevation disabled={form.sending}>
            {form.sending ? texts.modal.sending : texts.modal.submit}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
