import { BooleanField, DataTable, List, NullableBooleanInput, SearchInput } from 'react-admin';
import { CompanyNameField } from './CompanyNameField';

const companyFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="published" source="published" alwaysOn />,
  <NullableBooleanInput key="is_verified" source="is_verified" alwaysOn />,
];

// Columns the API cannot sort by (see SORTABLE in api/src/admin/companies.admin.ts) have sorting off.
// No CSV export: react-admin fetches 1,000 rows for it and the API serves at most 500 per request.
export function CompanyList() {
  return (
    <List filters={companyFilters} sort={{ field: 'name', order: 'ASC' }} perPage={25} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" field={CompanyNameField} />
        <DataTable.NumberCol source="employee_count" />
        <DataTable.Col source="has_active_jobs" field={BooleanField} disableSort />
        <DataTable.NumberCol source="job_count" disableSort />
        <DataTable.Col source="is_verified" field={BooleanField} disableSort />
        <DataTable.Col source="published" field={BooleanField} disableSort />
      </DataTable>
    </List>
  );
}
