import { Stack } from '@mui/material';
import { DataTable, DateField, List, SearchInput, TopToolbar, type RaRecord } from 'react-admin';
import { MOMENT_FORMAT } from '../common/dateFormats';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { MediaCopyButtons } from './MediaCopyButtons';
import { MediaPreview, MediaThumbnail, type MediaRecord } from './MediaThumbnail';
import { LibraryUploadButton } from './MediaUploadButton';

const mediaFilters = [<SearchInput key="q" source="q" alwaysOn />];

const sizeOf = (media: RaRecord) => `${media.width}×${media.height}`;

// Columns the API cannot sort by (see SORTABLE in api/src/admin/media.admin.ts) have sorting off.
export function MediaList() {
  return (
    <List
      filters={mediaFilters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
      // An empty library still shows its upload button.
      empty={false}
      actions={
        <TopToolbar>
          <LibraryUploadButton />
        </TopToolbar>
      }
    >
      <ResponsiveDataTable
        leftAvatar={(media: RaRecord) => <MediaPreview media={media as MediaRecord} size={40} />}
        primaryText={(media: RaRecord) => media.name}
        secondaryText={(media: RaRecord) => media.alt_text ?? ''}
        tertiaryText={sizeOf}
        table={
          <DataTable rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="url" label="resources.media.fields.preview" disableSort>
              <MediaThumbnail />
            </DataTable.Col>
            <DataTable.Col source="name" />
            <DataTable.Col source="alt_text" disableSort />
            <DataTable.Col source="width" label="resources.media.fields.size" disableSort render={sizeOf} />
            <DataTable.Col source="created_at">
              <DateField source="created_at" showTime options={MOMENT_FORMAT} />
            </DataTable.Col>
            <DataTable.Col label="resources.media.fields.copy" disableSort>
              <Stack onClick={(event) => event.stopPropagation()}>
                <MediaCopyButtons />
              </Stack>
            </DataTable.Col>
          </DataTable>
        }
      />
    </List>
  );
}
