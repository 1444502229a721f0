import { blogAudienceRoute } from '@/components/blog/blogAudienceRoute';

const route = blogAudienceRoute('employer');
export const generateMetadata = route.generateMetadata;
export default route.Page;
