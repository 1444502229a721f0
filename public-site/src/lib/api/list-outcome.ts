import { ApiError } from './client';
import type { Paginated } from './types';

/** A page of a list, or why there is none: the page around it still renders when the API is down. */
export type ListOutcome<T> = { page: Paginated<T> } | { failure: 'invalid' | 'unavailable' };

export async function listOutcome<T>(load: () => Promise<Paginated<T>>): Promise<ListOutcome<T>> {
  try {
    return { page: await load() };
  } catch (error) {
    // A hand-edited filter the API rejects is an empty search, not an outage.
    if (error instanceof ApiError) return { failure: error.status === 422 || error.status === 400 ? 'invalid' : 'unavailable' };
    throw error;
  }
}
