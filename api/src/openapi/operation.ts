import type { Schema } from './schemas.js';

/** One call in the OpenAPI description (document.ts turns these into paths). */
export interface Operation {
  method?: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  ok: Schema;
  params?: ('page' | 'lang' | 'q' | 'sort' | 'filter' | 'facets')[];
  /** Success status when not 200. */
  status?: number;
  /** Needs `Authorization: Bearer <access>` (or the cookie plus X-CSRF-Token). */
  signedIn?: boolean;
  /** A multipart/form-data write: its fields (files as binary strings). */
  form?: Schema;
}

