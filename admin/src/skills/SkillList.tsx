import { DataTable, List, ReferenceField, SearchInput, SelectField, SelectInput } from 'react-admin';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { choicesFor } from '../common/vocabulary';

const skillFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="skill_type" source="skill_type" choices={choicesFor('skill_type')} alwaysOn />,
];

// No CSV export: react-admin fetches 1,000 rows for it and the API serves at most 500 per request.
export function SkillList() {
  return (
    <List filters={skillFilters} sort={{ field: 'name', order: 'ASC' }} perPage={25} exporter={false}>
      <ResponsiveDataTable
        primaryText="%{name}"
        secondaryText="%{system_name}"
        linkType="edit"
        table={
          <DataTable rowClick="edit" bulkActionButtons={false}>
            <DataTable.NumberCol source="id" />
            <DataTable.Col source="name" />
            <DataTable.Col source="system_name" />
            <DataTable.Col source="display_name" disableSort />
            <DataTable.Col source="display_name_ja" disableSort />
            <DataTable.Col source="skill_type">
              <SelectField source="skill_type" choices={choicesFor('skill_type')} />
            </DataTable.Col>
            <DataTable.Col source="parent_id">
              <ReferenceField source="parent_id" reference="skills" link={false} emptyText="—" />
            </DataTable.Col>
          </DataTable>
        }
      />
    </List>
  );
}
