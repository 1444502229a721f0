import type { AccountType, StaffRole } from '@shigoto/db/enums';

/** Who is calling: set by the authenticate middleware from a verified access token. */
export interface Account {
  type: AccountType;
  id: number;
  sessionId: string;
  /** Staff only. */
  role?: StaffRole;
  /** Employers only: every employer query is scoped through it. */
  companyId?: number;
}

declare module 'express-serve-static-core' {
  interface Request {
    account?: Account;
  }
}
