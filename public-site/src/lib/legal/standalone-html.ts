import { dictionaryFor } from '@/i18n/dictionaries';
import { htmlLanguageCode, type Language } from '@/i18n/language';
import { formatDate } from '@/lib/format/date';
import { interpolate } from '@/lib/format/template';
import { PRIVACY_PATH } from '@/lib/routes';
import { CONTACT_EMAIL } from '@/lib/site';
import { withEmail, type LegalDocument } from './document';

/** The standalone documents' own styles: a static file, since the pages' Content-Security-Policy allows the site's own stylesheets. */
export const LEGAL_STYLESHEET = '/legal.css';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => ENTITIES[character]);

function inline(text: string): string {
  return withEmail(text)
    .map((part) => ('email' in part ? `<a href="mailto:${escape(CONTACT_EMAIL)}">${escape(CONTACT_EMAIL)}</a>` : escape(part.text)))
    .join('');
}

const paragraphs = (texts: string[] = []) => texts.map((text) => `<p>${inline(text)}</p>`).join('\n');

/**
 * A legal text as a document of its own, without the site's layout, header or scripts: readable
 * as it is, printable, and linkable from anywhere (the product's `/terms_of_service_{en,ja}.html`).
 */
export function standaloneHtml(document: LegalDocument, language: Language): string {
  const t = dictionaryFor(language);
  const privacyHref = language === 'jp' ? `/jp${PRIVACY_PATH}` : PRIVACY_PATH;
  const sections = document.sections
    .map(
      (section, index) => `<section>
<h2>${index + 1}. ${escape(section.heading)}</h2>
${paragraphs(section.paragraphs)}
${section.items ? `<ul>\n${section.items.map((item) => `<li>${inline(item)}</li>`).join('\n')}\n</ul>` : ''}
${paragraphs(section.after)}
</section>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="${htmlLanguageCode(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.title)}</title>
<link rel="stylesheet" href="${LEGAL_STYLESHEET}">
</head>
<body>
<main>
<h1>${escape(document.title)}</h1>
<p class="updated">${escape(interpolate(t.privacy.updated, { date: formatDate(document.updated, language) ?? document.updated }))}</p>
${paragraphs(document.intro)}
${sections}
<footer><a href="${privacyHref}">${escape(t.footer.links.privacy)}</a> · <a href="${language === 'jp' ? '/jp' : '/'}">Shigoto</a></footer>
</main>
</body>
</html>
`;
}

/** The route handler of a standalone document: `export const GET = standaloneRoute(TERMS_OF_SERVICE, 'en')`. */
export function standaloneRoute(texts: Record<Language, LegalDocument>, language: Language): () => Response {
  return () => new Response(standaloneHtml(texts[language], language), { headers: { 'content-type': 'text/html; charset=utf-8' } });
}
