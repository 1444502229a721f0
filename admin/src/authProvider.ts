import type { AuthProvider } from 'react-admin';
import { acceptInvitation, API_URL, authorizedFetch, readSession, rememberStaff, signIn, signOut, type StaffProfile } from './session';

export const authProvider: AuthProvider = {
  // react-admin's login form calls the e-mail field "username" (relabelled in i18n/en.ts). An
  // invitation's page signs in with its token instead, once the new password is set.
  async login(params: { username: string; password: string } | { token: string; password: string }) {
    if ('token' in params) await acceptInvitation(params.token, params.password);
    else await signIn(params.username, params.password);
  },

  logout: signOut,

  async checkAuth() {
    if (!readSession()) throw new Error('ra.auth.auth_check_error');
  },

  async checkError(error: { status?: number }) {
    // authorizedFetch already tried a token refresh: a 401 here means the session is gone.
    if (error?.status === 401) throw error;
    // A 403 is a role matter (an editor following an admin's link): stay signed in.
    if (error?.status === 403) throw { logoutUser: false, redirectTo: '/', message: 'shigoto.auth.forbidden' };
  },

  async getPermissions() {
    return readSession()?.staff.role;
  },

  async getIdentity() {
    const { json } = await authorizedFetch(`${API_URL}/me`);
    const staff = json as StaffProfile;
    // The role may have changed since sign-in; permissions read the stored profile.
    rememberStaff(staff);
    return { id: staff.id, fullName: staff.name, email: staff.email, role: staff.role };
  },
};
