import sanitizeHtml from 'sanitize-html';

/** Links in descriptions are not allowed and are removed — as tags and as bare URLs. */
const BARE_URL = /\b(?:https?:\/\/|www\.)[^\s<>"']+/i;

/**
 * What led up to a removed link and means nothing without it: "details at", "see", "visit", "or",
 * "apply here:", an opening bracket. Matched at the end of the text before the link.
 */
const LEAD_IN = /\s*[(（]?\s*(?:\b(?:at|see|visit|via|to|on|here|from|under|or|and)\b)?\s*[:：]?\s*[(（]?\s*$/i;
/** The bracket that closed a removed link. */
const LEAD_OUT = /^\s*[)）]/;

/**
 * Text with its bare links removed, and the gaps they leave closed: a dangling "at" / "see" / ":"
 * before the link goes, brackets left empty go, spaces collapse, and no space is left before
 * punctuation ("Details at https://x.example. Requirements:" → "Details. Requirements:"). Text
 * without a link is returned as it is.
 */
export function withoutLinks(text: string): string {
  if (!BARE_URL.test(text)) return text;
  let result = '';
  let rest = text;
  for (let match = BARE_URL.exec(rest); match; match = BARE_URL.exec(rest)) {
    // A link's last dot or comma ends the sentence, not the link.
    const url = match[0].replace(/[.,;:!?]+$/, '');
    const leading = rest.slice(0, match.index);
    const before = leading.replace(LEAD_IN, '');
    const opened = /[(（]/.test(leading.slice(before.length));
    rest = rest.slice(match.index + url.length);
    if (opened) rest = rest.replace(LEAD_OUT, '');
    // The words on either side of the link meet with one space.
    result += before && !/\s$/.test(before) && /^[^\s.,;:!?)）。、]/.test(rest) ? `${before} ` : before;
  }
  const cleaned = (result + rest)
    .replace(/[ \t\u00a0]{2,}/g, ' ')
    .replace(/[ \t\u00a0]+([.,;:!?)）。、])/g, '$1')
    .replace(/^\s*[.,;:!?]+/, '')
    .replace(/([.,;:!?])[ \t]*\1+/g, '$1');
  // The text's own edges stay as they were: a space next to a tag separates words.
  const start = /^\s/.test(text) ? cleaned : cleaned.trimStart();
  return /\s$/.test(text) ? start : start.trimEnd();
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre'],
  allowedAttributes: {},
  // <a> is not allowed: its text stays, the link goes. Scripts and styles go with their content.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe'],
  textFilter: withoutLinks,
};

/** Safe, link-free HTML from what a user submitted (job descriptions, reviews). */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
