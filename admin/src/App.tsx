import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import type { StaffRole } from '@shigoto/db/enums';
import { ConsoleNotFound } from './ConsoleNotFound';
import { authProvider } from './authProvider';
import { ConsoleLayout } from './ConsoleLayout';
import { Dashboard } from './Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { RESOURCES_BY_ROLE } from './roles';
import { LoginPage } from './LoginPage';
import { AcceptInvitePage } from './staff_users/AcceptInvitePage';
import { theme } from './theme';

export function App() {
  return (
    <Admin
      title="Shigoto staff console"
      dashboard={Dashboard}
      layout={ConsoleLayout}
      loginPage={LoginPage}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      catchAll={ConsoleNotFound}
      requireAuth
      disableTelemetry
    >
      {/* The invitation link's page: the invited person is not signed in yet. */}
      <CustomRoutes noLayout>
        <Route path="/accept-invite" element={<AcceptInvitePage />} />
      </CustomRoutes>
      {(role: StaffRole | undefined) =>
        (role ? RESOURCES_BY_ROLE[role] : []).map((resource) => <Resource key={resource.name} {...resource} />)
      }
    </Admin>
  );
}
