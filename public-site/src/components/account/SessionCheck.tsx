'use client';

import { useEffect } from 'react';
import { withoutJapanesePathPrefix } from '@/i18n/language';
import { callApi } from '@/lib/browser/api';
import { readSession, sessionUserOf, storeSessionUser, type AccountAnswer } from '@/lib/browser/session';
import { ACCOUNT_PATHS } from './next-path';

/**
 * Once per page load (the header stays mounted across the site's own navigations), a signed-in
 * tab reads its account (users/current or employers/current): the header shows the current name,
 * and a session that has ended (signed out elsewhere, a new password) is found at once: the 401
 * clears the credentials and sends the visitor to sign in. Not on the sign-out page, which ends
 * the session itself.
 */
export function SessionCheck() {
  useEffect(() => {
    const session = readSession();
    if (!session || withoutJapanesePathPrefix(window.location.pathname) === ACCOUNT_PATHS.logout) return;
    callApi<AccountAnswer>(session.accountType === 'employer' ? '/employers/current' : '/users/current')
      .then((answer) => {
        if (readSession()) storeSessionUser(sessionUserOf(answer.data));
      })
      // Anything but a 401 (which callApi handles) leaves the session as it is: this is only a refresh.
      .catch(() => undefined);
  }, []);
  return null;
}
