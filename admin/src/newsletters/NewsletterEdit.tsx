import { Stack } from '@mui/material';
import {
  AutocompleteArrayInput,
  BooleanInput,
  Create,
  Edit,
  maxLength,
  ReferenceArrayInput,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import { NewsletterPreview } from './NewsletterPreview';
import { NewsletterSendPanel } from './NewsletterSendPanel';

interface PickedJob {
  title: string;
  company_name: string;
}

const searchFor = (q: string) => ({ q });
/** The pickers' only order (the API sorts them newest first). */
const NEWEST_FIRST = { field: 'published_at', order: 'DESC' } as const;
const jobOption = (job: PickedJob) => `${job.title} — ${job.company_name}`;

/** A picked job's chip wraps its long label instead of widening the form past a phone's width. */
const PICKED_CHIPS_WRAP = {
  maxWidth: 900,
  '& .MuiChip-root': { height: 'auto', maxWidth: '100%' },
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
} as const;

/** Issues are never deleted from the console: the sent ones are the record of what subscribers got. */
function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/** Once a send has started the texts and picks are what subscribers got: only publishing can change. */
function IssueForm() {
  const record = useRecordContext<{ send_state: string | null }>();
  const locked = Boolean(record?.send_state);
  return (
    <SimpleForm toolbar={<SaveOnlyToolbar />} sx={PICKED_CHIPS_WRAP}>
      <TextInput source="subject" validate={[required(), maxLength(250)]} disabled={locked} />
      <TextInput source="subject_ja" validate={maxLength(250)} disabled={locked} />
      <TextInput source="body" multiline minRows={4} helperText="shigoto.newsletters.markdown_hint" disabled={locked} />
      <TextInput source="body_ja" multiline minRows={4} helperText="shigoto.newsletters.markdown_hint" disabled={locked} />
      <ReferenceArrayInput source="job_ids" reference="newsletter_jobs" perPage={20} sort={NEWEST_FIRST}>
        <AutocompleteArrayInput optionText={jobOption} filterToQuery={searchFor} helperText="shigoto.newsletters.jobs_hint" disabled={locked} />
      </ReferenceArrayInput>
      <ReferenceArrayInput source="blog_post_ids" reference="newsletter_blog_posts" perPage={20} sort={NEWEST_FIRST}>
        <AutocompleteArrayInput optionText="title" filterToQuery={searchFor} disabled={locked} />
      </ReferenceArrayInput>
      <BooleanInput source="published" helperText="shigoto.newsletters.published_hint" />
    </SimpleForm>
  );
}

export function NewsletterCreate() {
  return (
    <Create redirect="edit">
      <IssueForm />
    </Create>
  );
}

export function NewsletterEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <IssueForm />
      <Stack spacing={3} sx={{ p: 2 }}>
        <NewsletterSendPanel />
        <NewsletterPreview />
      </Stack>
    </Edit>
  );
}
