import { BooleanField, DataTable, DateField, List, NullableBooleanInput, SelectField, TopToolbar } from 'react-admin';
import { DAY_FORMAT } from '../common/dateFormats';
import { createdAtColumn } from '../common/inboxColumns';
import { searchFilter } from '../common/inboxFilters';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { choicesFor } from '../common/vocabulary';
import { ExportCsvButton } from './ExportCsvButton';
import { SubscriptionChip } from './SubscriptionChip';

interface Subscriber {
  id: number;
  email: string;
}

const filters = [
  searchFilter,
  <NullableBooleanInput key="subscribed" source="subscribed" alwaysOn />,
  <NullableBooleanInput key="include_tech_jobs" source="include_tech_jobs" alwaysOn />,
  <NullableBooleanInput key="include_non_tech_jobs" source="include_non_tech_jobs" alwaysOn />,
];

// The Export button downloads the filtered list from the API as CSV, all pages of it.
export function LeadList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <ExportCsvButton />
        </TopToolbar>
      }
    >
      <ResponsiveDataTable<Subscriber> primaryText={(lead) => lead.email} tertiaryText={() => <SubscriptionChip />}
        table={
          <DataTable rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="email" />
            <DataTable.Col source="language" disableSort>
              <SelectField source="language" choices={choicesFor('language')} />
            </DataTable.Col>
            <DataTable.Col source="include_tech_jobs" disableSort field={BooleanField} />
            <DataTable.Col source="include_non_tech_jobs" disableSort field={BooleanField} />
            <DataTable.Col source="unsubscribed_at">
              <DateField source="unsubscribed_at" options={DAY_FORMAT} emptyText="—" sx={{ whiteSpace: 'nowrap' }} />
            </DataTable.Col>
            {createdAtColumn}
          </DataTable>
        }
      />
    </List>
  );
}
