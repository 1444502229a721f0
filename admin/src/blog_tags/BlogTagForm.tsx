import { BooleanInput, Create, Edit, SimpleForm, TextInput, required } from 'react-admin';

function BlogTagForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} />
      <TextInput source="name_ja" />
      <TextInput source="system_name" validate={required()} />
      <BooleanInput source="is_ja_employer" />
    </SimpleForm>
  );
}

export function BlogTagCreate() {
  return (
    <Create redirect="list">
      <BlogTagForm />
    </Create>
  );
}

// Deleting a tag takes it off its posts: confirmed first, saved before the list shows again.
export function BlogTagEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <BlogTagForm />
    </Edit>
  );
}
