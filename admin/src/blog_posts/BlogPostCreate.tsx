import { Create } from 'react-admin';
import { BlogPostForm } from './BlogPostForm';

export function BlogPostCreate() {
  return (
    <Create redirect="edit">
      <BlogPostForm />
    </Create>
  );
}
