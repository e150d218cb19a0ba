import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../lazy';

/** The console's emails tab (spec 2): `<Resource {...emailsResource} />` in App.tsx. */
export const emailsResource: ResourceProps = {
  name: 'emails',
  list: lazyNamed(() => import('./EmailList'), 'EmailList'),
  show: lazyNamed(() => import('./EmailShow'), 'EmailShow'),
  icon: MarkEmailReadIcon,
  options: { label: 'Emails' },
};
