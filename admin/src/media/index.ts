import ImageIcon from '@mui/icons-material/PhotoLibraryOutlined';
import type { ResourceProps } from 'react-admin';
import { MediaEdit } from './MediaEdit';
import { MediaList } from './MediaList';
import { MediaShow } from './MediaShow';

export const media: ResourceProps = {
  name: 'media',
  list: MediaList,
  show: MediaShow,
  edit: MediaEdit,
  icon: ImageIcon,
  recordRepresentation: 'name',
};
