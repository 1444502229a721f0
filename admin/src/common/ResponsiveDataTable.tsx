import { type Theme, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, type RaRecord, SimpleList } from 'react-admin';

type Text<R> = (record: R) => ReactNode;

/**
 * A list's table on wide screens; on a phone (375 px) the table's columns do not fit, so each row
 * becomes a two- or three-line entry that opens the record.
 */
export function ResponsiveDataTable<R extends RaRecord>({
  primaryText,
  secondaryText,
  tertiaryText,
  children,
}: {
  primaryText: Text<R>;
  secondaryText?: Text<R>;
  tertiaryText?: Text<R>;
  children: ReactNode;
}) {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (small) return <SimpleList<R> rowClick="show" primaryText={primaryText} secondaryText={secondaryText} tertiaryText={tertiaryText} />;
  return (
    <DataTable rowClick="show" bulkActionButtons={false}>
      {children}
    </DataTable>
  );
}
