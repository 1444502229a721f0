import { Box, Stack } from '@mui/material';
import OpenIcon from '@mui/icons-material/OpenInBrowserOutlined';
import { Button, DateField, FunctionField, Labeled, LinkBase, Show, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { MOMENT_FORMAT } from '../common/dateFormats';
import { FieldGroup } from '../common/FieldGroup';

/** The console pages of the audited subjects that have one (audit subject type → resource, page). */
const SUBJECT_PAGES: Record<string, [resource: string, page: 'show' | 'edit']> = {
  job: ['jobs', 'show'],
  company: ['companies', 'show'],
  hiring_report: ['hiring_reports', 'show'],
  outbound_email: ['outbound_emails', 'show'],
  skill: ['skills', 'edit'],
  location: ['locations', 'edit'],
};

function SubjectButton() {
  const entry = useRecordContext<{ subject_type: string; subject_id: string | null }>();
  const page = entry?.subject_id ? SUBJECT_PAGES[entry.subject_type] : undefined;
  if (!page) return null;
  const [resource, view] = page;
  return (
    <Button component={LinkBase} to={`/${resource}/${entry!.subject_id}${view === 'show' ? '/show' : ''}`} label="shigoto.audit_logs.open_subject">
      <OpenIcon />
    </Button>
  );
}

/** One audit entry: who, what, when, and the changed values as they were written. */
export function AuditLogShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <SubjectButton />
        </TopToolbar>
      }
    >
      <Stack spacing={3} sx={{ p: 2 }}>
        <FieldGroup title="shigoto.audit_logs.groups.entry">
          <DateField source="created_at" showTime options={MOMENT_FORMAT} />
          <FunctionField source="actor_name" render={(entry) => entry.actor_name ?? `${entry.actor_type} #${entry.actor_id}`} />
          <TextField source="action" />
          <TextField source="subject_type" />
          <TextField source="subject_id" />
          <Labeled source="changes" sx={{ gridColumn: '1 / -1' }}>
            <FunctionField
              source="changes"
              render={(entry) => (
                <Box component="pre" sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {JSON.stringify(entry.changes, null, 2)}
                </Box>
              )}
            />
          </Labeled>
        </FieldGroup>
      </Stack>
    </Show>
  );
}
