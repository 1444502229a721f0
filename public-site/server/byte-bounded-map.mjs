// What the site's in-memory caches (pages, API answers) hold: entries by key, each counting its own
// `bytes`, at most `maxBytes` in all. Keeping an entry past the bound drops the oldest first; a
// cache that keeps what is used (rather than what came first) moves an entry to the end with
// `touch` when it is used.

/** @template {{ bytes: number }} Entry */
export class ByteBoundedMap {
  /** @type {Map<string, Entry>} in insertion order: a Map iterates in that order. */
  #entries = new Map();
  #bytes = 0;
  #maxBytes;

  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.#maxBytes = maxBytes;
  }

  /** @param {string} key */
  get(key) {
    return this.#entries.get(key);
  }

  /** The entry, moved to the end: the last to be dropped. @param {string} key */
  touch(key) {
    const entry = this.#entries.get(key);
    if (entry) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  /** Keeps an entry (replacing the key's earlier one), then drops the oldest until all fit. @param {string} key @param {Entry} entry */
  set(key, entry) {
    this.delete(key);
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.delete(oldest);
    }
  }

  /** @param {string} key */
  delete(key) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
  }

  values() {
    return this.#entries.values();
  }

  get size() {
    return this.#entries.size;
  }

  get bytes() {
    return this.#bytes;
  }
}
