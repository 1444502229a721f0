import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  Edit,
  email,
  maxLength,
  minLength,
  minValue,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SaveToolbar } from '../common/SaveToolbar';
import { choicesFor } from '../common/vocabulary';
import { MEMO_MAX_LENGTH } from './moderation';

/** A titled group of inputs, two columns wide on a desktop and one on a phone. */
function InputGroup({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%' }}>
      <Typography variant="overline" component="h2" color="text.secondary">
        {translate(title)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>{children}</Box>
    </Box>
  );
}

/** Subcategories of the chosen category only. */
function SubcategoryInput() {
  const category = useWatch({ name: 'category_skill_id' }) as number | null;
  return (
    <ReferenceInput source="subcategory_skill_id" reference="skills" filter={{ skill_type: 'subcategory', ...(category ? { parent_id: category } : {}) }} sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} />
    </ReferenceInput>
  );
}

const yen = [minValue(0)];
const FULL_WIDTH = { gridColumn: '1 / -1' } as const;

/**
 * Staff correct any field of a job. The API saves it through the job lifecycle, as the employer's
 * edits are: the same checks (a refused change comes back under its field, or as the message
 * above the form), the description sanitized, the application link given its tracking source.
 */
export function JobEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 960 }}>
        <InputGroup title="shigoto.jobs.groups.basics">
          <TextInput source="title" validate={[required(), minLength(3), maxLength(200)]} sx={FULL_WIDTH} />
          <ReferenceInput source="category_skill_id" reference="skills" filter={{ skill_type: 'category' }} sort={{ field: 'name', order: 'ASC' }} perPage={50}>
            <SelectInput optionText="name" />
          </ReferenceInput>
          <SubcategoryInput />
          <SelectInput source="employment_type" choices={choicesFor('employment_type')} />
          <SelectInput source="seniority_level" choices={choicesFor('seniority_level')} />
          <ReferenceArrayInput source="skill_ids" reference="skills" sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteArrayInput optionText="name" filterToQuery={(q: string) => ({ q })} sx={FULL_WIDTH} />
          </ReferenceArrayInput>
        </InputGroup>
        <InputGroup title="shigoto.jobs.groups.conditions">
          <NumberInput source="salary_min" validate={yen} step={100_000} />
          <NumberInput source="salary_max" validate={yen} step={100_000} />
          <ReferenceInput source="location_id" reference="locations" filter={{ for_jobs: true }} sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} />
          </ReferenceInput>
          <SelectInput source="remote_level" choices={choicesFor('remote_level')} />
          <SelectInput source="candidate_location" choices={choicesFor('candidate_location')} />
          <BooleanInput source="sponsors_visas" />
          <SelectInput source="japanese_level_enum" choices={choicesFor('japanese_level')} />
          <SelectInput source="english_level_enum" choices={choicesFor('english_level')} />
        </InputGroup>
        <InputGroup title="shigoto.jobs.groups.description">
          <TextInput source="raw_content" multiline minRows={8} validate={[required(), maxLength(50_000)]} helperText="shigoto.jobs.edit.description_hint" sx={FULL_WIDTH} />
        </InputGroup>
        <InputGroup title="shigoto.jobs.groups.application">
          <TextInput source="application_url" type="url" helperText="shigoto.jobs.edit.application_hint" />
          <TextInput source="application_email" type="email" validate={email()} />
        </InputGroup>
        <InputGroup title="shigoto.jobs.groups.moderation">
          <TextInput source="memo" multiline minRows={2} validate={maxLength(MEMO_MAX_LENGTH)} helperText="shigoto.jobs.memo.hint" sx={FULL_WIDTH} />
        </InputGroup>
      </SimpleForm>
    </Edit>
  );
}
