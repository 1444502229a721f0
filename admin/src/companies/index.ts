import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import type { ResourceProps } from 'react-admin';
import { CompanyCreate } from './CompanyCreate';
import { CompanyEdit } from './CompanyEdit';
import { CompanyList } from './CompanyList';
import { CompanyShow } from './CompanyShow';

export const companies: ResourceProps = {
  name: 'companies',
  list: CompanyList,
  show: CompanyShow,
  edit: CompanyEdit,
  create: CompanyCreate,
  icon: BusinessIcon,
  recordRepresentation: 'name',
};
