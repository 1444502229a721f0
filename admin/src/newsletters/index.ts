import NewsletterIcon from '@mui/icons-material/MarkEmailReadOutlined';
import type { ResourceProps } from 'react-admin';
import { NewsletterCreate, NewsletterEdit } from './NewsletterEdit';
import { NewsletterList } from './NewsletterList';

export const newsletters: ResourceProps = {
  name: 'newsletters',
  list: NewsletterList,
  create: NewsletterCreate,
  edit: NewsletterEdit,
  icon: NewsletterIcon,
  recordRepresentation: 'subject',
};
