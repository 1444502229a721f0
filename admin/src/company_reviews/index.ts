import ReviewIcon from '@mui/icons-material/RateReviewOutlined';
import type { ResourceProps } from 'react-admin';
import { CompanyReviewList } from './CompanyReviewList';
import { CompanyReviewShow } from './CompanyReviewShow';

export const companyReviews: ResourceProps = {
  name: 'company_reviews',
  list: CompanyReviewList,
  show: CompanyReviewShow,
  icon: ReviewIcon,
  recordRepresentation: 'title',
};
