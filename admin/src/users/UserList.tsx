import { BooleanField, DataTable, DateField, List, NullableBooleanInput, SearchInput, useTranslate, type RaRecord } from 'react-admin';
import { DAY_FORMAT } from '../common/dateFormats';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';

const userFilters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="is_disabled" source="is_disabled" alwaysOn />];

interface UserRow extends RaRecord {
  name: string | null;
  email: string;
  is_disabled: boolean;
}

// No CSV export: react-admin fetches 1,000 rows for it and the API serves at most 500 per request.
export function UserList() {
  const translate = useTranslate();
  return (
    <List filters={userFilters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} exporter={false}>
      <ResponsiveDataTable<UserRow>
        primaryText={(row) => row.name || row.email}
        secondaryText={(row) => row.email}
        tertiaryText={(row) => (row.is_disabled ? translate('shigoto.people.status.disabled') : '')}
        table={
          <DataTable rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="name" />
            <DataTable.Col source="email" />
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
