import { applicantTable } from './applicant.js';
import { auditLogTable } from './audit-log.js';
import { authSessionTable } from './auth-session.js';
import { blogPostTable } from './blog-post.js';
import { blogPostTagTable, blogTagTable } from './blog-tag.js';
import { companyContractTable } from './company-contract.js';
import { companyExperienceTable } from './company-experience.js';
import { companyLeadTable } from './company-lead.js';
import { companyReviewTable } from './company-review.js';
import { companySkillTable } from './company-skill.js';
import { companySubmissionTable } from './company-submission.js';
import { companyTagTable } from './company-tag.js';
import { companyTable } from './company.js';
import { confirmationCodeTable } from './confirmation-code.js';
import { contractRequestTable } from './contract-request.js';
import { emailApplicantTable } from './email-applicant.js';
import { employerTable } from './employer.js';
import { feedbackTable } from './feedback.js';
import { hiringReportTable } from './hiring-report.js';
import { jobApplicationTable } from './job-application.js';
import { jobDraftTable } from './job-draft.js';
import { jobSkillTable } from './job-skill.js';
import { jobTable } from './job.js';
import { leadTable } from './lead.js';
import { locationTable } from './location.js';
import { mediaTable } from './media.js';
import { newsletterDeliveryTable, newsletterSendTable, newsletterTable } from './newsletter.js';
import { nowHiringReportTable } from './now-hiring-report.js';
import { outboundEmailTable } from './outbound-email.js';
import { passwordResetTokenTable } from './password-reset-token.js';
import { skillTable } from './skill.js';
import { staffUserTable } from './staff-user.js';
import { storedFileTable } from './stored-file.js';
import { trackingEventTable } from './tracking-event.js';
import { userTable } from './user.js';
import type { Row } from '../schema/columns.js';

/** Every table, parents before children (the order tables are created in). */
export const tables = {
  Location: locationTable,
  Skill: skillTable,
  Company: companyTable,
  StoredFile: storedFileTable,
  Employer: employerTable,
  User: userTable,
  StaffUser: staffUserTable,
  Media: mediaTable,
  Job: jobTable,
  JobSkill: jobSkillTable,
  CompanySkill: companySkillTable,
  CompanyTag: companyTagTable,
  BlogPost: blogPostTable,
  BlogTag: blogTagTable,
  BlogPostTag: blogPostTagTable,
  Lead: leadTable,
  OutboundEmail: outboundEmailTable,
  Newsletter: newsletterTable,
  NewsletterDelivery: newsletterDeliveryTable,
  NewsletterSend: newsletterSendTable,
  AuthSession: authSessionTable,
  ConfirmationCode: confirmationCodeTable,
  PasswordResetToken: passwordResetTokenTable,
  Applicant: applicantTable,
  JobApplication: jobApplicationTable,
  EmailApplicant: emailApplicantTable,
  CompanyReview: companyReviewTable,
  CompanyExperience: companyExperienceTable,
  CompanySubmission: companySubmissionTable,
  CompanyLead: companyLeadTable,
  ContractRequest: contractRequestTable,
  NowHiringReport: nowHiringReportTable,
  HiringReport: hiringReportTable,
  Feedback: feedbackTable,
  JobDraft: jobDraftTable,
  CompanyContract: companyContractTable,
  TrackingEvent: trackingEventTable,
  AuditLog: auditLogTable,
} as const;

export type Tables = typeof tables;
export type ModelName = keyof Tables;
/** The plain row of a model, e.g. `Rows['Job']`. */
export type Rows = { [K in ModelName]: Row<Tables[K]> };
