import { ChipField, DataTable, DateField, List, SearchInput, SelectInput } from 'react-admin';
import { MOMENT_FORMAT } from '../common/dateFormats';
import { choicesFor } from '../common/vocabulary';

const emailFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="state" source="state" choices={choicesFor('outbound_email_state')} alwaysOn />,
];

// No CSV export: react-admin fetches 1,000 rows for it and the API serves at most 500 per request.
export function OutboundEmailList() {
  return (
    <List filters={emailFilters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="created_at">
          <DateField source="created_at" showTime options={MOMENT_FORMAT} sx={{ whiteSpace: 'nowrap' }} />
        </DataTable.Col>
        <DataTable.Col source="to_address" />
        <DataTable.Col source="subject" disableSort />
        <DataTable.Col source="template" />
        <DataTable.Col source="state" field={ChipField} />
        <DataTable.NumberCol source="attempts" disableSort />
      </DataTable>
    </List>
  );
}
