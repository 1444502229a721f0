import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import type { ResourceProps } from 'react-admin';
import { EmployerList } from './EmployerList';
import { EmployerShow } from './EmployerShow';

export const employers: ResourceProps = {
  name: 'employers',
  list: EmployerList,
  show: EmployerShow,
  icon: BadgeIcon,
  recordRepresentation: 'email',
};
