import PreviewIcon from '@mui/icons-material/Visibility';
import PublishIcon from '@mui/icons-material/Public';
import UnpublishIcon from '@mui/icons-material/PublicOff';
import { Link, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, Edit, TopToolbar, useNotify, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { VocabularyValue } from '../common/vocabulary';
import { vocabularyLabelKey } from '../common/vocabulary';
import { useSaved } from '../common/useSaved';
import { API_URL, authorizedFetch } from '../session';
import { BlogPostForm } from './BlogPostForm';
import { ConfirmedUpdateButton } from '../common/ConfirmedUpdateButton';

interface BlogPostRecord extends RaRecord {
  slug: string;
  published: boolean;
  status: VocabularyValue<'blog_post_status'>;
}

function PublicationButton({ name }: { name: 'publish' | 'unpublish' }) {
  const key = `shigoto.blog_posts.${name}`;
  const onSuccess = useSaved(`${key}.done`);
  return (
    <ConfirmedUpdateButton
      data={{ published: name === 'publish' }}
      label={`${key}.label`}
      confirmTitle={`${key}.confirm_title`}
      confirmContent={`${key}.confirm_content`}
      onSuccess={onSuccess}
      icon={name === 'publish' ? <PublishIcon /> : <UnpublishIcon />}
    />
  );
}

/** The Japanese page of a site address: the same path under /jp. */
function japaneseUrl(url: string): string {
  const address = new URL(url);
  address.pathname = `/jp${address.pathname}`;
  return address.toString();
}

/** Asks the API for a signed preview link (30 minutes) and offers the post's pages on the site. */
function SitePreviewLinks() {
  const post = useRecordContext<BlogPostRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const [url, setUrl] = useState<string | null>(null);
  if (!post) return null;
  const makeLink = () =>
    authorizedFetch(`${API_URL}/blog_posts/${post.id}/preview_link`)
      .then(({ json }) => setUrl((json as { url: string }).url))
      .catch(() => notify('ra.notification.http_error', { type: 'error' }));
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Tooltip title={translate('shigoto.blog_posts.site_preview_hint')}>
        <span>
          <Button label="shigoto.blog_posts.site_preview" onClick={makeLink}>
            <PreviewIcon />
          </Button>
        </span>
      </Tooltip>
      {url && (
        <>
          <Link href={url} target="_blank" rel="noopener noreferrer" data-testid="preview-link-en">
            {translate('shigoto.blog_posts.open_english')}
          </Link>
          <Link href={japaneseUrl(url)} target="_blank" rel="noopener noreferrer" data-testid="preview-link-ja">
            {translate('shigoto.blog_posts.open_japanese')}
          </Link>
        </>
      )}
    </Stack>
  );
}

function StatusLine() {
  const post = useRecordContext<BlogPostRecord>();
  const translate = useTranslate();
  if (!post) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="post-status" sx={{ mr: 'auto' }}>
      {translate('shigoto.blog_posts.status_line', { status: translate(vocabularyLabelKey('blog_post_status', post.status)) })}
    </Typography>
  );
}

function BlogPostActions() {
  const post = useRecordContext<BlogPostRecord>();
  if (!post) return null;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <StatusLine />
      <SitePreviewLinks />
      <PublicationButton name={post.published ? 'unpublish' : 'publish'} />
    </TopToolbar>
  );
}

// Saving waits for the API: a save can publish or schedule, and deleting is confirmed first.
export function BlogPostEdit() {
  return (
    <Edit actions={<BlogPostActions />} mutationMode="pessimistic">
      <BlogPostForm />
    </Edit>
  );
}
