import TimelineIcon from '@mui/icons-material/TimelineOutlined';
import type { ResourceProps } from 'react-admin';
import { TrackingEventList } from './TrackingEventList';

export const trackingEvents: ResourceProps = {
  name: 'tracking_events',
  list: TrackingEventList,
  icon: TimelineIcon,
};
