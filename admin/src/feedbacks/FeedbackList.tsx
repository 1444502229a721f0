import { DataTable, List } from 'react-admin';
import { companyColumn, createdAtColumn, handledColumn, unbrokenColumn } from '../common/inboxColumns';
import { companyFilter, handledFilter, searchFilter } from '../common/inboxFilters';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { HandledChip } from '../common/StateChip';

interface Feedback {
  id: number;
  body: string;
  page_url: string | null;
}

// Feedback still waiting comes first whatever the sort (the API puts it there).
// No CSV export: react-admin fetches 1,000 rows for it and the API serves at most 500 per request.
export function FeedbackList() {
  return (
    <List filters={[searchFilter, handledFilter, companyFilter]} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} exporter={false}>
      <ResponsiveDataTable<Feedback> primaryText={(feedback) => feedback.body.slice(0, 80)} secondaryText={(feedback) => feedback.page_url ?? ''} tertiaryText={() => <HandledChip />}
        table={
          <DataTable rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="body" disableSort sx={{ maxWidth: 360 }} />
            {companyColumn}
            {unbrokenColumn('page_url')}
            {handledColumn}
            {createdAtColumn}
          </DataTable>
        }
      />
    </List>
  );
}
