import { surveyRoute } from '@/components/reviews/surveyRoute';

const route = surveyRoute('designer');
export const generateMetadata = route.generateMetadata;
export default route.Page;
