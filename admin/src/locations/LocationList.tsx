import { DataTable, List, ReferenceField, SearchInput } from 'react-admin';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';

const locationFilters = [<SearchInput key="q" source="q" alwaysOn />];

// No CSV export: react-admin fetches 1,000 rows for it and the API serves at most 500 per request.
export function LocationList() {
  return (
    <List filters={locationFilters} sort={{ field: 'name', order: 'ASC' }} perPage={25} exporter={false}>
      <ResponsiveDataTable
        primaryText="%{name}"
        secondaryText="%{slug}"
        linkType="edit"
        table={
          <DataTable rowClick="edit" bulkActionButtons={false}>
            <DataTable.NumberCol source="id" />
            <DataTable.Col source="name" />
            <DataTable.Col source="name_ja" disableSort />
            <DataTable.Col source="slug" />
            <DataTable.Col source="parent_id">
              <ReferenceField source="parent_id" reference="locations" link={false} emptyText="—" />
            </DataTable.Col>
          </DataTable>
        }
      />
    </List>
  );
}
