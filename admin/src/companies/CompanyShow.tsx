import WorkIcon from '@mui/icons-material/WorkOutlined';
import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  DataTable,
  DateField,
  Labeled,
  NumberField,
  ReferenceArrayField,
  ReferenceManyField,
  SelectField,
  Show,
  SimpleList,
  SingleFieldList,
  ChipField,
  TextField,
  UrlField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CompanyLogo } from '../common/CompanyLogo';
import { DAY_FORMAT, MOMENT_FORMAT } from '../common/dateFormats';
import { FieldGroup } from '../common/FieldGroup';
import { FilteredListButton } from '../common/FilteredListButton';
import { PlanField, PlanSummary, PlanTermField } from '../common/PlanFields';
import { choicesFor } from '../common/vocabulary';
import { CompanyStatusActions } from './CompanyStatusActions';
import { MembershipLinkField } from './MembershipLinkField';

// A long link wraps inside its column instead of running into the next one.
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

function CompanyHeader() {
  const record = useRecordContext<{ name: string }>();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <CompanyLogo size={56} />
      <Typography variant="h5" component="h1">
        {record?.name}
      </Typography>
    </Stack>
  );
}

/** The company's jobs open in the job list, where every job filter still applies. */
function CompanyJobsButton() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <FilteredListButton
      resource="jobs"
      filter={{ company_id: record.id }}
      label="shigoto.companies.view_jobs"
      icon={<WorkIcon />}
    />
  );
}

function Heading({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="overline" component="h2" color="text.secondary">
      {translate(title)}
    </Typography>
  );
}

/** The company's employer accounts: a table on wide screens, a list on phones. */
function CompanyEmployers() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <section>
      <Heading title="shigoto.companies.groups.employers" />
      <ReferenceManyField reference="employers" target="company_id" sort={{ field: 'created_at', order: 'ASC' }} perPage={50}>
        {small ? (
          <SimpleList primaryText="%{email}" secondaryText="%{name}" linkType={false} empty={<NoRows />} />
        ) : (
          <DataTable bulkActionButtons={false} rowClick={false} empty={<NoRows />}>
            <DataTable.Col source="email" />
            <DataTable.Col source="name" />
            <DataTable.Col source="confirmed_at">
              <DateField source="confirmed_at" options={DAY_FORMAT} emptyText="—" />
            </DataTable.Col>
            <DataTable.Col source="is_disabled" field={BooleanField} />
          </DataTable>
        )}
      </ReferenceManyField>
    </section>
  );
}

/** The company's contracts, newest first, with a button to add one for this company. */
function CompanyContracts() {
  const company = useRecordContext();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (!company) return null;
  return (
    <section>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Heading title="shigoto.companies.groups.contracts" />
        <CreateButton resource="company_contracts" state={{ record: { company_id: company.id } }} label="shigoto.companies.add_contract" />
      </Stack>
      <ReferenceManyField reference="company_contracts" target="company_id" sort={{ field: 'starts_on', order: 'DESC' }} perPage={50}>
        {small ? (
          <SimpleList primaryText={<PlanSummary dates />} linkType="edit" empty={<NoRows />} />
        ) : (
          <DataTable bulkActionButtons={false} rowClick="edit" empty={<NoRows />}>
            <DataTable.Col source="plan" field={PlanField} />
            <DataTable.Col source="term" field={PlanTermField} />
            <DataTable.Col source="starts_on" />
            <DataTable.Col source="ends_on" />
            <DataTable.Col source="is_current" field={BooleanField} />
          </DataTable>
        )}
      </ReferenceManyField>
    </section>
  );
}

function NoRows() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
      {translate('shigoto.companies.none')}
    </Typography>
  );
}

export function CompanyShow() {
  return (
    <Show actions={<CompanyStatusActions />}>
      <Stack spacing={3} sx={{ p: 2 }}>
        <CompanyHeader />
        <FieldGroup title="shigoto.companies.groups.profile">
          <TextField source="name" />
          <TextField source="name_ja" />
          <TextField source="slug" />
          <UrlField source="homepage_url" target="_blank" rel="noopener noreferrer" style={BREAK_ANYWHERE} />
          <UrlField source="linkedin_url" target="_blank" rel="noopener noreferrer" style={BREAK_ANYWHERE} />
          <TextField source="location" />
          <NumberField source="employee_count" />
          <DateField source="created_at" showTime options={MOMENT_FORMAT} />
        </FieldGroup>
        <FieldGroup title="shigoto.companies.groups.status">
          <BooleanField source="published" />
          <BooleanField source="is_verified" />
          <BooleanField source="hiring_now" />
          <BooleanField source="has_active_jobs" />
          <SelectField source="spam_strictness" choices={choicesFor('spam_strictness')} />
          <SelectField source="japanese_level_enum" choices={choicesFor('japanese_level')} />
          <SelectField source="remote_level" choices={choicesFor('remote_level')} />
          <BooleanField source="redirect_application_links" />
          <NumberField source="job_count" />
        </FieldGroup>
        <FieldGroup title="shigoto.companies.groups.tags">
          <Labeled source="tags">
            <TagList />
          </Labeled>
          <ReferenceArrayField source="skill_ids" reference="skills">
            <SingleFieldList linkType={false}>
              <ChipField source="name" size="small" />
            </SingleFieldList>
          </ReferenceArrayField>
        </FieldGroup>
        <Labeled source="membership_link">
          <MembershipLinkField />
        </Labeled>
        <div>
          <CompanyJobsButton />
        </div>
        <CompanyEmployers />
        <CompanyContracts />
      </Stack>
    </Show>
  );
}

function TagList() {
  const record = useRecordContext<{ tags?: string[] }>();
  return <Typography variant="body2">{record?.tags?.length ? record.tags.join(', ') : '—'}</Typography>;
}
