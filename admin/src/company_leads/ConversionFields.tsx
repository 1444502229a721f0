import { DateField, ReferenceField } from 'react-admin';
import { MOMENT_FORMAT } from '../common/dateFormats';
import { FieldGroup } from '../common/FieldGroup';

/** What became of a company form or lead: the company created from it, and when. */
export function ConversionFields() {
  return (
    <FieldGroup title="shigoto.moderation.groups.conversion">
      <ReferenceField source="company_id" reference="companies" link="show" emptyText="—" />
      <DateField source="handled_at" showTime options={MOMENT_FORMAT} />
      <DateField source="created_at" showTime options={MOMENT_FORMAT} />
    </FieldGroup>
  );
}
