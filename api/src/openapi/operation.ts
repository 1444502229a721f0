import type { Schema } from './schemas.js';

/** One call in the OpenAPI description (document.ts turns these into paths). */
export interface Operation {
  /** Unique in the document: what a generated client names the call. */
  operationId: string;
  method?: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  /** The success answer's JSON body (none for 204 and file downloads). */
  ok?: Schema;
  params?: ('page' | 'lang' | 'q' | 'sort' | 'filter' | 'facets')[];
  /** Success status when not 200. */
  status?: number;
  /** Needs `Authorization: Bearer <access>` (or the cookie plus X-CSRF-Token). */
  signedIn?: boolean;
  /** A multipart/form-data write: its fields (files as binary strings). */
  form?: Schema;
  /** A download: the file's possible media types (the success answer is the file itself). */
  produces?: readonly string[];
  /**
   * Answers beyond those its declaration implies (who may call it, its validators, its rate
   * limits, its path parameters — see document.ts): 301, 302, 410, and refusals its service makes.
   */
  also?: Record<number, string | { description: string; schema?: Schema; headers?: Record<string, Schema> }>;
}
