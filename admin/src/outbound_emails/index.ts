import MailIcon from '@mui/icons-material/EmailOutlined';
import type { ResourceProps } from 'react-admin';
import { OutboundEmailList } from './OutboundEmailList';
import { OutboundEmailShow } from './OutboundEmailShow';

export const outboundEmails: ResourceProps = {
  name: 'outbound_emails',
  list: OutboundEmailList,
  show: OutboundEmailShow,
  icon: MailIcon,
  recordRepresentation: 'subject',
};
