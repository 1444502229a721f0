import { DataTable, List } from 'react-admin';
import { createdAtColumn, handledColumn, unbrokenColumn } from '../common/inboxColumns';
import { companyFilter, handledFilter, searchFilter } from '../common/inboxFilters';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { HandledChip } from '../common/StateChip';

interface Report {
  id: number;
  company_name: string | null;
  url: string | null;
}

// Reports still waiting come first whatever the sort (the API puts them there).
// No CSV export: react-admin fetches 1,000 rows for it and the API serves at most 500 per request.
export function NowHiringReportList() {
  return (
    <List filters={[searchFilter, handledFilter, companyFilter]} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} exporter={false}>
      <ResponsiveDataTable<Report> primaryText={(report) => report.company_name ?? '—'} secondaryText={(report) => report.url ?? ''} tertiaryText={() => <HandledChip />}
        table={
          <DataTable rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="company_name" />
            {unbrokenColumn('url')}
            {handledColumn}
            {createdAtColumn}
          </DataTable>
        }
      />
    </List>
  );
}
