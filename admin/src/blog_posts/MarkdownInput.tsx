import { Box, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { FormDataConsumer, TextInput, useTranslate } from 'react-admin';
import { API_URL, authorizedFetch } from '../session';

/** How long typing pauses before the preview is rendered again. */
const PREVIEW_DELAY_MS = 300;

/** null while the first rendering of the text is on its way. */
type Preview = { html: string } | { failed: true } | null;

/**
 * The article as the site will show it: the API renders the Markdown with the same renderer
 * whose HTML the site serves, so what the editor sees is what readers get.
 */
function MarkdownPreview({ markdown, testId }: { markdown: string; testId: string }) {
  const translate = useTranslate();
  const [preview, setPreview] = useState<Preview>(null);
  useEffect(() => {
    if (!markdown.trim()) {
      setPreview({ html: '' });
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      authorizedFetch(`${API_URL}/blog_posts/render`, { method: 'POST', body: JSON.stringify({ markdown }) })
        .then(({ json }) => current && setPreview({ html: (json as { html: string }).html }))
        .catch(() => current && setPreview({ failed: true }));
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [markdown]);
  return (
    <Paper variant="outlined" sx={{ p: 2, minHeight: 120 }}>
      <Typography variant="overline" component="p" color="text.secondary">
        {translate('shigoto.blog_posts.preview')}
      </Typography>
      {preview === null ? (
        <Typography color="text.secondary">…</Typography>
      ) : 'failed' in preview ? (
        <Typography color="error">{translate('shigoto.blog_posts.preview_failed')}</Typography>
      ) : preview.html ? (
        // Safe to insert: the renderer keeps only its allowlist of tags, attributes and link schemes.
        <Box
          data-testid={testId}
          sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%' }, '& pre': { overflowX: 'auto', bgcolor: 'grey.100', p: 1 } }}
          dangerouslySetInnerHTML={{ __html: preview.html }}
        />
      ) : (
        <Typography color="text.secondary">{translate('shigoto.blog_posts.preview_empty')}</Typography>
      )}
    </Paper>
  );
}

/** A Markdown text area with its live preview under it. */
export function MarkdownInput({ source }: { source: string }) {
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput source={source} multiline minRows={10} fullWidth helperText="shigoto.blog_posts.markdown_hint" />
      <FormDataConsumer>
        {({ formData }) => <MarkdownPreview markdown={String(formData[source] ?? '')} testId={`preview-${source}`} />}
      </FormDataConsumer>
    </Box>
  );
}
