import FeedbackIcon from '@mui/icons-material/FeedbackOutlined';
import type { ResourceProps } from 'react-admin';
import { FeedbackList } from './FeedbackList';
import { FeedbackShow } from './FeedbackShow';

export const feedbacks: ResourceProps = {
  name: 'feedbacks',
  list: FeedbackList,
  show: FeedbackShow,
  icon: FeedbackIcon,
};
