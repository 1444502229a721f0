/**
 * Tokenizer shared by documents and queries. Latin text splits into lowercase words, keeping the
 * symbols of technology names (c++, c#, node.js); Japanese and other CJK text (written without
 * spaces) becomes overlapping bigrams, so エンジニア is found inside ソフトウェアエンジニア.
 */
const CJK_RANGES = '\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uff66-\\uff9f';
const CJK = new RegExp(`[${CJK_RANGES}]`);
// A run of Japanese, or a word of other letters and digits that ends where Japanese begins
// ("AWSエンジニア" is "aws" and the bigrams of エンジニア, as Japanese job titles are written).
const SEGMENT = new RegExp(`[${CJK_RANGES}]+|(?:(?![${CJK_RANGES}])[\\p{L}\\p{N}])(?:(?![${CJK_RANGES}])[\\p{L}\\p{N}+#.])*`, 'gu');

export function isCjk(token: string): boolean {
  return CJK.test(token);
}

const NON_ASCII = /[^\x00-\x7f]/;
const ASCII_SEPARATORS = /[^a-z0-9+#.]+/;
const EDGE_SYMBOLS = /^[.+#]|\.$/;
const EDGE_SYMBOLS_ALL = /^[.+#]+|\.+$/g;

export function tokenize(text: string | null | undefined): string[] {
  if (!text) return [];
  // Fast path for plain ASCII text (most job texts): a split instead of the Unicode-aware scan.
  if (!NON_ASCII.test(text)) {
    const tokens: string[] = [];
    for (const raw of text.toLowerCase().split(ASCII_SEPARATORS)) {
      // Only "." "+" "#" can stick to a word's edges here; most words need no trimming.
      const token = EDGE_SYMBOLS.test(raw) ? raw.replace(EDGE_SYMBOLS_ALL, '') : raw;
      if (token) tokens.push(token);
    }
    return tokens;
  }
  const tokens: string[] = [];
  for (const match of text.normalize('NFKC').toLowerCase().matchAll(SEGMENT)) {
    const segment = match[0];
    if (isCjk(segment[0])) {
      if (segment.length === 1) tokens.push(segment);
      for (let i = 0; i + 1 < segment.length; i++) tokens.push(segment.slice(i, i + 2));
    } else {
      // "node.js" stays whole; a sentence's final dot does not.
      tokens.push(segment.replace(/\.+$/, ''));
    }
  }
  return tokens.filter(Boolean);
}

/** Bounded edit distance (optimal string alignment: a swap of two letters counts as one typo). */
export function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2] + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return false;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] <= max;
}
