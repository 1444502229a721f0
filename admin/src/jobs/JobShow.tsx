import { Stack } from '@mui/material';
import {
  BooleanField,
  ChipField,
  DateField,
  EmailField,
  Labeled,
  ReferenceArrayField,
  ReferenceField,
  RichTextField,
  SelectField,
  Show,
  SingleFieldList,
  TextField,
  UrlField,
} from 'react-admin';
import { ApprovalStateChip } from '../common/ApprovalStateChip';
import { MOMENT_FORMAT } from '../common/dateFormats';
import { FieldGroup } from '../common/FieldGroup';
import { SalaryRangeField } from '../common/SalaryRangeField';
import { choicesFor } from '../common/vocabulary';
import { EditMemoButton } from './EditMemoButton';
import { JobModerationActions } from './JobModerationActions';

export function JobShow() {
  return (
    <Show actions={<JobModerationActions />}>
      <Stack spacing={3} sx={{ p: 2 }}>
        <FieldGroup title="shigoto.jobs.groups.basics">
          <TextField source="title" />
          <ReferenceField source="company_id" reference="companies" link="show" />
          <TextField source="slug" />
          <SelectField source="employment_type" choices={choicesFor('employment_type')} />
          <SelectField source="seniority_level" choices={choicesFor('seniority_level')} />
          <BooleanField source="is_internship" />
          <ReferenceField source="category_skill_id" reference="skills" link={false} />
          <ReferenceField source="subcategory_skill_id" reference="skills" link={false} />
          <Labeled source="skill_ids" sx={{ gridColumn: '1 / -1' }}>
            <ReferenceArrayField source="skill_ids" reference="skills">
              <SingleFieldList linkType={false}>
                <ChipField source="name" size="small" />
              </SingleFieldList>
            </ReferenceArrayField>
          </Labeled>
        </FieldGroup>
        <FieldGroup title="shigoto.jobs.groups.conditions">
          <SalaryRangeField label="resources.jobs.fields.salary" />
          <ReferenceField source="location_id" reference="locations" link={false} />
          <SelectField source="remote_level" choices={choicesFor('remote_level')} />
          <SelectField source="candidate_location" choices={choicesFor('candidate_location')} />
          <SelectField source="japanese_level_enum" choices={choicesFor('japanese_level')} />
          <SelectField source="english_level_enum" choices={choicesFor('english_level')} />
          <BooleanField source="sponsors_visas" />
        </FieldGroup>
        <FieldGroup title="shigoto.jobs.groups.description">
          {/* Sanitized on the server when submitted; RichTextField purifies it again. Plain-text
              descriptions keep their line breaks. */}
          <Labeled source="raw_content" label={false} sx={{ gridColumn: '1 / -1' }}>
            <RichTextField source="raw_content" emptyText="—" sx={{ whiteSpace: 'pre-line', maxWidth: '80ch' }} />
          </Labeled>
        </FieldGroup>
        <FieldGroup title="shigoto.jobs.groups.application">
          <UrlField source="application_url" target="_blank" rel="noopener noreferrer" />
          <EmailField source="application_email" />
        </FieldGroup>
        <FieldGroup title="shigoto.jobs.groups.moderation">
          <ApprovalStateChip source="approval_state" />
          <BooleanField source="published" />
          <BooleanField source="featured" />
          <BooleanField source="is_deleted" />
          <DateField source="approved_at" showTime options={MOMENT_FORMAT} />
          <DateField source="published_at" showTime options={MOMENT_FORMAT} />
          <DateField source="created_at" showTime options={MOMENT_FORMAT} />
          <DateField source="updated_at" showTime options={MOMENT_FORMAT} />
          <TextField source="rejection_reason" emptyText="—" sx={{ gridColumn: '1 / -1', whiteSpace: 'pre-wrap' }} />
          <Labeled source="memo" sx={{ gridColumn: '1 / -1' }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
              <TextField source="memo" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
              <EditMemoButton />
            </Stack>
          </Labeled>
        </FieldGroup>
      </Stack>
    </Show>
  );
}
