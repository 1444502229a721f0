import { Admin, Resource, type ResourceProps } from 'react-admin';
import type { StaffRole } from '@shigoto/db/enums';
import { authProvider } from './authProvider';
import { companies } from './companies';
import { Dashboard } from './Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { jobs } from './jobs';
import { LoginPage } from './LoginPage';
import { newsletters } from './newsletters';
import { outboundEmails } from './outbound_emails';
import { theme } from './theme';

/** What each staff role may open; blog_posts and newsletters belong to editors. */
const RESOURCES_BY_ROLE: Record<StaffRole, ResourceProps[]> = {
  admin: [jobs, companies, outboundEmails, newsletters],
  editor: [newsletters],
};

export function App() {
  return (
    <Admin
      title="Shigoto staff console"
      dashboard={Dashboard}
      loginPage={LoginPage}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      {(role: StaffRole | undefined) =>
        (role ? RESOURCES_BY_ROLE[role] : []).map((resource) => <Resource key={resource.name} {...resource} />)
      }
    </Admin>
  );
}
