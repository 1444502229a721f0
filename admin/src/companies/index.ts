import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import type { ResourceProps } from 'react-admin';
import { CompanyList } from './CompanyList';
import { CompanyShow } from './CompanyShow';

export const companies: ResourceProps = {
  name: 'companies',
  list: CompanyList,
  show: CompanyShow,
  icon: BusinessIcon,
  recordRepresentation: 'name',
};
