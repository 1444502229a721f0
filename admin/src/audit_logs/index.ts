import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import type { ResourceProps } from 'react-admin';
import { AuditLogList } from './AuditLogList';
import { AuditLogShow } from './AuditLogShow';

export const auditLogs: ResourceProps = {
  name: 'audit_logs',
  list: AuditLogList,
  show: AuditLogShow,
  icon: HistoryIcon,
  recordRepresentation: 'action',
};
