import { Admin, Resource, type ResourceProps } from 'react-admin';
import type { StaffRole } from '@shigoto/db/enums';
import { authProvider } from './authProvider';
import { companies } from './companies';
import { companyExperiences } from './company_experiences';
import { companyLeads } from './company_leads';
import { companyReviews } from './company_reviews';
import { companySubmissions } from './company_submissions';
import { Dashboard } from './Dashboard';
import { dataProvider } from './dataProvider';
import { feedbacks } from './feedbacks';
import { i18nProvider } from './i18n';
import { jobs } from './jobs';
import { leads } from './leads';
import { LoginPage } from './LoginPage';
import { nowHiringReports } from './now_hiring_reports';
import { outboundEmails } from './outbound_emails';
import { theme } from './theme';

/** What each staff role may open; blog_posts and newsletters belong to editors. */
const RESOURCES_BY_ROLE: Record<StaffRole, ResourceProps[]> = {
  admin: [jobs, companies, outboundEmails, companyReviews, companyExperiences, companySubmissions, companyLeads, nowHiringReports, feedbacks, leads],
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
