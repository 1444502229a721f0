import { DataTable, DateField, List, SearchInput, SelectField, SelectInput, TextInput } from 'react-admin';
import { MOMENT_FORMAT } from '../common/dateFormats';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { choicesFor } from '../common/vocabulary';

const eventFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={choicesFor('tracking_event_type')} alwaysOn />,
  <TextInput key="utm_source" source="utm_source" />,
  <TextInput key="utm_campaign" source="utm_campaign" />,
];

/** What visitors did on the site, read-only: the site writes these rows. */
export function TrackingEventList() {
  return (
    <List filters={eventFilters} sort={{ field: 'id', order: 'DESC' }} perPage={50} exporter={false}>
      <ResponsiveDataTable
        primaryText="%{page_location}"
        secondaryText="%{type}"
        linkType={false}
        table={
          <DataTable rowClick={false} bulkActionButtons={false}>
            <DataTable.Col source="created_at">
              <DateField source="created_at" showTime options={MOMENT_FORMAT} sx={{ whiteSpace: 'nowrap' }} />
            </DataTable.Col>
            <DataTable.Col source="type">
              <SelectField source="type" choices={choicesFor('tracking_event_type')} />
            </DataTable.Col>
            <DataTable.Col source="page_location" disableSort sx={{ wordBreak: 'break-all' }} />
            <DataTable.Col source="utm_source" disableSort />
            <DataTable.Col source="utm_campaign" disableSort />
            <DataTable.Col source="email" disableSort />
          </DataTable>
        }
      />
    </List>
  );
}
