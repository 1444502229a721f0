import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import type { StaffRole } from '@shigoto/db/enums';
import type { ComponentType } from 'react';
import { vocabularyLabelKey } from './common/vocabulary';
import { AdminDashboard } from './dashboard/AdminDashboard';
import { EditorDashboard } from './dashboard/EditorDashboard';

/** What each role works on first. */
const ROLE_PANELS: Record<StaffRole, ComponentType> = {
  admin: AdminDashboard,
  editor: EditorDashboard,
};

export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions: role } = usePermissions<StaffRole>();
  const RolePanel = role ? ROLE_PANELS[role] : null;
  return (
    <Stack spacing={3} sx={{ mt: 2, maxWidth: 960 }}>
      <Title title="shigoto.title" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {identity && translate('shigoto.dashboard.greeting', { name: identity.fullName })}
          </Typography>
          {role && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                {translate('shigoto.dashboard.signed_in_as')}
              </Typography>
              <Chip size="small" color="secondary" label={translate(vocabularyLabelKey('staff_role', role))} />
            </Stack>
          )}
        </CardContent>
      </Card>
      {RolePanel && <RolePanel />}
    </Stack>
  );
}
