import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * The one Markdown renderer of articles, for the API (what the site serves) and the console's
 * preview. Raw HTML in the source is kept only as far as the allowlist below permits, so older
 * articles written in HTML stay editable as Markdown; everything else is dropped.
 */
const markdown = new MarkdownIt({ html: true, linkify: true, typographer: false });

/**
 * The same parser that follows every link, so a text's links can be checked as written: the
 * renderer leaves a link it refuses (`javascript:`) as plain text, which no one notices until the
 * page is live.
 */
const linkReader = new MarkdownIt({ html: true, linkify: true });
linkReader.validateLink = () => true;

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

const HTML_LINK = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const HTML_IMAGE = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const attributeValues = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => (match[1] ?? match[2] ?? match[3]).trim());

/** The links a Markdown text makes and the images it shows, raw HTML included, as written. */
export function markdownTargets(source: string | null | undefined): { links: string[]; images: string[] } {
  const links: string[] = [];
  const images: string[] = [];
  const visit = (tokens: ReturnType<MarkdownIt['parse']>) => {
    for (const token of tokens) {
      if (token.type === 'link_open') links.push(token.attrGet('href') ?? '');
      else if (token.type === 'image') images.push(token.attrGet('src') ?? '');
      else if (token.type === 'html_inline' || token.type === 'html_block') {
        links.push(...attributeValues(token.content, HTML_LINK));
        images.push(...attributeValues(token.content, HTML_IMAGE));
      }
      if (token.children) visit(token.children);
    }
  };
  if (source) visit(linkReader.parse(source, {}));
  return { links, images };
}

const SCHEME = /^\s*([a-z][a-z0-9+.-]*):/i;

/** A link an article keeps: http(s), mailto, or one without a scheme (a page of the site, an anchor). */
export function isArticleLink(href: string): boolean {
  const scheme = SCHEME.exec(href)?.[1].toLowerCase();
  return scheme === undefined ? !href.trim().startsWith('//') : ['http', 'https', 'mailto'].includes(scheme);
}

/** An image an article keeps: an http(s) address or an uploaded file. */
export function isArticleImage(src: string): boolean {
  return WEB_URL.test(src) || OWN_FILE.test(src);
}
