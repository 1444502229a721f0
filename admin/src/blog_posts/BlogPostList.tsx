import { useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteInput,
  DataTable,
  DateField,
  List,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { DAY_FORMAT, MOMENT_FORMAT } from '../common/dateFormats';
import { choicesFor, vocabularyLabelKey } from '../common/vocabulary';

const postFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choicesFor('blog_post_status')} alwaysOn />,
  <SelectInput key="audience" source="audience" choices={choicesFor('blog_audience')} />,
  <ReferenceInput key="tag_id" source="tag_id" reference="blog_tags" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
];

const ONE_LINE = { whiteSpace: 'nowrap' } as const;

// Columns the API cannot sort by (see SORTABLE in api/src/admin/blog-posts.admin.ts) have sorting off.
// No CSV export: react-admin fetches 1,000 rows for it and the API serves at most 500 per request.
export function BlogPostList() {
  const translate = useTranslate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={postFilters} sort={{ field: 'updated_at', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList
          primaryText={(post: RaRecord) => post.title}
          secondaryText={(post: RaRecord) => `${translate(vocabularyLabelKey('blog_post_status', post.status))} · ${post.slug}`}
          tertiaryText={(post: RaRecord) => translate(vocabularyLabelKey('blog_audience', post.audience))}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="title" />
          <DataTable.Col source="slug" />
          <DataTable.Col source="audience" disableSort>
            <SelectField source="audience" choices={choicesFor('blog_audience')} />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <SelectField source="status" choices={choicesFor('blog_post_status')} sx={ONE_LINE} />
          </DataTable.Col>
          <DataTable.Col source="published_at">
            <DateField source="published_at" options={DAY_FORMAT} sx={ONE_LINE} />
          </DataTable.Col>
          <DataTable.Col source="publish_at">
            <DateField source="publish_at" showTime options={MOMENT_FORMAT} sx={ONE_LINE} />
          </DataTable.Col>
          <DataTable.Col source="updated_at">
            <DateField source="updated_at" options={DAY_FORMAT} sx={ONE_LINE} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
