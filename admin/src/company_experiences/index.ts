import ExperienceIcon from '@mui/icons-material/ForumOutlined';
import type { ResourceProps } from 'react-admin';
import { CompanyExperienceList } from './CompanyExperienceList';
import { CompanyExperienceShow } from './CompanyExperienceShow';

export const companyExperiences: ResourceProps = {
  name: 'company_experiences',
  list: CompanyExperienceList,
  show: CompanyExperienceShow,
  icon: ExperienceIcon,
  // An experience has no title: its opening words name it in the page title and dialogs.
  recordRepresentation: (record) => {
    const body = String(record.body ?? '').replace(/\s+/g, ' ').trim();
    if (body.length <= 48) return body || `#${record.id}`;
    const cut = body.slice(0, 48);
    return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : 47).replace(/[\s,;:.]+$/, '')}…`;
  },
};
