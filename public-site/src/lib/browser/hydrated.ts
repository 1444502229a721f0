import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and until React has hydrated the component in the browser, then true:
 * a button that acts only once hydrated is disabled until then, rather than ignoring a click.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/**
 * `aria-disabled` for a button that acts only once React has taken it over: true until then, so
 * assistive technology (and a browser test's click) knows it is not ready, and absent after. The
 * button keeps its look: greying a page's buttons on every load would flash.
 */
export function useNotReadyUntilHydrated(): true | undefined {
  return useHydrated() ? undefined : true;
}
