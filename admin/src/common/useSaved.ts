import { useNotify, useRefresh } from 'react-admin';

/**
 * What follows a saved change made from a record's page: a success message, then every query
 * refetched, since a change can move the record out of the list it was opened from and changes
 * the counts of what waits.
 */
export function useSaved(message: string, afterSave?: () => void) {
  const notify = useNotify();
  const refresh = useRefresh();
  return () => {
    afterSave?.();
    notify(message, { type: 'success' });
    refresh();
  };
}
