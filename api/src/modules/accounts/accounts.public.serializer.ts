import { resourceObject } from '../../lib/http/jsonapi.js';
import type { MembershipCompany } from './accounts.public.service.js';

/** Deliberately nothing but the yes/no: anyone may ask whether an e-mail has an account (an enumeration oracle), so the answer tells nothing more. */
export const userExistenceResource = (email: string, exists: boolean) => resourceObject('user_existence', email, { exists });

export const companyMembershipResource = (code: string, company: MembershipCompany) =>
  resourceObject('company_membership', code, {
    company_id: company.id,
    company_name: company.name,
    company_slug: company.slug,
    logo_url: company.logo_url,
  });
