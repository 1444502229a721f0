import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { SimpleList, type RaRecord, type SimpleListProps } from 'react-admin';

/**
 * A list's table on wide screens and a one-line-per-record list on phones (375 px), where a table
 * of several columns cannot be read.
 */
export function ResponsiveDataTable<R extends RaRecord = RaRecord>({
  table,
  ...small
}: { table: ReactNode } & Pick<SimpleListProps<R>, 'primaryText' | 'secondaryText' | 'tertiaryText' | 'leftAvatar' | 'linkType'>) {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return isSmall ? <SimpleList<R> linkType="show" {...small} /> : table;
}
