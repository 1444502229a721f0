import LabelIcon from '@mui/icons-material/LabelOutlined';
import type { ResourceProps } from 'react-admin';
import { BlogTagCreate, BlogTagEdit } from './BlogTagForm';
import { BlogTagList } from './BlogTagList';

export const blogTags: ResourceProps = {
  name: 'blog_tags',
  list: BlogTagList,
  edit: BlogTagEdit,
  create: BlogTagCreate,
  icon: LabelIcon,
  recordRepresentation: 'name',
};
