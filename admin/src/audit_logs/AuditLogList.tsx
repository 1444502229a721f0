import { ChipField, DataTable, DateField, DateInput, List, TextInput } from 'react-admin';
import { MOMENT_FORMAT } from '../common/dateFormats';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';

// Resources are the audit log's subject types; actions are typed ("job.edit", or "job" for all of a kind).
const auditFilters = [
  <TextInput key="staff" source="staff" alwaysOn />,
  <TextInput key="subject_type" source="subject_type" alwaysOn />,
  <TextInput key="action" source="action" />,
  <DateInput key="created_at_gte" source="created_at_gte" />,
  <DateInput key="created_at_lte" source="created_at_lte" />,
];

// No CSV export: react-admin fetches 1,000 rows for it and the API serves at most 500 per request.
export function AuditLogList() {
  return (
    <List filters={auditFilters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
      <ResponsiveDataTable
        primaryText="%{action} · %{subject_type} #%{subject_id}"
        secondaryText={(entry) => entry.actor_name ?? `${entry.actor_type} #${entry.actor_id}`}
        table={
          <DataTable rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="created_at">
              <DateField source="created_at" showTime options={MOMENT_FORMAT} sx={{ whiteSpace: 'nowrap' }} />
            </DataTable.Col>
            <DataTable.Col source="actor_name" disableSort render={(entry) => entry.actor_name ?? `${entry.actor_type} #${entry.actor_id}`} />
            <DataTable.Col source="action" field={ChipField} />
            <DataTable.Col source="subject_type" />
            <DataTable.Col source="subject_id" disableSort />
          </DataTable>
        }
      />
    </List>
  );
}
