import { surveyRoute } from '@/components/reviews/surveyRoute';

const route = surveyRoute('remote');
export const generateMetadata = route.generateMetadata;
export default route.Page;
