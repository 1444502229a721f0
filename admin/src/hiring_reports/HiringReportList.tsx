import {
  AutocompleteInput,
  BooleanField,
  DataTable,
  DateField,
  List,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectField,
} from 'react-admin';
import { DAY_FORMAT } from '../common/dateFormats';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { choicesFor } from '../common/vocabulary';

const reportFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="is_late" source="is_late" alwaysOn />,
  <NullableBooleanInput key="invoiced" source="invoiced" />,
  <NullableBooleanInput key="paid" source="paid" />,
  <ReferenceInput key="company_id" source="company_id" reference="companies" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];

const NOWRAP = { whiteSpace: 'nowrap' } as const;

// No CSV export: react-admin fetches 1,000 rows for it and the API serves at most 500 per request.
export function HiringReportList() {
  return (
    <List filters={reportFilters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
      <ResponsiveDataTable
        primaryText="%{full_name}"
        secondaryText="%{company_name}"
        tertiaryText={(record) => (record.is_late ? '⚠' : '')}
        table={
          <DataTable rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="full_name" disableSort />
            <DataTable.Col source="company_name" disableSort />
            <DataTable.Col source="position" disableSort />
            <DataTable.Col source="contract_type" disableSort>
              <SelectField source="contract_type" choices={choicesFor('hire_contract_type')} />
            </DataTable.Col>
            <DataTable.Col source="start_date">
              <DateField source="start_date" options={DAY_FORMAT} sx={NOWRAP} />
            </DataTable.Col>
            <DataTable.Col source="is_late" field={BooleanField} />
            <DataTable.Col source="invoiced_at">
              <DateField source="invoiced_at" options={DAY_FORMAT} sx={NOWRAP} emptyText="—" />
            </DataTable.Col>
            <DataTable.Col source="paid_at">
              <DateField source="paid_at" options={DAY_FORMAT} sx={NOWRAP} emptyText="—" />
            </DataTable.Col>
          </DataTable>
        }
      />
    </List>
  );
}
