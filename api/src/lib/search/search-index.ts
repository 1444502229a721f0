import { Bitset, type Census } from './bitset.js';
import { isCjk, tokenize, withinDistance } from './tokenize.js';

/**
 * An in-process search index: an inverted index ranks free text (exact, prefix and
 * typo-tolerant matches), while every filter value has its own bitset, so filtering and facet
 * counting are word-wide AND/popcount over compact sets instead of scans over hit lists.
 * Documents are replaced in place: an update tombstones the old slot and appends a new one;
 * `compact()` rebuilds when tombstones pile up.
 */
export interface IndexSchema<D> {
  id(doc: D): number;
  /** Text fields and their ranking weights (1–15). */
  text: { weight: number; value(doc: D): string | string[] | null | undefined }[];
  /** Filterable fields: the values a document has (each gets a bitset, with facet counts). */
  facets: Record<string, (doc: D) => string | string[] | null | undefined>;
  /** Numeric sort keys (higher first for 'desc'); null sorts last either way. */
  sorts: Record<string, (doc: D) => number | null | undefined>;
}

export interface SearchQuery {
  text?: string;
  /** field → accepted values (OR within a field, AND across fields). */
  filters?: Record<string, string[] | undefined>;
  sort?: { key: string; direction: 'asc' | 'desc' } | 'relevance';
  offset: number;
  limit: number;
  /** Facet fields to count; counts for a field ignore that field's own filter. */
  facets?: string[];
}

export interface SearchResult {
  ids: number[];
  total: number;
  facets: Record<string, Record<string, number>>;
}

interface TextMatches {
  hits: Bitset;
  scores: Float32Array;
  /** No hit scores more than this. */
  best: number;
  /** What a kept (common) word or query keeps besides its matches, made on first use. */
  kept?: KeptText;
}

interface KeptText {
  /** Facet counts over the live matches, per field. */
  facetCounts: Map<string, Record<string, number>>;
  /** The matches best first (score, then the default order): a deep page is a short walk. */
  ranked?: Uint32Array;
}

interface Postings {
  slots: Uint32Array;
  weights: Uint8Array;
  length: number;
}

const MAX_DOC_TOKENS = 400;
const SORTED_INSERT_LIMIT = 200;
/**
 * Terms (and whole queries) matching at least this share of the index have their matches kept (at
 * most KEPT_TEXTS): computing them costs time in proportion to their matches, keeping them
 * memory in proportion to the index. 2 % is 2,000 matches at 100k jobs and 200 at 10k.
 */
const KEPT_SHARE = 0.02;
const KEPT_MIN_MATCHES = 100;
const KEPT_TEXTS = 32;
const EXACT = 1;
const PREFIX = 0.6;
const FUZZY = 0.4;

export class SearchIndex<D> {
  private ids: number[] = [];
  private slotOf = new Map<number, number>();
  private alive = new Bitset(1024);
  private postings = new Map<string, Postings>();
  private facetBits = new Map<string, Map<string, Bitset>>();
  private sortKeys = new Map<string, Float64Array>();
  private sortOrders = new Map<string, Uint32Array>();
  /** Inverse of sortOrders: a slot's position in that order (for tie-breaks); rebuilt lazily. */
  private sortRanks = new Map<string, Uint32Array>();
  private dictionary: string[] | null = null;
  private expansions = new Map<string, { token: string; factor: number }[]>();
  /** Matches of common words and queries (key: the terms, sorted, space-separated), least recently used first. */
  private keptTexts = new Map<string, TextMatches>();
  /** Facet counts over every live document (searches without text or other filters), until a change. */
  private wholeIndexCounts = new Map<string, Record<string, number>>();
  /**
   * Working sets reused by every search: a search runs synchronously from start to end, so one
   * set of buffers serves them all and a query allocates almost nothing (at 100k documents a
   * bitset is 16 KB and a score array 512 KB).
   */
  private scratchBits: Bitset[] = [];
  private scratchUsed = 0;
  /** Score arrays: [0] for the summed scores of a query, [n] for its n-th term. */
  private scratchScores: Float32Array[] = [];
  private scratchWords: Uint32Array[] = [];
  private scratchWordsUsed = 0;
  /**
   * Facet fields where some document has no value or several. In the others every document has
   * exactly one value, so the last value's count is the total minus the rest (one count saved).
   */
  private notPartitions = new Set<string>();

  private readonly facetFields: [string, IndexSchema<D>['facets'][string], Map<string, Bitset>][];
  private readonly sortFields: [string, IndexSchema<D>['sorts'][string]][];

  /** `keepAtMatches`: how many matches a word or query needs for them to be kept (tests set it; default 2 % of the index). */
  constructor(
    private readonly schema: IndexSchema<D>,
    private readonly options: { keepAtMatches?: number } = {},
  ) {
    for (const field of Object.keys(schema.facets)) this.facetBits.set(field, new Map());
    for (const key of Object.keys(schema.sorts)) this.sortKeys.set(key, new Float64Array(1024));
    this.facetFields = Object.entries(schema.facets).map(([field, valuesOf]) => [field, valuesOf, this.facetBits.get(field)!]);
    this.sortFields = Object.entries(schema.sorts);
  }

  get size(): number {
    return this.slotOf.size;
  }

  get tombstones(): number {
    return this.ids.length - this.slotOf.size;
  }

  has(id: number): boolean {
    return this.slotOf.has(id);
  }

  /**
   * `bulk`: the documents are one of many batches loaded into a new index, and `fit()` follows
   * the last. Sets then grow by doubling instead of to the batch's end: growing every set to each
   * batch copied every set once per batch (at 1M jobs and 20k companies, 2.5 GB of company sets
   * per 5,000-job batch), and each copy's garbage set off a full collection of the whole heap.
   */
  upsert(docs: Iterable<D>, options: { bulk?: boolean } = {}): void {
    const added: number[] = [];
    // Sets as long as the documents, not the next power of two: every filter and facet count
    // walks whole sets, so spare capacity is paid on every search.
    if (Array.isArray(docs)) this.ensureCapacity(this.ids.length + docs.length - 1, options.bulk ? 1 : 0);
    for (const doc of docs) {
      this.remove([this.schema.id(doc)]);
      added.push(this.add(doc));
    }
    this.expansions.clear();
    this.keptTexts.clear();
    this.wholeIndexCounts.clear();
    this.sortRanks.clear();
    // A few changed documents are slotted into the existing orders (re-sorting 100k documents on
    // every edit would stall searches); a bulk load sorts afresh on first use. Removed slots may
    // stay in an order: they are never in a result, which is always a subset of the live slots.
    if (added.length > SORTED_INSERT_LIMIT) this.sortOrders.clear();
    else for (const [key, order] of this.sortOrders) this.sortOrders.set(key, this.withInserted(key, order, added));
  }

  remove(ids: Iterable<number>): void {
    for (const id of ids) {
      const slot = this.slotOf.get(id);
      if (slot === undefined) continue;
      this.alive.clear(slot);
      this.slotOf.delete(id);
    }
    this.wholeIndexCounts.clear();
    this.keptTexts.clear();
  }

  /** Cuts every set to the slots in use, after a bulk load: spare capacity is paid on every search. */
  fit(): void {
    const capacity = Math.ceil(Math.max(this.ids.length, 1) / 32) * 32;
    if (capacity === this.alive.capacity) return;
    this.resize(capacity);
    // What is kept is sized to the old sets.
    this.keptTexts.clear();
    this.sortRanks.clear();
  }

  /** Room for `slot`, plus `headroom` (a fraction) so that single additions rarely regrow every set. */
  private ensureCapacity(slot: number, headroom = 0.25) {
    if (slot < this.alive.capacity) return;
    const wanted = Math.max(slot + 1, Math.ceil(this.alive.capacity * (1 + headroom)));
    this.resize(Math.ceil(wanted / 32) * 32);
  }

  private resize(capacity: number) {
    this.alive = this.alive.resized(capacity);
    for (const values of this.facetBits.values()) for (const [value, bits] of values) values.set(value, bits.resized(capacity));
    for (const [key, keys] of this.sortKeys) {
      const next = new Float64Array(capacity);
      next.set(keys.subarray(0, capacity));
      this.sortKeys.set(key, next);
    }
  }

  /** Indexes a document in a new slot and returns the slot. */
  private add(doc: D): number {
    const slot = this.ids.length;
    this.ensureCapacity(slot);
    const id = this.schema.id(doc);
    this.ids.push(id);
    this.slotOf.set(id, slot);
    this.alive.set(slot);

    const weights = new Map<string, number>();
    for (const field of this.schema.text) {
      const raw = field.value(doc);
      const tokens = tokenize(Array.isArray(raw) ? raw.join(' ') : raw).slice(0, MAX_DOC_TOKENS);
      for (const token of tokens) weights.set(token, Math.max(weights.get(token) ?? 0, field.weight));
    }
    for (const [token, weight] of weights) this.addPosting(token, slot, weight);

    for (const [field, valuesOf, byValue] of this.facetFields) {
      const raw = valuesOf(doc);
      const values = raw == null ? [] : Array.isArray(raw) ? raw : [raw];
      if (values.length !== 1) this.notPartitions.add(field);
      for (const value of values) {
        let bits = byValue.get(value);
        if (!bits) byValue.set(value, (bits = new Bitset(this.alive.capacity)));
        bits.set(slot);
      }
    }
    for (const [key, valueOf] of this.sortFields) {
      const value = valueOf(doc);
      this.sortKeys.get(key)![slot] = value == null ? Number.NaN : value;
    }
    return slot;
  }

  private addPosting(token: string, slot: number, weight: number) {
    let list = this.postings.get(token);
    if (!list) {
      list = { slots: new Uint32Array(4), weights: new Uint8Array(4), length: 0 };
      this.postings.set(token, list);
      this.dictionary = null;
    }
    if (list.length === list.slots.length) {
      const slots = new Uint32Array(list.length * 2);
      slots.set(list.slots);
      const weights = new Uint8Array(list.length * 2);
      weights.set(list.weights);
      list.slots = slots;
      list.weights = weights;
    }
    list.slots[list.length] = slot;
    list.weights[list.length] = weight;
    list.length++;
  }

  /** Order of two slots by a sort key: descending, missing values last, newer slots first on ties. */
  private comparator(key: string): (a: number, b: number) => number {
    const keys = this.sortKeys.get(key);
    if (!keys) throw new Error(`unknown sort key ${key}`);
    return (a, b) => {
      const x = keys[a];
      const y = keys[b];
      if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? b - a : 1) : -1;
      return y - x || b - a;
    };
  }

  private withInserted(key: string, order: Uint32Array, slots: number[]): Uint32Array {
    const compare = this.comparator(key);
    let current = order;
    for (const slot of slots) {
      let low = 0;
      let high = current.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (compare(current[mid], slot) < 0) low = mid + 1;
        else high = mid;
      }
      const next = new Uint32Array(current.length + 1);
      next.set(current.subarray(0, low));
      next[low] = slot;
      next.set(current.subarray(low), low + 1);
      current = next;
    }
    return current;
  }

  /** Slots ordered by a sort key, built on first use after a bulk change. */
  private order(key: string): Uint32Array {
    let order = this.sortOrders.get(key);
    if (!order) {
      order = Uint32Array.from(this.alive.slots()).sort(this.comparator(key));
      this.sortOrders.set(key, order);
    }
    return order;
  }

  private ranks(key: string): Uint32Array {
    let ranks = this.sortRanks.get(key);
    if (!ranks) {
      ranks = new Uint32Array(this.alive.capacity);
      const order = this.order(key);
      for (let position = 0; position < order.length; position++) ranks[order[position]] = position;
      this.sortRanks.set(key, ranks);
    }
    return ranks;
  }

  private sortedDictionary(): string[] {
    return (this.dictionary ??= [...this.postings.keys()].sort());
  }

  /**
   * What a query term matches: itself; tokens it is a prefix of (3+ letters); and, only when
   * those find nothing, tokens within a typo or two (5+ letters). One- and two-letter terms
   * (Go, AI, QA, C, R) match exactly, so "C" never means every word starting with c.
   */
  private expand(term: string): { token: string; factor: number }[] {
    const cached = this.expansions.get(term);
    if (cached) return cached;
    const result: { token: string; factor: number }[] = [];
    if (this.postings.has(term)) result.push({ token: term, factor: EXACT });
    if (term.length >= 3 && !isCjk(term)) {
      const dictionary = this.sortedDictionary();
      let low = 0;
      let high = dictionary.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (dictionary[mid] < term) low = mid + 1;
        else high = mid;
      }
      for (let i = low; i < dictionary.length && dictionary[i].startsWith(term); i++) {
        if (dictionary[i] !== term) result.push({ token: dictionary[i], factor: PREFIX });
      }
    }
    if (!result.length && term.length >= 5 && !isCjk(term)) {
      const distance = term.length >= 9 ? 2 : 1;
      for (const token of this.sortedDictionary()) {
        if (token[0] === term[0] || token[1] === term[1]) {
          if (withinDistance(term, token, distance)) result.push({ token, factor: FUZZY });
        }
      }
    }
    if (this.expansions.size > 5000) this.expansions.clear();
    this.expansions.set(term, result);
    return result;
  }

  /** One term's matches; common terms (2 % of the index or more) are kept until the index changes. */
  private termMatches(term: string, part: number): TextMatches {
    const cached = this.keptMatches(term);
    if (cached) return cached;
    const expansions = this.expand(term).map(({ token, factor }) => ({ list: this.postings.get(token)!, factor }));
    const kept = this.isCommon(expansions.reduce((sum, { list }) => sum + list.length, 0));
    // A term that is not kept scores into this search's working arrays: only its own slots are
    // reset, instead of allocating (and zeroing) an array as long as the index.
    const result = kept ? this.keptMatchesFor(term) : { hits: this.scratch(), scores: this.scratchScoresFor(part), best: 0 };
    if (!kept) for (const { list } of expansions) for (let i = 0; i < list.length; i++) result.scores[list.slots[i]] = 0;
    for (const { list, factor } of expansions) {
      for (let i = 0; i < list.length; i++) {
        const slot = list.slots[i];
        result.hits.set(slot);
        result.scores[slot] += list.weights[i] * factor;
        result.best = Math.max(result.best, result.scores[slot]);
      }
    }
    return result;
  }

  private isCommon(matches: number): boolean {
    return matches >= (this.options.keepAtMatches ?? Math.max(KEPT_MIN_MATCHES, this.size * KEPT_SHARE));
  }

  /** Kept matches of a term or a whole query (its terms sorted, space-separated), most recent last. */
  private keptMatches(key: string): TextMatches | undefined {
    const cached = this.keptTexts.get(key);
    if (cached) {
      this.keptTexts.delete(key);
      this.keptTexts.set(key, cached);
    }
    return cached;
  }

  /** Empty matches of their own, kept under `key` until the index changes. */
  private keptMatchesFor(key: string): TextMatches {
    const matches = { hits: new Bitset(this.alive.capacity), scores: new Float32Array(this.alive.capacity), best: 0, kept: { facetCounts: new Map() } };
    this.keptTexts.set(key, matches);
    if (this.keptTexts.size > KEPT_TEXTS) this.keptTexts.delete(this.keptTexts.keys().next().value!);
    return matches;
  }

  /** A working bitset (zeroed unless the caller overwrites every word), valid until the current search returns. */
  private scratch(zeroed = true): Bitset {
    const capacity = this.alive.capacity;
    let bits = this.scratchBits[this.scratchUsed];
    if (!bits || bits.capacity !== capacity) this.scratchBits[this.scratchUsed] = bits = new Bitset(capacity);
    else if (zeroed) bits.words.fill(0);
    this.scratchUsed++;
    return bits;
  }

  /** a ∩ b in a working bitset, in one pass. */
  private scratchAnd(a: Bitset, b: Bitset): Bitset {
    return this.scratch(false).assignAnd(a, b);
  }

  /** A working score array (not zeroed), valid until the current search returns. */
  private scratchScoresFor(index: number): Float32Array {
    let scores = this.scratchScores[index];
    if (!scores || scores.length !== this.alive.capacity) this.scratchScores[index] = scores = new Float32Array(this.alive.capacity);
    return scores;
  }

  /** A set's members counted and, unless it is dense, its non-empty words listed (in a reused array). */
  private census(bits: Bitset): Census {
    let into = this.scratchWords[this.scratchWordsUsed];
    if (!into || into.length !== bits.words.length) this.scratchWords[this.scratchWordsUsed] = into = new Uint32Array(bits.words.length);
    this.scratchWordsUsed++;
    return bits.census(into);
  }

  /**
   * Documents matching every term (AND), with their summed scores (valid for the hits only). A
   * query of several words with thousands of hits is kept like a common word (its counts and
   * ranking too): summing, counting and ranking those hits was most of such a query's time.
   */
  private textMatches(text: string): TextMatches | null {
    const terms = [...new Set(tokenize(text))].sort();
    if (!terms.length) return null;
    const parts = terms.map((term, part) => this.termMatches(term, part + 1));
    if (parts.length === 1) return parts[0];
    const key = terms.join(' ');
    const cached = this.keptMatches(key);
    if (cached) return cached;
    const common = this.intersect(parts[0].hits, parts.slice(1).map((part) => part.hits));
    const result = this.isCommon(common.count()) ? this.keptMatchesFor(key) : { hits: common, scores: this.scratchScoresFor(0), best: 0 };
    if (result.hits !== common) result.hits.words.set(common.words);
    const { hits, scores } = result;
    // The best summed score itself, not the sum of each term's best (few documents have every
    // term at its best): with the real bound, ranking stops early for multi-word queries too.
    let best = 0;
    const partScores = parts.map((part) => part.scores);
    const words = hits.words;
    // A plain loop over the set's bits: a callback per hit took most of a two-word query's time.
    for (let w = 0; w < words.length; w++) {
      for (let word = words[w]; word !== 0; word &= word - 1) {
        const slot = (w << 5) | (31 - Math.clz32(word & -word));
        let score = 0;
        for (let p = 0; p < partScores.length; p++) score += partScores[p][slot];
        scores[slot] = score;
        if (scores[slot] > best) best = scores[slot];
      }
    }
    result.best = best;
    return result;
  }

  /** Documents with any of `values` in `field` (read only: one value's own set is not copied). */
  private filterBits(field: string, values: string[]): Bitset {
    const byValue = this.facetBits.get(field);
    if (!byValue) throw new Error(`unknown filter ${field}`);
    const only = values.length === 1 ? byValue.get(values[0]) : undefined;
    if (only) return only;
    const bits = this.scratch();
    for (const value of values) {
      const valueBits = byValue.get(value);
      if (valueBits) bits.or(valueBits);
    }
    return bits;
  }

  search(query: SearchQuery): SearchResult {
    this.scratchUsed = 0;
    this.scratchWordsUsed = 0;
    const text = query.text?.trim() ? this.textMatches(query.text) : null;
    // Sets here are only read, except those made by intersect(): a search without text or
    // filters copies nothing.
    const base = text ? this.scratchAnd(this.alive, text.hits) : this.alive;
    const filterSets = new Map<string, Bitset>();
    for (const field in query.filters) {
      const values = query.filters[field];
      if (values?.length) filterSets.set(field, this.filterBits(field, values));
    }
    const hits = this.intersect(base, [...filterSets.values()]);
    const { at: hitWords, count: total } = this.census(hits);

    const facets: Record<string, Record<string, number>> = {};
    for (const field of query.facets ?? []) {
      const filtered = filterSets.has(field);
      // Counts over the whole index or a common word's matches are kept: the plain job list's
      // sidebar, a one-word search, and either filtered on this field alone.
      const kept = text ? text.kept?.facetCounts : this.wholeIndexCounts;
      if (kept && filterSets.size === (filtered ? 1 : 0)) {
        facets[field] = { ...this.keptCounts(kept, field, base) };
        continue;
      }
      const scope = filtered ? this.intersect(base, [...filterSets].filter(([other]) => other !== field).map(([, bits]) => bits)) : hits;
      const { at, count } = filtered ? this.census(scope) : { at: hitWords, count: total };
      facets[field] = this.facetCounts(field, scope, at, count);
    }

    // Relevance needs words: text of punctuation alone ("-", "!!") lists in the default order.
    const asked = query.sort === 'relevance' && !text ? undefined : query.sort;
    const sort = asked ?? (text ? 'relevance' : { key: Object.keys(this.schema.sorts)[0], direction: 'desc' as const });
    const wanted = query.offset + query.limit;
    const slots =
      sort === 'relevance' && text
        ? text.kept
          ? this.bestOfRanked(hits, text, text.kept, wanted)
          : this.topByScore(hits, total, text, wanted)
        : this.inOrder(hits, total, sort as Exclude<typeof sort, 'relevance'>, wanted);
    return { ids: slots.slice(query.offset).map((slot) => this.ids[slot]), total, facets };
  }

  /** base ∩ every set, in a working bitset (base itself when there are none). */
  private intersect(base: Bitset, sets: Bitset[]): Bitset {
    if (!sets.length) return base;
    const result = this.scratchAnd(base, sets[0]);
    for (let i = 1; i < sets.length; i++) result.and(sets[i]);
    return result;
  }

  private keptCounts(kept: Map<string, Record<string, number>>, field: string, scope: Bitset): Record<string, number> {
    let counts = kept.get(field);
    if (!counts) {
      const { at, count } = this.census(scope);
      counts = this.facetCounts(field, scope, at, count);
      kept.set(field, counts);
    }
    return counts;
  }

  /**
   * Documents of `scope` (`size` of them) per value of `field`, values without any left out; of a
   * field with one value per document, the last value's count is what the others leave.
   */
  private facetCounts(field: string, scope: Bitset, scopeWords: Uint32Array | null, size: number): Record<string, number> {
    const counts: Record<string, number> = {};
    const byValue = this.facetBits.get(field);
    if (!byValue) return counts;
    const derivedValue = !this.notPartitions.has(field) ? [...byValue.keys()].pop() : undefined;
    let counted = 0;
    for (const [value, bits] of byValue) {
      if (value === derivedValue) continue;
      const count = scope.countAndAt(bits, scopeWords);
      counted += count;
      if (count) counts[value] = count;
    }
    if (derivedValue !== undefined && size > counted) counts[derivedValue] = size - counted;
    return counts;
  }

  private inOrder(hits: Bitset, total: number, sort: { key: string; direction: 'asc' | 'desc' }, wanted: number): number[] {
    const order = this.order(sort.key);
    const keys = this.sortKeys.get(sort.key)!;
    // Walking the order finds `wanted` hits after about wanted × length / total steps; sorting
    // the hits costs a pass over the set plus total × log(total). Few hits are sorted.
    const walkSteps = (wanted * order.length) / Math.max(total, 1);
    const sortSteps = hits.words.length + total * Math.log2(total + 1);
    if (sortSteps < walkSteps) return this.sortedHits(hits, sort, wanted);
    const result: number[] = [];
    if (sort.direction === 'desc') {
      for (let i = 0; i < order.length && result.length < wanted; i++) if (hits.has(order[i])) result.push(order[i]);
      return result;
    }
    // Ascending: walk the descending order backwards, but keep documents without a value last.
    const missing: number[] = [];
    for (let i = order.length - 1; i >= 0 && result.length < wanted; i--) {
      const slot = order[i];
      if (!hits.has(slot)) continue;
      if (Number.isNaN(keys[slot])) missing.push(slot);
      else result.push(slot);
    }
    return result.length < wanted ? result.concat(missing.reverse()).slice(0, wanted) : result;
  }

  /** Hits in a sort key's order, by their rank in it (same order as walking it, missing values last). */
  private sortedHits(hits: Bitset, sort: { key: string; direction: 'asc' | 'desc' }, wanted: number): number[] {
    const rank = this.ranks(sort.key);
    const keys = this.sortKeys.get(sort.key)!;
    const slots: number[] = [];
    hits.forEach((slot) => slots.push(slot));
    if (sort.direction === 'desc') slots.sort((a, b) => rank[a] - rank[b]);
    else {
      // Ascending reverses the order, except that documents without a value stay last as they were.
      const missing = (slot: number) => Number.isNaN(keys[slot]);
      slots.sort((a, b) => (missing(a) !== missing(b) ? (missing(a) ? 1 : -1) : missing(a) ? rank[a] - rank[b] : rank[b] - rank[a]));
    }
    return slots.slice(0, wanted);
  }

  /** A kept word's or query's best `wanted` hits, in the order topByScore gives, by walking its ranking. */
  private bestOfRanked(hits: Bitset, text: TextMatches, kept: KeptText, wanted: number): number[] {
    const ranked = (kept.ranked ??= this.ranking(text));
    const result: number[] = [];
    for (let i = 0; i < ranked.length && result.length < wanted; i++) if (hits.has(ranked[i])) result.push(ranked[i]);
    return result;
  }

  /** Matches by score, highest first, each score's in the default order (one pass over that order). */
  private ranking(text: TextMatches): Uint32Array {
    const byScore = new Map<number, number[]>();
    const order = this.order(Object.keys(this.schema.sorts)[0]);
    for (let i = 0; i < order.length; i++) {
      const slot = order[i];
      if (!text.hits.has(slot)) continue;
      const score = text.scores[slot];
      let slots = byScore.get(score);
      if (!slots) byScore.set(score, (slots = []));
      slots.push(slot);
    }
    const bestFirst = [...byScore.entries()].sort(([a], [b]) => b - a);
    return Uint32Array.from(bestFirst.flatMap(([, slots]) => slots));
  }

  /**
   * The best `wanted` hits by score (a bounded heap); ties keep the first sort key's order (newest
   * first). Many hits are visited in that order, which can stop early: once every kept hit has the
   * best score any hit can have, no later hit can outrank them (common words, where most hits
   * share the top score, take a few dozen steps instead of a pass over every hit).
   */
  private topByScore(hits: Bitset, total: number, text: TextMatches, wanted: number): number[] {
    if (wanted <= 0) return [];
    const { scores, best } = text;
    const rank = this.ranks(Object.keys(this.schema.sorts)[0]);
    // "a ranks below b": lower score, or same score and later in the default order.
    const below = (a: number, b: number) => scores[a] < scores[b] || (scores[a] === scores[b] && rank[a] > rank[b]);
    const heap: number[] = [];
    const swap = (i: number, j: number) => {
      const slot = heap[i];
      heap[i] = heap[j];
      heap[j] = slot;
    };
    // The worst kept hit: once the heap is full, most hits lose to it on the score alone.
    let floorScore = -Infinity;
    let floorRank = 0;
    const offer = (slot: number) => {
      const score = scores[slot];
      if (heap.length === wanted && (score < floorScore || (score === floorScore && rank[slot] > floorRank))) return;
      if (heap.length < wanted) {
        heap.push(slot);
        for (let i = heap.length - 1, parent = (i - 1) >>> 1; i > 0 && below(heap[i], heap[parent]); i = parent, parent = (i - 1) >>> 1) swap(i, parent);
      } else {
        heap[0] = slot;
        for (let i = 0; ; ) {
          const left = 2 * i + 1;
          let worst = i;
          if (left < heap.length && below(heap[left], heap[worst])) worst = left;
          if (left + 1 < heap.length && below(heap[left + 1], heap[worst])) worst = left + 1;
          if (worst === i) break;
          swap(i, worst);
          i = worst;
        }
      }
      if (heap.length === wanted) {
        floorScore = scores[heap[0]];
        floorRank = rank[heap[0]];
      }
    };
    const order = this.order(Object.keys(this.schema.sorts)[0]);
    if (total * 4 >= order.length) {
      for (let i = 0; i < order.length && floorScore < best; i++) if (hits.has(order[i])) offer(order[i]);
    } else {
      // Newest slots first: jobs are appended as they are published or edited, so the heap soon
      // holds recent hits and most older ties are turned away without touching it.
      const words = hits.words;
      for (let w = words.length - 1; w >= 0; w--) {
        for (let word = words[w]; word !== 0; ) {
          const bit = 31 - Math.clz32(word);
          word ^= 1 << bit;
          offer(w * 32 + bit);
        }
      }
    }
    return heap.sort((a, b) => (below(a, b) ? 1 : below(b, a) ? -1 : 0));
  }

  /** Rebuilds from live documents when updates have left many tombstones. */
  compact(docs: Iterable<D>): void {
    const fresh = new SearchIndex(this.schema, this.options);
    fresh.upsert(docs);
    Object.assign(this, fresh);
  }
}
