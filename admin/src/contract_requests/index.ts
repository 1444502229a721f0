import RequestIcon from '@mui/icons-material/RequestQuoteOutlined';
import type { ResourceProps } from 'react-admin';
import { ContractRequestList } from './ContractRequestList';
import { ContractRequestShow } from './ContractRequestShow';

export const contractRequests: ResourceProps = {
  name: 'contract_requests',
  list: ContractRequestList,
  show: ContractRequestShow,
  icon: RequestIcon,
  recordRepresentation: 'email',
};
