import { DataTable, List, NumberField } from 'react-admin';
import { ApprovalStateChip } from '../common/ApprovalStateChip';
import { companyColumn, createdAtColumn, moderationStateColumn } from '../common/inboxColumns';
import { companyFilter, moderationStateFilter, searchFilter } from '../common/inboxFilters';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';

interface Review {
  id: number;
  title: string;
  rating: number;
  moderation_state: string;
}

// Pending reviews come first whatever the sort (the API puts them there): the inbox is what waits.
// No CSV export: react-admin fetches 1,000 rows for it and the API serves at most 500 per request.
export function CompanyReviewList() {
  return (
    <List filters={[searchFilter, moderationStateFilter, companyFilter]} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} exporter={false}>
      <ResponsiveDataTable<Review>
        primaryText={(review) => review.title}
        secondaryText={(review) => `★ ${review.rating}`}
        tertiaryText={() => <ApprovalStateChip source="moderation_state" />}
        table={
          <DataTable rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="title" disableSort />
            {companyColumn}
            <DataTable.Col source="rating">
              <NumberField source="rating" />
            </DataTable.Col>
            {moderationStateColumn}
            {createdAtColumn}
          </DataTable>
        }
      />
    </List>
  );
}
