import PersonIcon from '@mui/icons-material/PersonOutlined';
import type { ResourceProps } from 'react-admin';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

export const users: ResourceProps = {
  name: 'users',
  list: UserList,
  show: UserShow,
  icon: PersonIcon,
  recordRepresentation: 'email',
};
