'use client';

import { useCallback, useEffect, useState } from 'react';
import { RequestFailure, SYSTEM_ERROR_TEXT } from '@/lib/browser/api';

export type Loaded<T> = { state: 'loading' } | { state: 'loaded'; data: T } | { state: 'failed'; failure: RequestFailure };

/**
 * What a dashboard page reads from the API in the browser (the session lives in the tab): loading,
 * the answer, or the failure with a way to ask again. `load` gets a signal that a newer load or
 * leaving the page aborts.
 */
export function useEmployerData<T>(load: (signal: AbortSignal) => Promise<T>): { loaded: Loaded<T>; reload: () => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setLoaded({ state: 'loaded', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ state: 'failed', failure: error instanceof RequestFailure ? error : new RequestFailure(500, SYSTEM_ERROR_TEXT) });
      },
    );
    return () => controller.abort();
    // `load` is the page's own fixed call; a new attempt is asked for through `reload`.
  }, [attempt]);

  const reload = useCallback(() => {
    setLoaded({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { loaded, reload };
}
