import type { ResourceProps } from 'react-admin';
import type { StaffRole } from '@shigoto/db/enums';
import { auditLogs } from './audit_logs';
import { blogPosts } from './blog_posts';
import { blogTags } from './blog_tags';
import { companies } from './companies';
import { companyContracts } from './company_contracts';
import { companyExperiences } from './company_experiences';
import { companyLeads } from './company_leads';
import { companyReviews } from './company_reviews';
import { companySubmissions } from './company_submissions';
import { contractRequests } from './contract_requests';
import { employers } from './employers';
import { feedbacks } from './feedbacks';
import { hiringReports } from './hiring_reports';
import { jobs } from './jobs';
import { leads } from './leads';
import { locations } from './locations';
import { newsletters } from './newsletters';
import { media } from './media';
import { nowHiringReports } from './now_hiring_reports';
import { outboundEmails } from './outbound_emails';
import { skills } from './skills';
import { staffUsers } from './staff_users';
import { trackingEvents } from './tracking_events';
import { users } from './users';

/** What each staff role may open; blog_posts and newsletters belong to editors. */
export const RESOURCES_BY_ROLE: Record<StaffRole, ResourceProps[]> = {
  admin: [
    jobs, companies, companyContracts, contractRequests, companyReviews, companyExperiences, companySubmissions, companyLeads, nowHiringReports, hiringReports, leads, feedbacks,
    employers, users, staffUsers, skills, locations, outboundEmails, auditLogs, trackingEvents,
    blogPosts, blogTags, newsletters, media,
  ],
  editor: [blogPosts, blogTags, newsletters, media],
};

