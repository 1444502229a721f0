import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import type { ResourceProps } from 'react-admin';
import { HiringReportList } from './HiringReportList';
import { HiringReportShow } from './HiringReportShow';

export const hiringReports: ResourceProps = {
  name: 'hiring_reports',
  list: HiringReportList,
  show: HiringReportShow,
  icon: HandshakeIcon,
  recordRepresentation: 'full_name',
};
