import { DataTable, DateField, ReferenceField, TextField } from 'react-admin';
import { ApprovalStateChip } from './ApprovalStateChip';
import { DAY_FORMAT } from './dateFormats';
import { HandledChip } from './StateChip';

/** Table columns the console's inboxes share. */

// A date split over two lines reads as two values.
export const createdAtColumn = (
  <DataTable.Col source="created_at">
    <DateField source="created_at" options={DAY_FORMAT} sx={{ whiteSpace: 'nowrap' }} />
  </DataTable.Col>
);

export const companyColumn = (
  <DataTable.Col source="company_id">
    <ReferenceField source="company_id" reference="companies" link={false} emptyText="—" />
  </DataTable.Col>
);

export const moderationStateColumn = (
  <DataTable.Col source="moderation_state">
    <ApprovalStateChip source="moderation_state" />
  </DataTable.Col>
);

export const handledColumn = <DataTable.Col source="handled_at" disableSort field={HandledChip} />;

/** A long unbroken value (an address, a link) that may break anywhere rather than widen the table. */
export const unbrokenColumn = (source: string) => (
  <DataTable.Col source={source} disableSort>
    <TextField source={source} sx={{ wordBreak: 'break-all' }} />
  </DataTable.Col>
);
