import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, DataTable, DateField, List, SearchInput, SimpleList, useTranslate, type RaRecord } from 'react-admin';
import { MOMENT_FORMAT } from '../common/dateFormats';
import { SendStateField, sendStateOf, type SendState } from './SendStateField';

const newsletterFilters = [<SearchInput key="q" source="q" alwaysOn />];

interface Issue extends RaRecord {
  subject: string;
  send_state: SendState | null;
  sent_at: string | null;
  published: boolean;
}

// No CSV export: react-admin fetches 1,000 rows for it and the API serves at most 500 per request.
export function NewsletterList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <List filters={newsletterFilters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<Issue>
          primaryText={(issue) => issue.subject}
          secondaryText={(issue) => translate(`shigoto.newsletters.send_states.${sendStateOf(issue)}`)}
          tertiaryText={(issue) => (issue.published ? translate('resources.newsletters.fields.published') : '')}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.NumberCol source="id" />
          <DataTable.Col source="subject" />
          <DataTable.Col source="published" field={BooleanField} disableSort />
          <DataTable.Col source="send_state" field={SendStateField} disableSort />
          <DataTable.Col source="sent_at">
            <DateField source="sent_at" showTime options={MOMENT_FORMAT} sx={{ whiteSpace: 'nowrap' }} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
