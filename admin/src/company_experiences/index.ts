import ExperienceIcon from '@mui/icons-material/ForumOutlined';
import type { ResourceProps } from 'react-admin';
import { CompanyExperienceList } from './CompanyExperienceList';
import { CompanyExperienceShow } from './CompanyExperienceShow';

export const companyExperiences: ResourceProps = {
  name: 'company_experiences',
  list: CompanyExperienceList,
  show: CompanyExperienceShow,
  icon: ExperienceIcon,
};
