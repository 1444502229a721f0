import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * The one Markdown renderer of articles, for the API (what the site serves) and the console's
 * preview. Raw HTML in the source is kept only as far as the allowlist below permits, so older
 * articles written in HTML stay editable as Markdown; everything else is dropped.
 */
const markdown = new MarkdownIt({ html: true, linkify: true, typographer: false });

/** Uploaded files are served by the API under /files/. */
const OWN_FILE = /^\/files\/[\w./-]+$/;
const WEB_URL = /^https?:\/\//i;

const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 's', 'del',
    'code', 'pre', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title'], ol: ['start'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Scripts and styles go with their content; other unknown tags leave their text.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // Every link leaves the article's page without handing it the window.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !(WEB_URL.test(frame.attribs.src ?? '') || OWN_FILE.test(frame.attribs.src ?? '')),
};

/** Safe article HTML: only the allowlisted tags, http(s)/mailto links, http(s) or /files images. */
export function sanitizeArticleHtml(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, ARTICLE_HTML).trim() : '';
}

const BLOCK_ELEMENT = /<(?:h[1-6]|p|ul|ol|pre|blockquote|table)\b/i;

/**
 * A stored article body as a page may show it: sanitized again (bodies stored before this renderer
 * existed were never checked by it); one without block elements is plain text, read as Markdown.
 */
export function servedArticleHtml(stored: string | null | undefined): string {
  return stored && BLOCK_ELEMENT.test(stored) ? sanitizeArticleHtml(stored) : renderMarkdown(stored);
}

/** Markdown (with the allowlisted HTML) to safe article HTML. */
export function renderMarkdown(source: string | null | undefined): string {
  return source ? sanitizeArticleHtml(markdown.render(source)) : '';
}
