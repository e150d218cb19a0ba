import MailIcon from '@mui/icons-material/Mail';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../lazy';

/** What visitors sent through the Contact page. */
export const contactMessagesResource: ResourceProps = {
  name: 'contact-messages',
  icon: MailIcon,
  options: { label: 'Messages' },
  list: lazyNamed(() => import('./ContactMessageList'), 'ContactMessageList'),
};
