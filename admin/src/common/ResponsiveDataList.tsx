import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactElement } from 'react';

/** A list's table on wide screens, and its one-column form (a SimpleList) on a phone, where columns do not fit. */
export function ResponsiveDataList({ small, children }: { small: ReactElement; children: ReactElement }) {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return isSmall ? small : children;
}
