import WorkIcon from '@mui/icons-material/WorkOutlined';
import type { ResourceProps } from 'react-admin';
import { JobEdit } from './JobEdit';
import { JobList } from './JobList';
import { JobShow } from './JobShow';

export const jobs: ResourceProps = {
  name: 'jobs',
  list: JobList,
  show: JobShow,
  edit: JobEdit,
  icon: WorkIcon,
  recordRepresentation: 'title',
};
