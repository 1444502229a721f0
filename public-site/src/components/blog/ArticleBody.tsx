import Box from '@mui/material/Box';
import { servedArticleHtml } from '@shigoto/db/markdown';

const SITE_LINK = /(<a\b[^>]*?\shref=")(\/(?!\/)[^"]*)"/g;

/**
 * The body's links to pages of this site, as followed from the page showing it (`href`: the
 * page's own link builder): a Japanese page's article leads on in Japanese. Attribute values come
 * entity-escaped from the sanitizer, so the path is read unescaped and written escaped again.
 */
export function withSiteLinks(html: string, href: (path: string) => string): string {
  return html.replace(SITE_LINK, (_match, start: string, escaped: string) => {
    const path = escaped.replace(/&amp;/g, '&');
    return `${start}${href(path).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
  });
}

/**
 * An article's body as its editor wrote it (headings, lists, links, code, emphasis, images). The
 * HTML comes from the shared Markdown renderer and is sanitized again here with the same allowlist,
 * so no markup outside it (scripts, handlers, other schemes) ever reaches the page. Its links to
 * this site's pages keep the page's language.
 */
export function ArticleBody({ html, href }: { html: string | null | undefined; href: (path: string) => string }) {
  return (
    <Box
      data-testid="article-body"
      sx={{
        typography: 'body1',
        lineHeight: 1.8,
        overflowWrap: 'anywhere',
        '& h1, & h2': { typography: 'h2', mt: 4, mb: 1.5 },
        '& h3, & h4, & h5, & h6': { typography: 'h3', mt: 3, mb: 1 },
        '& p': { mt: 0, mb: 2 },
        '& ul, & ol': { pl: 3, mb: 2 },
        '& li': { mb: 0.5 },
        '& a': { color: 'primary.main' },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& code': { fontFamily: 'monospace', fontSize: '0.9em', bgcolor: 'grey.100', px: 0.5, borderRadius: 0.5 },
        '& pre': { bgcolor: 'grey.100', p: 2, borderRadius: 1, overflowX: 'auto', mb: 2 },
        '& pre code': { p: 0, bgcolor: 'transparent' },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
        '& table': { borderCollapse: 'collapse', mb: 2, display: 'block', overflowX: 'auto' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
      }}
      dangerouslySetInnerHTML={{ __html: withSiteLinks(servedArticleHtml(html), href) }}
    />
  );
}
