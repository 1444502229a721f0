import StaffIcon from '@mui/icons-material/SupervisorAccountOutlined';
import type { ResourceProps } from 'react-admin';
import { StaffUserInvite } from './StaffUserInvite';
import { StaffUserList } from './StaffUserList';
import { StaffUserShow } from './StaffUserShow';

export const staffUsers: ResourceProps = {
  name: 'staff_users',
  list: StaffUserList,
  show: StaffUserShow,
  create: StaffUserInvite,
  icon: StaffIcon,
  recordRepresentation: 'name',
};
