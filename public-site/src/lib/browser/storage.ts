/**
 * The browser's storage, read and written without throwing: private modes and full quotas make
 * storage calls fail, and no page should break because something could not be remembered.
 */
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(which: Area, key: string, value: string | null): void {
  try {
    if (value === null) area(which)?.removeItem(key);
    else area(which)?.setItem(key, value);
  } catch {
    // Not remembered; the visitor can still go on.
  }
}

export function readStoredJson<T>(which: Area, key: string): T | null {
  const text = readStored(which, key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function writeStoredJson(which: Area, key: string, value: unknown): void {
  writeStored(which, key, value === null || value === undefined ? null : JSON.stringify(value));
}
