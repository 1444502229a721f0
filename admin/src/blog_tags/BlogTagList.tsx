import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, DataTable, List, NullableBooleanInput, SearchInput, SimpleList, type RaRecord } from 'react-admin';

const tagFilters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="is_ja_employer" source="is_ja_employer" alwaysOn />];

// Columns the API cannot sort by (see SORTABLE in api/src/admin/blog-tags.admin.ts) have sorting off.
export function BlogTagList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={tagFilters} sort={{ field: 'name', order: 'ASC' }} perPage={50} exporter={false}>
      {small ? (
        <SimpleList primaryText={(tag: RaRecord) => tag.name} secondaryText={(tag: RaRecord) => tag.system_name} tertiaryText={(tag: RaRecord) => tag.name_ja} linkType="edit" />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="name_ja" disableSort />
          <DataTable.Col source="system_name" />
          <DataTable.Col source="is_ja_employer" field={BooleanField} disableSort />
        </DataTable>
      )}
    </List>
  );
}
