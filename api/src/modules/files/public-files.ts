import type { Storage } from '../../lib/storage/index.js';

/** What the seeders and uploads call to put a public file; returns its URL. */
export async function putPublicFile(storage: Storage, key: string, body: Buffer): Promise<string> {
  await storage.put(`public/${key}`, body);
  return `/files/${key}`;
}
