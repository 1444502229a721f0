import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { Title, usePermissions, useTranslate } from 'react-admin';
import type { StaffRole } from '@shigoto/db/enums';
import { RESOURCES_BY_ROLE } from './roles';

/** Whether the console's address names a page that exists, only not for this role (an admin's page opened by an editor). */
function isOtherRolesPage(pathname: string, role: StaffRole | undefined): boolean {
  const resource = pathname.split('/')[1];
  const own = new Set((role ? RESOURCES_BY_ROLE[role] : []).map((r) => r.name));
  return !own.has(resource) && Object.values(RESOURCES_BY_ROLE).some((resources) => resources.some((r) => r.name === resource));
}

/**
 * The console's page for an address it has no page for. An editor who follows an admin's link
 * (a job, a company) is told the page is for admins, not that it does not exist.
 */
export function ConsoleNotFound() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { permissions } = usePermissions<StaffRole>();
  const forbidden = isOtherRolesPage(pathname, permissions);
  const heading = translate(forbidden ? 'shigoto.auth.forbidden' : 'shigoto.not_found.title');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={heading} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {heading}
        </Typography>
        <Typography color="text.secondary">{translate(forbidden ? 'shigoto.not_found.forbidden_text' : 'shigoto.not_found.text')}</Typography>
        <Box sx={{ mt: 2 }}>
          {/* MUI's Button: react-admin's shows only an icon on a phone, and this one has none. */}
          <Button component={Link} to="/" variant="outlined">
            {translate('shigoto.not_found.back')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
