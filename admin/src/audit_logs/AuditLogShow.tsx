import { Box, Stack } from '@mui/material';
import OpenIcon from '@mui/icons-material/OpenInBrowserOutlined';
import { Button, DateField, FunctionField, Labeled, LinkBase, SelectField, Show, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { MOMENT_FORMAT } from '../common/dateFormats';
import { FieldGroup } from '../common/FieldGroup';
import { choicesFor } from '../common/vocabulary';
import { actorLabel, subjectLabel, SUBJECT_PAGES, type AuditEntry } from './auditLabels';

function SubjectButton() {
  const entry = useRecordContext<AuditEntry>();
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
          <FunctionField<AuditEntry> source="actor_name" render={actorLabel} />
          <TextField source="action" />
          <SelectField source="subject_type" choices={choicesFor('audit_subject_type')} />
          <FunctionField<AuditEntry> source="subject_name" render={subjectLabel} />
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
