import { blogAudienceRoute } from '@/components/blog/blogAudienceRoute';

const route = blogAudienceRoute('seeker');
export const generateMetadata = route.generateMetadata;
export default route.Page;
