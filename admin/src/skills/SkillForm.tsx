import {
  AutocompleteInput,
  Create,
  Edit,
  maxLength,
  ReferenceInput,
  regex,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CATEGORY_SKILL_IDS } from '@shigoto/db/enums';
import { SaveToolbar } from '../common/SaveToolbar';
import { choicesFor } from '../common/vocabulary';

const label = [required(), maxLength(120)];
const optional = [maxLength(120)];
const systemName = [required(), maxLength(120), regex(/^[a-z0-9_+#.-]+$/, 'shigoto.skills.system_name_format')];
const RESERVED = new Set<number>(CATEGORY_SKILL_IDS);

/** A subcategory's category; other kinds of skill have none. */
function ParentInput() {
  const type = useWatch({ name: 'skill_type' });
  if (type !== 'subcategory') return null;
  return (
    <ReferenceInput source="parent_id" reference="skills" filter={{ skill_type: 'category' }} sort={{ field: 'name', order: 'ASC' }} perPage={50}>
      <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} validate={required()} />
    </ReferenceInput>
  );
}

/**
 * Categories are the reserved skill ids: a new skill cannot be one, and a reserved one stays one
 * (the API refuses both with the field's message; the choices here only save a round trip).
 */
function SkillTypeInput({ id }: { id?: number }) {
  const reserved = id !== undefined && RESERVED.has(id);
  const choices = choicesFor('skill_type').filter((choice) => (reserved ? choice.id === 'category' : choice.id !== 'category'));
  return <SelectInput source="skill_type" choices={choices} validate={required()} disabled={reserved} helperText={reserved ? 'shigoto.skills.reserved_category' : false} />;
}

function SkillForm({ id }: { id?: number }) {
  return (
    <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 640 }} defaultValues={{ skill_type: 'technology' }}>
      <TextInput source="name" validate={label} />
      <TextInput source="system_name" validate={systemName} helperText="shigoto.skills.system_name_hint" />
      <TextInput source="name_ja" validate={optional} />
      <TextInput source="display_name" validate={optional} />
      <TextInput source="display_name_ja" validate={optional} />
      <SkillTypeInput id={id} />
      <ParentInput />
    </SimpleForm>
  );
}

export function SkillCreate() {
  return (
    <Create redirect="list">
      <SkillForm />
    </Create>
  );
}

function EditedSkillForm() {
  const skill = useRecordContext<{ id: number }>();
  return <SkillForm id={skill?.id} />;
}

export function SkillEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <EditedSkillForm />
    </Edit>
  );
}
