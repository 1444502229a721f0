'use client';

import type { ReactNode } from 'react';
import { useSession } from './useSession';

/** Marketing for employers (the "For employers" link), which a signed-in employer does not need. */
export function HideForEmployers({ children }: { children: ReactNode }) {
  return useSession()?.accountType === 'employer' ? null : children;
}
