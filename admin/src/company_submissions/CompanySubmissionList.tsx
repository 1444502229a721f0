import { DataTable, List, NumberField } from 'react-admin';
import { createdAtColumn, handledColumn, unbrokenColumn } from '../common/inboxColumns';
import { handledFilter, searchFilter } from '../common/inboxFilters';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { HandledChip } from '../common/StateChip';

interface Submission {
  id: number;
  company_name: string;
  submitter_name: string;
  email: string;
}

// Submissions not yet converted come first whatever the sort (the API puts them there).
// No CSV export: react-admin fetches 1,000 rows for it and the API serves at most 500 per request.
export function CompanySubmissionList() {
  return (
    <List filters={[searchFilter, handledFilter]} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} exporter={false}>
      <ResponsiveDataTable<Submission>
        primaryText={(submission) => submission.company_name}
        secondaryText={(submission) => `${submission.submitter_name} · ${submission.email}`}
        tertiaryText={() => <HandledChip />}
        table={
          <DataTable rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="company_name" />
            <DataTable.Col source="submitter_name" disableSort />
            {unbrokenColumn('email')}
            <DataTable.Col source="employee_count">
              <NumberField source="employee_count" />
            </DataTable.Col>
            {handledColumn}
            {createdAtColumn}
          </DataTable>
        }
      />
    </List>
  );
}
