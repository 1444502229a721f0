import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  AutocompleteArrayInput,
  DateTimeInput,
  ReferenceArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
  useTranslate,
  type SimpleFormProps,
} from 'react-admin';
import { choicesFor } from '../common/vocabulary';
import { CoverInput } from './CoverInput';
import { MarkdownInput } from './MarkdownInput';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', minWidth: 0 }}>
      <Typography variant="overline" component="h2" color="text.secondary">
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

/** Employer-blog tags carry a marker so editors tell them from the seekers' tags. */
function useTagLabel() {
  const translate = useTranslate();
  return (tag: { name: string; is_ja_employer?: boolean }) => (tag.is_ja_employer ? translate('shigoto.blog_posts.employer_tag', { name: tag.name }) : tag.name);
}

/** The input gives the browser's local time without a zone; the API is told the instant it means. */
const browserTimeToIso = (value: string) => (value ? new Date(value).toISOString() : null);
/** The time zone the publication time is typed in: the browser's. */
const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A post's form: details, then the English and Japanese versions side by side (stacked on narrow
 * screens), each with its live preview, then the publication time.
 */
export function BlogPostForm(props: Omit<SimpleFormProps, 'children'>) {
  const tagLabel = useTagLabel();
  const translate = useTranslate();
  return (
    <SimpleForm {...props}>
      <Section title="shigoto.blog_posts.details">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }}>
          <TextInput source="slug" validate={required()} fullWidth />
          <SelectInput source="audience" choices={choicesFor('blog_audience')} validate={required()} defaultValue="seeker" fullWidth />
          <TextInput source="author_name" fullWidth />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }}>
          <ReferenceArrayInput source="tag_ids" reference="blog_tags" sort={{ field: 'name', order: 'ASC' }} perPage={200}>
            <AutocompleteArrayInput optionText={tagLabel} filterToQuery={(q: string) => ({ q })} fullWidth />
          </ReferenceArrayInput>
          <CoverInput />
        </Stack>
      </Section>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ width: '100%' }}>
        <Section title="shigoto.blog_posts.english">
          <TextInput source="title" validate={required()} fullWidth />
          <TextInput source="excerpt" multiline fullWidth />
          <MarkdownInput source="body_markdown" />
        </Section>
        <Section title="shigoto.blog_posts.japanese">
          <TextInput source="title_ja" fullWidth />
          <TextInput source="excerpt_ja" multiline fullWidth />
          <MarkdownInput source="body_markdown_ja" />
        </Section>
      </Stack>
      <Section title="shigoto.blog_posts.publication">
        {/* To the second: the job publishes at the very time set. */}
        <DateTimeInput source="publish_at" helperText={translate('shigoto.blog_posts.publish_at_hint', { zone: BROWSER_TIME_ZONE })} parse={browserTimeToIso} slotProps={{ htmlInput: { step: 1 } }} />
      </Section>
    </SimpleForm>
  );
}
