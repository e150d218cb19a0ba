import HistoryIcon from '@mui/icons-material/History';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../lazy';

/** The audit log: read only. */
export const auditLogResource: ResourceProps = {
  name: 'audit-log',
  icon: HistoryIcon,
  options: { label: 'Audit log' },
  list: lazyNamed(() => import('./AuditList'), 'AuditList'),
};
