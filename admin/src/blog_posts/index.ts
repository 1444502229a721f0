import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import type { ResourceProps } from 'react-admin';
import { BlogPostCreate } from './BlogPostCreate';
import { BlogPostEdit } from './BlogPostEdit';
import { BlogPostList } from './BlogPostList';

export const blogPosts: ResourceProps = {
  name: 'blog_posts',
  list: BlogPostList,
  edit: BlogPostEdit,
  create: BlogPostCreate,
  icon: ArticleIcon,
  recordRepresentation: 'title',
};
