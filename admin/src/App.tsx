import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource, type ResourceProps } from 'react-admin';
import type { StaffRole } from '@shigoto/db/enums';
import { auditLogs } from './audit_logs';
import { authProvider } from './authProvider';
import { blogPosts } from './blog_posts';
import { blogTags } from './blog_tags';
import { companies } from './companies';
import { companyContracts } from './company_contracts';
import { ConsoleLayout } from './ConsoleLayout';
import { companyExperiences } from './company_experiences';
import { companyLeads } from './company_leads';
import { companyReviews } from './company_reviews';
import { companySubmissions } from './company_submissions';
import { contractRequests } from './contract_requests';
import { Dashboard } from './Dashboard';
import { dataProvider } from './dataProvider';
import { employers } from './employers';
import { feedbacks } from './feedbacks';
import { hiringReports } from './hiring_reports';
import { i18nProvider } from './i18n';
import { jobs } from './jobs';
import { leads } from './leads';
import { locations } from './locations';
import { LoginPage } from './LoginPage';
import { newsletters } from './newsletters';
import { media } from './media';
import { nowHiringReports } from './now_hiring_reports';
import { outboundEmails } from './outbound_emails';
import { skills } from './skills';
import { AcceptInvitePage } from './staff_users/AcceptInvitePage';
import { staffUsers } from './staff_users';
import { theme } from './theme';
import { trackingEvents } from './tracking_events';
import { users } from './users';

/** What each staff role may open; blog_posts and newsletters belong to editors. */
const RESOURCES_BY_ROLE: Record<StaffRole, ResourceProps[]> = {
  admin: [
    jobs, companies, companyContracts, contractRequests, companyReviews, companyExperiences, companySubmissions, companyLeads, nowHiringReports, hiringReports, leads, feedbacks,
    employers, users, staffUsers, skills, locations, outboundEmails, auditLogs, trackingEvents,
    blogPosts, blogTags, newsletters, media,
  ],
  editor: [blogPosts, blogTags, newsletters, media],
};

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
