import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import type { ResourceProps } from 'react-admin';
import { NowHiringReportList } from './NowHiringReportList';
import { NowHiringReportShow } from './NowHiringReportShow';

export const nowHiringReports: ResourceProps = {
  name: 'now_hiring_reports',
  list: NowHiringReportList,
  show: NowHiringReportShow,
  icon: CampaignIcon,
  recordRepresentation: 'company_name',
};
