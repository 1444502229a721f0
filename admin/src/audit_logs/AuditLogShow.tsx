import { Box, Stack } from '@mui/material';
import { DateField, FunctionField, Labeled, Show, TextField } from 'react-admin';
import { MOMENT_FORMAT } from '../common/dateFormats';
import { FieldGroup } from '../common/FieldGroup';

/** One audit entry: who, what, when, and the changed values as they were written. */
export function AuditLogShow() {
  return (
    <Show>
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
