import { ChipField, DataTable, DateField, DateInput, List, SelectField, SelectInput, TextInput, useTranslate } from 'react-admin';
import { MOMENT_FORMAT } from '../common/dateFormats';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { choicesFor, vocabularyLabelKey } from '../common/vocabulary';
import { actorLabel, subjectLabel, type AuditEntry } from './auditLabels';

// Actions are typed ("job.edit", or "job" for all of a kind).
const auditFilters = [
  <TextInput key="staff" source="staff" alwaysOn />,
  <SelectInput key="subject_type" source="subject_type" choices={choicesFor('audit_subject_type')} alwaysOn />,
  <TextInput key="action" source="action" />,
  <DateInput key="created_at_gte" source="created_at_gte" />,
  <DateInput key="created_at_lte" source="created_at_lte" />,
];

// No CSV export: react-admin fetches 1,000 rows for it and the API serves at most 500 per request.
export function AuditLogList() {
  const translate = useTranslate();
  return (
    <List filters={auditFilters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
      <ResponsiveDataTable<AuditEntry>
        primaryText={(entry) => `${entry.action} · ${subjectLabel(entry)}`}
        secondaryText={(entry) => `${translate(vocabularyLabelKey('audit_subject_type', entry.subject_type))} · ${actorLabel(entry)}`}
        table={
          <DataTable rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="created_at">
              <DateField source="created_at" showTime options={MOMENT_FORMAT} sx={{ whiteSpace: 'nowrap' }} />
            </DataTable.Col>
            <DataTable.Col source="actor_name" disableSort render={actorLabel} />
            <DataTable.Col source="action" field={ChipField} />
            <DataTable.Col source="subject_type">
              <SelectField source="subject_type" choices={choicesFor('audit_subject_type')} />
            </DataTable.Col>
            <DataTable.Col source="subject_name" disableSort render={subjectLabel} />
          </DataTable>
        }
      />
    </List>
  );
}
