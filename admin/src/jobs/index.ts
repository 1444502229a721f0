import WorkIcon from '@mui/icons-material/WorkOutlined';
import type { ResourceProps } from 'react-admin';
import { JobList } from './JobList';
import { JobShow } from './JobShow';

export const jobs: ResourceProps = {
  name: 'jobs',
  list: JobList,
  show: JobShow,
  icon: WorkIcon,
  recordRepresentation: 'title',
};
