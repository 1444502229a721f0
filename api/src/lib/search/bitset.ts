/** Where a set has members (indexes of its non-empty words) and how many. */
export interface Census {
  /** The indexes of the non-empty words; null when the set is dense (see census()). */
  at: Uint32Array | null;
  count: number;
}

/**
 * From two members per word on average, random members leave fewer than one word in seven empty:
 * such a set is counted word by word whole.
 */
const DENSE_MEMBERS_PER_WORD = 2;

/** A fixed-size set of small integers (document slots), 32 per word. */
export class Bitset {
  words: Uint32Array;

  constructor(capacity: number, words?: Uint32Array) {
    this.words = words ?? new Uint32Array(Math.ceil(Math.max(capacity, 1) / 32));
  }

  get capacity(): number {
    return this.words.length * 32;
  }

  set(slot: number): void {
    this.words[slot >>> 5] |= 1 << (slot & 31);
  }

  clear(slot: number): void {
    this.words[slot >>> 5] &= ~(1 << (slot & 31));
  }

  has(slot: number): boolean {
    return (this.words[slot >>> 5] & (1 << (slot & 31))) !== 0;
  }

  /** A copy with room for at least `capacity` slots (members beyond them are dropped). */
  resized(capacity: number): Bitset {
    const next = new Bitset(capacity);
    next.words.set(this.words.subarray(0, Math.min(this.words.length, next.words.length)));
    return next;
  }

  and(other: Bitset): this {
    const n = this.words.length;
    for (let i = 0; i < n; i++) this.words[i] &= other.words[i] ?? 0;
    return this;
  }

  /** Makes this set a ∩ b (a set as long as this one, or longer). */
  assignAnd(a: Bitset, b: Bitset): this {
    const words = this.words;
    const left = a.words;
    const right = b.words;
    for (let i = 0; i < words.length; i++) words[i] = left[i] & (right[i] ?? 0);
    return this;
  }

  or(other: Bitset): this {
    const n = Math.min(this.words.length, other.words.length);
    for (let i = 0; i < n; i++) this.words[i] |= other.words[i];
    return this;
  }

  /**
   * Counts the members and, unless they fill nearly every word, lists the words that have members
   * into `into` (as long as this set's words): later counts over a sparse set skip the empty words,
   * while a dense one is read whole, so listing its words would be wasted.
   */
  census(into: Uint32Array): Census {
    const words = this.words;
    const count = this.count();
    if (count >= words.length * DENSE_MEMBERS_PER_WORD) return { at: null, count };
    let n = 0;
    for (let i = 0; i < words.length; i++) if (words[i] !== 0) into[n++] = i;
    return { at: into.subarray(0, n), count };
  }

  /** The number of members, eight words at a time. */
  count(): number {
    return countAnd(this.words, this.words);
  }

  /**
   * |this ∩ other| without allocating, given the words where this set has members (census(); null
   * for a dense set): a sparse set visits only its non-empty words, a dense one is counted eight
   * words at a time.
   */
  countAndAt(other: Bitset, at: Uint32Array | null): number {
    const words = this.words;
    const others = other.words;
    if (!at || at.length * 2 >= words.length) return countAnd(words, others);
    let total = 0;
    for (let i = 0; i < at.length; i++) {
      const w = at[i];
      total += popcount(words[w] & others[w]);
    }
    return total;
  }

  /** Calls `visit` with each member, in ascending order (a plain loop: hot paths avoid generators). */
  forEach(visit: (slot: number) => void): void {
    const words = this.words;
    for (let i = 0; i < words.length; i++) {
      let word = words[i];
      while (word !== 0) {
        visit(i * 32 + (31 - Math.clz32(word & -word)));
        word &= word - 1;
      }
    }
  }

  *slots(): Generator<number> {
    for (let i = 0; i < this.words.length; i++) {
      let word = this.words[i];
      while (word !== 0) {
        const bit = 31 - Math.clz32(word & -word);
        yield i * 32 + bit;
        word &= word - 1;
      }
    }
  }
}

/** The carries of adding x and y to sum, bit by bit (a carry-save adder; the new sum is sum ^ x ^ y). */
function carries(sum: number, x: number, y: number): number {
  return (sum & x) | ((sum ^ x) & y);
}

/**
 * |a ∩ b| with Harley–Seal carry-save adders: eight words cost one popcount instead of eight
 * (facet counts over 100k documents are thousands of words per value).
 */
function countAnd(a: Uint32Array, b: Uint32Array): number {
  const n = Math.min(a.length, b.length);
  const blocks = n & ~7;
  let eights = 0;
  let ones = 0;
  let twos = 0;
  let fours = 0;
  let i = 0;
  // Plain lines, no helper closures: closures over the running sums made this loop ~50x slower.
  for (; i < blocks; i += 8) {
    let x = a[i] & b[i];
    let y = a[i + 1] & b[i + 1];
    const twosA = carries(ones, x, y);
    ones ^= x ^ y;
    x = a[i + 2] & b[i + 2];
    y = a[i + 3] & b[i + 3];
    const twosB = carries(ones, x, y);
    ones ^= x ^ y;
    x = a[i + 4] & b[i + 4];
    y = a[i + 5] & b[i + 5];
    const twosC = carries(ones, x, y);
    ones ^= x ^ y;
    x = a[i + 6] & b[i + 6];
    y = a[i + 7] & b[i + 7];
    const twosD = carries(ones, x, y);
    ones ^= x ^ y;
    const foursA = carries(twos, twosA, twosB);
    twos ^= twosA ^ twosB;
    const foursB = carries(twos, twosC, twosD);
    twos ^= twosC ^ twosD;
    eights += popcount(carries(fours, foursA, foursB));
    fours ^= foursA ^ foursB;
  }
  let total = 8 * eights + 4 * popcount(fours) + 2 * popcount(twos) + popcount(ones);
  for (; i < n; i++) total += popcount(a[i] & b[i]);
  return total;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
