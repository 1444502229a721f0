import { Admin, Resource, type ResourceProps } from 'react-admin';
import type { StaffRole } from '@shigoto/db/enums';
import { authProvider } from './authProvider';
import { companies } from './companies';
import { companyContracts } from './company_contracts';
import { contractRequests } from './contract_requests';
import { Dashboard } from './Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { jobs } from './jobs';
import { LoginPage } from './LoginPage';
import { outboundEmails } from './outbound_emails';
import { theme } from './theme';

/** Resources forms and pages refer to without a page of their own (no menu entry). */
const REFERENCED_ONLY = {
  skills: { name: 'skills', recordRepresentation: 'name' },
  employers: { name: 'employers', recordRepresentation: 'email' },
} satisfies Record<string, ResourceProps>;

/** What each staff role may open; blog_posts and newsletters belong to editors. */
const RESOURCES_BY_ROLE: Record<StaffRole, ResourceProps[]> = {
  admin: [jobs, companies, companyContracts, contractRequests, outboundEmails, REFERENCED_ONLY.skills, REFERENCED_ONLY.employers],
  editor: [],
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
