import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where files live: public images under public/, private files (resumes) under private/. Local disk by default; keys never escape the root. */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    read: (key) => readFile(resolve(key)),
    remove: (key) => rm(resolve(key), { force: true }),
  };
}

/** What the seeders and uploads call to put a public file; returns its URL (served by the `/files` routes). */
export async function putPublicFile(storage: Storage, key: string, body: Buffer): Promise<string> {
  await storage.put(`public/${key}`, body);
  return `/files/${key}`;
}

/** The public key behind a URL made by `putPublicFile`, or null for any other URL. */
export const publicKeyOf = (url: string | null | undefined): string | null => (url?.startsWith('/files/') ? url.slice('/files/'.length) : null);
