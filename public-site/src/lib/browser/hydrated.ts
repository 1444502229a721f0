import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and until React has hydrated the component in the browser, then true:
 * a button that acts only once hydrated is disabled until then, rather than ignoring a click.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
