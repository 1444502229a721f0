import type { Rows } from '@shigoto/db';

/** What the client keeps (in local storage) about the signed-in seeker. */
export const userProfile = (user: Rows['User']) => ({
  id: user.id,
  email: user.email,
  name: user.name,
  url: user.url,
  location_id: user.location_id,
  japanese_level_enum: user.japanese_level_enum,
  language: user.language,
  confirmed: user.confirmed,
  is_disabled: user.is_disabled,
  applicant_dashboard_enabled: user.applicant_dashboard_enabled,
});

/** The resume a seeker keeps in their account, as they see it: what it is, never where it is stored. */
export const userResume = (file: Rows['StoredFile'] | null) =>
  file && {
    name: file.original_name,
    content_type: file.content_type,
    size: file.byte_size,
    uploaded_at: file.created_at,
  };

export const employerProfile = (employer: Rows['Employer']) => ({
  id: employer.id,
  email: employer.email,
  name: employer.name,
  company_id: employer.company_id,
  language: employer.language,
  confirmed: !!employer.confirmed_at,
});

/** The link that signs a new employer up into the company whose membership code it carries. */
export const membershipSignupUrl = (publicUrl: string, membershipCode: string) => `${publicUrl}/employer/signup?code=${encodeURIComponent(membershipCode)}`;

/**
 * The employer's company on the dashboard, with the company's signup link colleagues use to join
 * it: a company's further employer accounts are created through that link.
 */
export const employerCompany = (company: Rows['Company'], publicUrl: string) => ({
  id: company.id,
  name: company.name,
  slug: company.slug,
  logo_url: company.logo_url,
  published: company.published,
  membership_signup_url: company.membership_code ? membershipSignupUrl(publicUrl, company.membership_code) : null,
});
