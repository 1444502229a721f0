import DoneIcon from '@mui/icons-material/TaskAlt';
import ReopenIcon from '@mui/icons-material/Undo';
import { Stack } from '@mui/material';
import { DateField, ReferenceField, SelectField, Show, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { ConfirmedApiButton } from '../common/ConfirmedApiButton';
import { MOMENT_FORMAT } from '../common/dateFormats';
import { FieldGroup } from '../common/FieldGroup';
import { choicesFor } from '../common/vocabulary';
import { CreateContractButton } from './CreateContractButton';

function RequestActions() {
  const request = useRecordContext<{ id: number; email: string; handled_at: string | null }>();
  if (!request) return null;
  const handled = Boolean(request.handled_at);
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <CreateContractButton />
      <ConfirmedApiButton
        path={`/contract_requests/${request.id}/handled`}
        body={{ handled: !handled }}
        labels={`shigoto.contract_requests.${handled ? 'reopen' : 'handle'}`}
        name={request.email}
        icon={handled ? <ReopenIcon /> : <DoneIcon />}
      />
    </TopToolbar>
  );
}

export function ContractRequestShow() {
  return (
    <Show actions={<RequestActions />}>
      <Stack spacing={3} sx={{ p: 2 }}>
        <FieldGroup title="shigoto.contract_requests.groups.request">
          <TextField source="email" />
          <ReferenceField source="company_id" reference="companies" link="show" />
          <SelectField source="plan" choices={choicesFor('plan')} />
          <SelectField source="term" choices={choicesFor('plan_term')} />
          <SelectField source="contract_language" choices={choicesFor('contract_language')} />
          <DateField source="created_at" showTime options={MOMENT_FORMAT} />
        </FieldGroup>
        <FieldGroup title="shigoto.contract_requests.groups.handling">
          <DateField source="handled_at" showTime options={MOMENT_FORMAT} />
          <ReferenceField source="company_contract_id" reference="company_contracts" link="edit" />
        </FieldGroup>
      </Stack>
    </Show>
  );
}
