import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  required,
} from 'react-admin';
import { choicesFor } from '../common/vocabulary';

/** The order of dates the API also checks, shown before saving. */
function datesInOrder(_value: unknown, values: { starts_on?: string; ends_on?: string; applicants_until?: string | null }) {
  if (values.starts_on && values.ends_on && values.ends_on <= values.starts_on) return 'shigoto.contracts.ends_before_start';
  return undefined;
}

/** A contract: which company, plan and term, and the days it runs; the employer's allowance follows the current one. */
export function ContractForm() {
  return (
    <SimpleForm sx={{ maxWidth: 640 }}>
      <ReferenceInput source="company_id" reference="companies" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} validate={required()} />
      </ReferenceInput>
      <SelectInput source="plan" choices={choicesFor('plan')} validate={required()} />
      <SelectInput source="term" choices={choicesFor('plan_term')} validate={required()} />
      <DateInput source="starts_on" validate={required()} />
      <DateInput source="ends_on" validate={[required(), datesInOrder]} />
      <DateInput source="applicants_until" helperText="shigoto.contracts.applicants_until_hint" />
      <SelectInput source="contract_language" choices={choicesFor('contract_language')} defaultValue="en" />
      <NumberInput source="price_yen" min={0} step={1000} />
      <BooleanInput source="success_fee" />
    </SimpleForm>
  );
}
