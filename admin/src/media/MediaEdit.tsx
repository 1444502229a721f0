import { Edit, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { MediaDeleteButton } from './MediaDeleteButton';
import { MediaThumbnail } from './MediaThumbnail';

/** Only the alt text is editable: a different image is a new upload. */
export function MediaEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            <MediaDeleteButton />
          </Toolbar>
        }
      >
        <MediaThumbnail size={160} />
        <TextInput source="alt_text" helperText="shigoto.media.alt_text_hint" multiline fullWidth />
      </SimpleForm>
    </Edit>
  );
}
