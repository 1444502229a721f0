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
  recordRepresentation: (record) => `${record.company_name ?? ''} ${record.plan} ${record.starts_on}`,
};
