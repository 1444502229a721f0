/** Company names are shortened to 29 characters, other text to 120 by default. */
export const COMPANY_NAME_MAX_LENGTH = 29;
const DEFAULT_MAX_LENGTH = 120;

/** Cuts text to at most `maxLength` characters, the last being an ellipsis when something was cut. */
export function shorten(text: string, maxLength = DEFAULT_MAX_LENGTH): string {
  const characters = Array.from(text);
  return characters.length <= maxLength ? text : `${characters.slice(0, maxLength - 1).join('').trimEnd()}…`;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    const codePoint = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
  });
}

/**
 * Job text may arrive as sanitized HTML. The site never renders markup: it keeps the
 * structure (paragraphs, line breaks, list items) and drops every tag.
 */
function toPlainText(text: string): string {
  const withBreaks = text
    .replace(/\r\n?/g, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<\/li>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|ul|ol|blockquote|section|table|tr)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(withBreaks)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The API's fallback for missing text: a lone dash. */
const MISSING_TEXT = '-';

/** Paragraphs of a text field; empty when the field is missing. Single newlines stay inside a paragraph. */
export function toParagraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  return toPlainText(text)
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph && paragraph !== MISSING_TEXT);
}

/** A text field worth showing, or null when it is empty or the API's dash. */
export function presentText(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed && trimmed !== MISSING_TEXT ? trimmed : null;
}

/** A text field for display: the product's dash ('-') when it is missing. */
export function orDash(text: string | null | undefined): string {
  return presentText(text) ?? MISSING_TEXT;
}
