import SubmissionIcon from '@mui/icons-material/DomainAddOutlined';
import type { ResourceProps } from 'react-admin';
import { CompanySubmissionList } from './CompanySubmissionList';
import { CompanySubmissionShow } from './CompanySubmissionShow';

export const companySubmissions: ResourceProps = {
  name: 'company_submissions',
  list: CompanySubmissionList,
  show: CompanySubmissionShow,
  icon: SubmissionIcon,
  recordRepresentation: 'company_name',
};
