import { blogTagRoute } from '@/components/blog/blogTagRoute';

const route = blogTagRoute();
export const generateMetadata = route.generateMetadata;
export default route.Page;
