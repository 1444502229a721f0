import {
  AutocompleteInput,
  BooleanField,
  DataTable,
  DateField,
  List,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { DAY_FORMAT } from '../common/dateFormats';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';

const employerFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="company_id" source="company_id" reference="companies" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 260 }} />
  </ReferenceInput>,
  <NullableBooleanInput key="confirmed" source="confirmed" alwaysOn />,
  <NullableBooleanInput key="is_disabled" source="is_disabled" alwaysOn />,
];

interface EmployerRow extends RaRecord {
  name: string | null;
  email: string;
  company_name: string | null;
  confirmed: boolean;
  is_disabled: boolean;
}

// Columns the API cannot sort by (see SORTABLE in api/src/admin/employers.admin.ts) have sorting off.
// No CSV export: react-admin fetches 1,000 rows for it and the API serves at most 500 per request.
export function EmployerList() {
  const translate = useTranslate();
  const status = (row: EmployerRow) =>
    [row.is_disabled && translate('shigoto.people.status.disabled'), !row.confirmed && translate('shigoto.people.status.unconfirmed')].filter(Boolean).join(' · ');
  return (
    <List filters={employerFilters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} exporter={false}>
      <ResponsiveDataTable<EmployerRow>
        primaryText={(row) => row.name || row.email}
        secondaryText={(row) => `${row.email} · ${row.company_name ?? ''}`}
        tertiaryText={status}
        table={
          <DataTable rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="name" />
            <DataTable.Col source="email" />
            <DataTable.Col source="company_name" disableSort />
            <DataTable.Col source="confirmed" field={BooleanField} disableSort />
            <DataTable.Col source="is_disabled" field={BooleanField} disableSort />
            <DataTable.Col source="created_at">
              <DateField source="created_at" options={DAY_FORMAT} sx={{ whiteSpace: 'nowrap' }} />
            </DataTable.Col>
          </DataTable>
        }
      />
    </List>
  );
}
