import { useEffect } from 'react';

/** The names of the early-click buttons clicked before hydration, kept by the recorder (early-click-script). */
interface WindowWithEarlyClicks {
  shigotoEarlyClicks?: Set<string>;
}

/** Carries out, once hydrated, a click the recorder noted on the button of this name (once, however many times it was clicked). */
export function useEarlyClick(name: string, action: (() => void) | null): void {
  useEffect(() => {
    const clicked = (window as WindowWithEarlyClicks).shigotoEarlyClicks;
    if (action && clicked?.delete(name)) action();
  }, [name, action]);
}
