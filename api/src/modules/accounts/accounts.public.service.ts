import type { Database, Rows } from '@shigoto/db';

export type MembershipCompany = Pick<Rows['Company'], 'id' | 'name' | 'slug' | 'logo_url'>;

/** The anonymous side of accounts: what a signup form may ask before an account exists. */
export function createPublicAccountsService(db: Database) {
  const { User, Employer, Company } = db.models;
  return {
    /** Whether a seeker or an employer already signed up with this (normalized) e-mail. */
    async emailTaken(email: string): Promise<boolean> {
      const [users, employers] = await Promise.all([User.count({ where: { email } }), Employer.count({ where: { email } })]);
      return users + employers > 0;
    },

    /** The company a colleague's signup link (its membership code) lets a new employer join. */
    async companyForMembershipCode(code: string): Promise<MembershipCompany | null> {
      const company = await Company.findOne({ where: { membership_code: code }, attributes: ['id', 'name', 'slug', 'logo_url'] });
      return company ? (company.get({ plain: true }) as MembershipCompany) : null;
    },
  };
}
