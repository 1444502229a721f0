import { NotFoundContent, notFoundMetadata } from '@/components/errors/NotFoundPage';

export const generateMetadata = notFoundMetadata;

/** The 404 page of a page in this group that finds nothing to show, under the group's header. */
export default NotFoundContent;
