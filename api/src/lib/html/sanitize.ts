import sanitizeHtml from 'sanitize-html';

/** Links in descriptions are not allowed and are removed — as tags and as bare URLs. */
const BARE_URL = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre'],
  allowedAttributes: {},
  // <a> is not allowed: its text stays, the link goes. Scripts and styles go with their content.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe'],
  textFilter: (text) => text.replace(BARE_URL, ''),
};

/** Safe, link-free HTML from what a user submitted (job descriptions, reviews). */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
