import ContractIcon from '@mui/icons-material/HandshakeOutlined';
import type { ResourceProps } from 'react-admin';
import { ContractCreate, ContractEdit } from './ContractEdit';
import { ContractList } from './ContractList';

export const companyContracts: ResourceProps = {
  name: 'company_contracts',
  list: ContractList,
  create: ContractCreate,
  edit: ContractEdit,
  icon: ContractIcon,
  // A string (page titles take no element): the company and the days, which tell contracts apart.
  recordRepresentation: (record) => `${record.company_name ?? ''} ${record.starts_on} – ${record.ends_on}`.trim(),
};
