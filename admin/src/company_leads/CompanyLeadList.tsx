import { DataTable, List } from 'react-admin';
import { createdAtColumn, handledColumn, unbrokenColumn } from '../common/inboxColumns';
import { handledFilter, searchFilter } from '../common/inboxFilters';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { HandledChip } from '../common/StateChip';

interface Lead {
  id: number;
  company_name: string;
  name: string;
  email: string;
}

// Leads not yet converted come first whatever the sort (the API puts them there).
// No CSV export: react-admin fetches 1,000 rows for it and the API serves at most 500 per request.
export function CompanyLeadList() {
  return (
    <List filters={[searchFilter, handledFilter]} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} exporter={false}>
      <ResponsiveDataTable<Lead>
        primaryText={(lead) => lead.company_name}
        secondaryText={(lead) => `${lead.name} · ${lead.email}`}
        tertiaryText={() => <HandledChip />}
        table={
          <DataTable rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="company_name" />
            <DataTable.Col source="name" disableSort />
            {unbrokenColumn('email')}
            {handledColumn}
            {createdAtColumn}
          </DataTable>
        }
      />
    </List>
  );
}
