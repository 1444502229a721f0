import { Box, Typography } from '@mui/material';
import { DateField, EditButton, FunctionField, Link, NumberField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { MOMENT_FORMAT } from '../common/dateFormats';
import { MediaCopyButtons } from './MediaCopyButtons';
import { MediaDeleteButton } from './MediaDeleteButton';
import { thumbnailUrl, type MediaRecord } from './MediaThumbnail';

/** The image at up to 800 px wide, in its own proportions. */
function LargePreview() {
  const media = useRecordContext<MediaRecord>();
  if (!media) return null;
  return (
    <Box
      component="img"
      src={thumbnailUrl(media, 800)}
      alt={media.alt_text ?? media.name}
      width={media.width}
      height={media.height}
      sx={{ maxWidth: '100%', width: 800, height: 'auto', aspectRatio: `${media.width} / ${media.height}`, objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 1 }}
    />
  );
}

/** The resized copies, or that they are still being made; `label` is read by the show layout. */
function VariantsField(_props: { label: string }) {
  const media = useRecordContext<MediaRecord>();
  const translate = useTranslate();
  if (!media) return null;
  if (!media.variants.length) return <Typography variant="body2">{translate('shigoto.media.variants_pending')}</Typography>;
  return (
    <Typography variant="body2" component="div">
      {media.variants.map((v) => (
        <div key={v.url}>
          <a href={v.url} target="_blank" rel="noreferrer">{`${v.format.toUpperCase()} ${v.width}×${v.height}`}</a>
        </div>
      ))}
    </Typography>
  );
}

/** The blog posts that show the image as their cover, each a link to its editor; why it cannot be deleted. */
function CoverOfField(_props: { label: string }) {
  const media = useRecordContext<MediaRecord>();
  const translate = useTranslate();
  if (!media?.cover_of?.length) return <Typography variant="body2">—</Typography>;
  return (
    <Box>
      <Typography variant="body2" component="div">
        {media.cover_of.map((slug) => (
          <div key={slug}>
            <Link to={`/blog_posts?filter=${encodeURIComponent(JSON.stringify({ q: slug }))}`}>{slug}</Link>
          </div>
        ))}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('shigoto.media.delete.in_use')}
      </Typography>
    </Box>
  );
}

export function MediaShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <EditButton />
          <MediaDeleteButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <LargePreview />
        <MediaCopyButtons />
        <TextField source="name" />
        <TextField source="alt_text" emptyText="—" />
        <FunctionField source="width" label="resources.media.fields.size" render={(media: MediaRecord) => `${media.width}×${media.height}`} />
        <NumberField source="byte_size" options={{ style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }} transform={(bytes: number) => bytes / 1024} />
        <TextField source="url" sx={{ overflowWrap: 'anywhere' }} />
        <VariantsField label="resources.media.fields.variants" />
        <CoverOfField label="resources.media.fields.cover_of" />
        <DateField source="created_at" showTime options={MOMENT_FORMAT} />
      </SimpleShowLayout>
    </Show>
  );
}
