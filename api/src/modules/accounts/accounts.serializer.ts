import type { Rows } from '@shigoto/db';
import type { SessionTokens } from '../../lib/auth/sessions.js';
import { resourceObject, type ResourceObject } from '../../lib/http/jsonapi.js';

/** What the client keeps (in local storage) about the signed-in seeker. */
export const userResource = (user: Rows['User']) =>
  resourceObject('user', user.id, {
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

/** The signed-in employer, with its company as a relationship. */
export const employerResource = (employer: Rows['Employer']) =>
  resourceObject(
    'employer',
    employer.id,
    { email: employer.email, name: employer.name, company_id: employer.company_id, language: employer.language, confirmed: !!employer.confirmed_at },
    { company: { data: { id: String(employer.company_id), type: 'company' } } },
  );

/**
 * An account's answer: the account, and — when a session was started for this device (signing
 * in or up, a changed password) — its tokens in `meta`.
 */
export const accountDocument = (account: ResourceObject, tokens?: SessionTokens, included?: ResourceObject[]) => ({
  data: account,
  ...(included ? { included } : {}),
  ...(tokens ? { meta: tokens } : {}),
});

/** The link that signs a new employer up into the company whose membership code it carries. */
export const membershipSignupUrl = (publicUrl: string, membershipCode: string) => `${publicUrl}/employer/signup?code=${encodeURIComponent(membershipCode)}`;

/**
 * The employer's company on the dashboard, with the company's signup link colleagues use to join
 * it: a company's further employer accounts are created through that link.
 */
export const employerCompanyResource = (company: Rows['Company'], publicUrl: string) =>
  resourceObject('company', company.id, {
    name: company.name,
    slug: company.slug,
    logo_url: company.logo_url,
    published: company.published,
    membership_signup_url: company.membership_code ? membershipSignupUrl(publicUrl, company.membership_code) : null,
  });
