import { Box, Stack, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { AutocompleteInput, ReferenceInput, useGetOne, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { MediaPreview, type MediaRecord } from '../media/MediaThumbnail';
import { MediaUploadButton } from '../media/MediaUploadButton';

function CoverOption() {
  const media = useRecordContext<MediaRecord>();
  if (!media) return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <MediaPreview media={media} size={40} />
      <Typography variant="body2" noWrap>
        {media.name}
      </Typography>
    </Stack>
  );
}

/** The chosen cover, or the address of a cover set before the media library. */
function ChosenCover() {
  const id = useWatch({ name: 'cover_media_id' }) as number | null | undefined;
  const legacyUrl = useWatch({ name: 'cover_image_url' }) as string | null | undefined;
  const translate = useTranslate();
  const { data: media } = useGetOne<MediaRecord & { id: number }>('media', { id: id! }, { enabled: Boolean(id) });
  if (id && media) {
    return (
      <Box data-testid="cover-preview">
        <MediaPreview media={media} size={160} />
      </Box>
    );
  }
  // Posts written before the library keep their cover address until a library image replaces it.
  if (!id && legacyUrl) return <Typography variant="body2">{translate('shigoto.blog_posts.cover_legacy', { url: legacyUrl })}</Typography>;
  return null;
}

/** The post's cover, picked from the media library by name or alt text, or uploaded into it from here. */
export function CoverInput() {
  const { setValue } = useFormContext();
  const notify = useNotify();
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <ReferenceInput source="cover_media_id" reference="media" sort={{ field: 'created_at', order: 'DESC' }} perPage={20}>
          <AutocompleteInput
            optionText={<CoverOption />}
            inputText={(media: MediaRecord) => media.name}
            matchSuggestion={() => true}
            filterToQuery={(q: string) => ({ q })}
            helperText="shigoto.blog_posts.cover_hint"
            fullWidth
          />
        </ReferenceInput>
        <MediaUploadButton
          testId="cover-file"
          onUploaded={(media) => {
            setValue('cover_media_id', media.id, { shouldDirty: true });
            notify('shigoto.blog_posts.cover_uploaded', { type: 'success' });
          }}
        />
      </Stack>
      <ChosenCover />
    </Stack>
  );
}
