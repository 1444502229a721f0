import {
  AutocompleteInput,
  BooleanField,
  DataTable,
  DateField,
  DateInput,
  List,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
} from 'react-admin';
import { ApprovalStateChip } from '../common/ApprovalStateChip';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { DAY_FORMAT } from '../common/dateFormats';
import { SalaryRangeField } from '../common/SalaryRangeField';
import { choicesFor } from '../common/vocabulary';
import { ApprovalQuickFilters } from './ApprovalQuickFilters';

const jobFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="published" source="published" />,
  <ReferenceInput key="company_id" source="company_id" reference="companies" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 260 }} />
  </ReferenceInput>,
  <SelectInput key="remote_level" source="remote_level" choices={choicesFor('remote_level')} />,
  <SelectInput key="status" source="status" choices={choicesFor('job_status')} />,
  <ReferenceInput key="skill_id" source="skill_id" reference="skills" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 200 }} />
  </ReferenceInput>,
  <DateInput key="created_at_gte" source="created_at_gte" />,
  <DateInput key="created_at_lte" source="created_at_lte" />,
];

// A date split over two lines reads as two values.
const ONE_LINE = { whiteSpace: 'nowrap' } as const;

// The approval state is chosen with the quick filters above the table; `status` is the lifecycle's
// finer state (ready, open, closed…). Created from / to are UTC days, both included.
// Columns the API cannot sort by (see SORTABLE in api/src/admin/jobs.admin.ts) have sorting off.
// No CSV export: react-admin fetches 1,000 rows for it and the API serves at most 500 per request.
export function JobList() {
  return (
    <List filters={jobFilters} sort={{ field: 'published_at', order: 'DESC' }} perPage={25} exporter={false}>
      <ApprovalQuickFilters />
      <ResponsiveDataTable
        primaryText="%{title}"
        secondaryText="%{company_name}"
        table={
          <DataTable rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="title" />
            <DataTable.Col source="company_name" disableSort />
            <DataTable.Col source="approval_state" field={ApprovalStateChip} />
            <DataTable.Col source="published" field={BooleanField} disableSort />
            <DataTable.Col source="featured" field={BooleanField} disableSort />
            <DataTable.Col source="published_at">
              <DateField source="published_at" options={DAY_FORMAT} sx={ONE_LINE} />
            </DataTable.Col>
            <DataTable.Col source="created_at">
              <DateField source="created_at" options={DAY_FORMAT} sx={ONE_LINE} />
            </DataTable.Col>
            <DataTable.Col source="salary_max" label="resources.jobs.fields.salary" field={SalaryRangeField} />
          </DataTable>
        }
      />
    </List>
  );
}
