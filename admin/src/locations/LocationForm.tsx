import { AutocompleteInput, Create, Edit, maxLength, ReferenceInput, regex, required, SimpleForm, TextInput } from 'react-admin';
import { SaveToolbar } from '../common/SaveToolbar';

const label = [required(), maxLength(120)];
const slug = [required(), maxLength(120), regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'shigoto.locations.slug_format')];

/** A location's names, its URL slug and the place it is in (Japan for a prefecture or city). */
function LocationForm() {
  return (
    <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 640 }}>
      <TextInput source="name" validate={label} />
      <TextInput source="name_ja" validate={maxLength(120)} />
      <TextInput source="slug" validate={slug} helperText="shigoto.locations.slug_hint" />
      <ReferenceInput source="parent_id" reference="locations" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} />
      </ReferenceInput>
    </SimpleForm>
  );
}

export function LocationCreate() {
  return (
    <Create redirect="list">
      <LocationForm />
    </Create>
  );
}

export function LocationEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <LocationForm />
    </Edit>
  );
}
