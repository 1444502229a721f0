import ContractIcon from '@mui/icons-material/HandshakeOutlined';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { AutocompleteInput, DateInput, Form, HttpError, ReferenceInput, SaveButton, required, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { API_URL, authorizedFetch } from '../session';
import { ActionButton } from '../common/ActionButton';
import { failureMessage } from '../common/failureMessage';

interface ContractRequestRecord {
  id: number;
  company_id: number | null;
  company_contract_id: number | null;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Makes the contract the request asks for (plan, term and language copied) for the company and
 * start day staff choose; the request is then handled.
 */
export function CreateContractButton() {
  const request = useRecordContext<ContractRequestRecord>();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!request) return null;

  async function submit(values: Record<string, unknown>) {
    try {
      await authorizedFetch(`${API_URL}/contract_requests/${request!.id}/contract`, { method: 'POST', body: JSON.stringify(values) });
      notify('shigoto.contract_requests.contract.done', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      if (error instanceof HttpError && (error.body as { errors?: Record<string, string> } | undefined)?.errors) {
        return (error.body as { errors: Record<string, string> }).errors;
      }
      notify(failureMessage(error), { type: 'error' });
    }
  }

  // The dialog closes at once (no exit transition) before the page is refreshed: refreshed while it
  // faded out, it never finished closing and left the page hidden from screen readers (aria-hidden
  // on the console's root).
  return (
    <>
      {!request.company_contract_id && (
        <ActionButton label="shigoto.contract_requests.contract.label" onClick={() => setOpen(true)} variant="contained">
          <ContractIcon />
        </ActionButton>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="xs"
        transitionDuration={{ exit: 0 }}
      >
        <DialogTitle>{translate('shigoto.contract_requests.contract.title')}</DialogTitle>
        <DialogContent>
          <Form record={{ company_id: request.company_id, starts_on: today() }} onSubmit={submit}>
            <ReferenceInput source="company_id" reference="companies" sort={{ field: 'name', order: 'ASC' }}>
              <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} validate={required()} resource="company_contracts" />
            </ReferenceInput>
            <DateInput source="starts_on" validate={required()} resource="company_contracts" />
            <SaveButton label="shigoto.contract_requests.contract.save" alwaysEnable />
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
