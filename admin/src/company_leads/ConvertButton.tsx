import ConvertIcon from '@mui/icons-material/AddBusinessOutlined';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { Form, SaveButton, SelectInput, TopToolbar, useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useSaved } from '../common/useSaved';
import { choicesFor } from '../common/vocabulary';
import { API_URL, authorizedFetch } from '../session';
import { ActionButton } from '../common/ActionButton';
import { failureMessage } from '../common/failureMessage';

interface Convertible {
  id: number;
  email: string;
  company_name: string;
  company_id: number | null;
}

/**
 * "Convert into a company": confirmed in a dialog that chooses the invitation's language; the API
 * creates the unpublished company and e-mails the sender its colleague sign-up link. Done once.
 */
function ConvertButton() {
  const record = useRecordContext<Convertible>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [isOpen, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  const close = () => setOpen(false);
  const onSuccess = useSaved('shigoto.moderation.convert.done', close);
  if (!record || record.company_id) return null;
  const convert = async ({ language }: { language?: string }) => {
    setPending(true);
    try {
      await authorizedFetch(`${API_URL}/${resource}/${record.id}/convert`, { method: 'POST', body: JSON.stringify({ language }) });
      onSuccess();
    } catch (error) {
      notify(failureMessage(error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <ActionButton label="shigoto.moderation.convert.label" onClick={() => setOpen(true)} variant="contained">
        <ConvertIcon />
      </ActionButton>
      <Dialog open={isOpen} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <Form record={{ language: 'en' }} onSubmit={convert}>
          <DialogTitle id={titleId}>{translate('shigoto.moderation.convert.confirm_title', { name: record.company_name })}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('shigoto.moderation.convert.confirm_content', { email: record.email })}</DialogContentText>
            <SelectInput source="language" label="shigoto.moderation.convert.language" choices={choicesFor('language')} validate={[]} />
          </DialogContent>
          <DialogActions>
            <ActionButton label="ra.action.cancel" onClick={close} disabled={isPending} />
            <SaveButton label="shigoto.moderation.convert.label" icon={<ConvertIcon />} disabled={isPending} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

export function ConvertActions() {
  return (
    <TopToolbar>
      <ConvertButton />
    </TopToolbar>
  );
}
