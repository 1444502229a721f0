import { BooleanField, CreateButton, DataTable, List, SearchInput, SelectField, SelectInput, TopToolbar, useTranslate, type RaRecord } from 'react-admin';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { choicesFor, vocabularyLabelKey } from '../common/vocabulary';

const staffFilters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="role" source="role" choices={choicesFor('staff_role')} alwaysOn />];

interface StaffRow extends RaRecord {
  name: string;
  email: string;
  role: 'admin' | 'editor';
  is_disabled: boolean;
  invitation_pending: boolean;
}

// No CSV export: react-admin fetches 1,000 rows for it and the API serves at most 500 per request.
export function StaffUserList() {
  const translate = useTranslate();
  const status = (row: StaffRow) =>
    [
      translate(vocabularyLabelKey('staff_role', row.role)),
      row.invitation_pending && translate('resources.staff_users.fields.invitation_pending'),
      row.is_disabled && translate('shigoto.people.status.disabled'),
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <List
      filters={staffFilters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton label="shigoto.people.staff_users.invite.label" />
        </TopToolbar>
      }
    >
      <ResponsiveDataTable<StaffRow>
        primaryText={(row) => row.name}
        secondaryText={(row) => row.email}
        tertiaryText={status}
        table={
          <DataTable rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="name" />
            <DataTable.Col source="email" />
            <DataTable.Col source="role">
              <SelectField source="role" choices={choicesFor('staff_role')} />
            </DataTable.Col>
            <DataTable.Col source="invitation_pending" field={BooleanField} disableSort />
            <DataTable.Col source="is_disabled" field={BooleanField} disableSort />
          </DataTable>
        }
      />
    </List>
  );
}
