import LeadIcon from '@mui/icons-material/HandshakeOutlined';
import type { ResourceProps } from 'react-admin';
import { CompanyLeadList } from './CompanyLeadList';
import { CompanyLeadShow } from './CompanyLeadShow';

export const companyLeads: ResourceProps = {
  name: 'company_leads',
  list: CompanyLeadList,
  show: CompanyLeadShow,
  icon: LeadIcon,
  recordRepresentation: 'company_name',
};
