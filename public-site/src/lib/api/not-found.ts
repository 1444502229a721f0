import { notFound } from 'next/navigation';
import { ApiError } from './client';

/** What a page's URL names, or the spec's 404 page when the API knows no such thing (or the key is malformed). */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) notFound();
    throw error;
  }
}
