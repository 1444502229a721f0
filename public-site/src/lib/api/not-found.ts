import { notFound } from 'next/navigation';
import { ApiError } from './client';

/** Whether the API says a page's key names nothing: no such thing (404) or a malformed key (400: control characters and the like; 422). */
export function namesNothing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 422);
}

/** What a page's URL names, or the 404 page when the API knows no such thing (or the key is malformed). */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (namesNothing(error)) notFound();
    throw error;
  }
}
