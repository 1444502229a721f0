import MailIcon from '@mui/icons-material/MarkEmailReadOutlined';
import type { ResourceProps } from 'react-admin';
import { LeadList } from './LeadList';
import { LeadShow } from './LeadShow';

export const leads: ResourceProps = {
  name: 'leads',
  list: LeadList,
  show: LeadShow,
  icon: MailIcon,
  recordRepresentation: 'email',
};
