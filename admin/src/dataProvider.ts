import simpleRestProvider from 'ra-data-simple-rest';
import { API_URL, authorizedFetch } from './session';

/** ra-data-simple-rest, plus the calls that are not a record's create, update or delete. */
export const dataProvider = {
  ...simpleRestProvider(API_URL, authorizedFetch),
  /** A new invitation link for a staff account that has not set its password yet. */
  resendInvitation: (id: number) => authorizedFetch(`${API_URL}/staff_users/${id}/invitations`, { method: 'POST' }),
};

export type ShigotoDataProvider = typeof dataProvider;
