import { useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteInput,
  BooleanField,
  DataTable,
  List,
  NullableBooleanInput,
  ReferenceInput,
  SelectInput,
  SimpleList,
} from 'react-admin';
import { PlanField, PlanSummary, PlanTermField } from '../common/PlanFields';
import { choicesFor } from '../common/vocabulary';

const contractFilters = [
  <ReferenceInput key="company_id" source="company_id" reference="companies" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <NullableBooleanInput key="current" source="current" alwaysOn />,
  <SelectInput key="plan" source="plan" choices={choicesFor('plan')} />,
];

// No CSV export: react-admin fetches 1,000 rows for it and the API serves at most 500 per request.
export function ContractList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List filters={contractFilters} sort={{ field: 'starts_on', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList primaryText="%{company_name}" secondaryText={<PlanSummary dates />} linkType="edit" />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="company_name" disableSort />
          <DataTable.Col source="plan" field={PlanField} />
          <DataTable.Col source="term" field={PlanTermField} />
          <DataTable.Col source="starts_on" />
          <DataTable.Col source="ends_on" />
          <DataTable.Col source="applicants_until" disableSort />
          <DataTable.Col source="is_current" field={BooleanField} disableSort />
        </DataTable>
      )}
    </List>
  );
}
