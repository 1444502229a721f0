import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  NumberInput,
  ReferenceArrayInput,
  SelectInput,
  SaveButton,
  SimpleForm,
  TextArrayInput,
  TextInput,
  Toolbar,
  required,
  useTranslate,
} from 'react-admin';
import { COMPANY_FORM_FLAGS } from '@shigoto/db/enums';
import { choicesFor } from '../common/vocabulary';

function Section({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mb: 2 }}>
      <Typography variant="overline" component="h2" color="text.secondary">
        {translate(title)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: wide ? '1fr 1fr' : 'repeat(auto-fill, minmax(240px, 1fr))' }, columnGap: 2 }}>
        {children}
      </Box>
    </Box>
  );
}

/** Companies are unpublished, not deleted: the form only saves. */
function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/**
 * Every field of a company profile. Descriptions accept simple HTML (paragraphs, lists,
 * emphasis); the API removes anything else, links included. Publishing and verifying are actions
 * on the company page, not fields here.
 */
export function CompanyForm() {
  return (
    <SimpleForm sx={{ maxWidth: 1100 }} toolbar={<SaveOnlyToolbar />}>
      <Section title="shigoto.companies.groups.profile">
        <TextInput source="name" validate={required()} />
        <TextInput source="name_ja" />
        <TextInput source="short_name" />
        <TextInput source="slug" helperText="shigoto.companies.hints.slug" />
        <TextInput source="homepage_url" type="url" />
        <TextInput source="linkedin_url" type="url" />
        <TextInput source="location" />
        <TextInput source="location_ja" />
        <NumberInput source="employee_count" min={1} step={1} />
        <NumberInput source="home_rating" min={0} max={5} step={0.1} />
      </Section>
      <Section title="shigoto.companies.groups.applications">
        <SelectInput source="japanese_level_enum" choices={choicesFor('japanese_level')} emptyText="—" />
        <SelectInput source="remote_level" choices={choicesFor('remote_level')} emptyText="—" />
        <SelectInput source="spam_strictness" choices={choicesFor('spam_strictness')} emptyText="—" />
      </Section>
      <Section title="shigoto.companies.groups.descriptions" wide>
        <TextInput source="description" multiline minRows={4} helperText="shigoto.companies.hints.html" />
        <TextInput source="description_ja" multiline minRows={4} helperText="shigoto.companies.hints.html" />
        <TextInput source="application_conditions" multiline minRows={2} />
        <TextInput source="application_conditions_ja" multiline minRows={2} />
      </Section>
      <Section title="shigoto.companies.groups.flags">
        {COMPANY_FORM_FLAGS.map((flag) => (
          <BooleanInput key={flag} source={flag} />
        ))}
      </Section>
      <Section title="shigoto.companies.groups.tags" wide>
        <TextArrayInput source="tags" helperText="shigoto.companies.hints.tags" />
        <ReferenceArrayInput source="skill_ids" reference="skills" sort={{ field: 'name', order: 'ASC' }} perPage={50}>
          <AutocompleteArrayInput optionText="name" filterToQuery={(q: string) => ({ q })} />
        </ReferenceArrayInput>
      </Section>
    </SimpleForm>
  );
}
