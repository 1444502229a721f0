import { DataTable, List, SelectField, SelectInput } from 'react-admin';
import { ApprovalStateChip } from '../common/ApprovalStateChip';
import { companyColumn, createdAtColumn, moderationStateColumn } from '../common/inboxColumns';
import { companyFilter, moderationStateFilter, searchFilter } from '../common/inboxFilters';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { choicesFor } from '../common/vocabulary';

interface Experience {
  id: number;
  body: string;
}

const filters = [searchFilter, moderationStateFilter, <SelectInput key="kind" source="kind" choices={choicesFor('experience_kind')} alwaysOn />, companyFilter];

// Pending experiences come first whatever the sort (the API puts them there).
// No CSV export: react-admin fetches 1,000 rows for it and the API serves at most 500 per request.
export function CompanyExperienceList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} exporter={false}>
      <ResponsiveDataTable<Experience>
        primaryText={(experience) => experience.body.slice(0, 80)}
        secondaryText={() => <SelectField source="kind" choices={choicesFor('experience_kind')} />}
        tertiaryText={() => <ApprovalStateChip source="moderation_state" />}
        table={
          <DataTable rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="body" disableSort sx={{ maxWidth: 360 }} />
            <DataTable.Col source="kind">
              <SelectField source="kind" choices={choicesFor('experience_kind')} />
            </DataTable.Col>
            {companyColumn}
            {moderationStateColumn}
            {createdAtColumn}
          </DataTable>
        }
      />
    </List>
  );
}
