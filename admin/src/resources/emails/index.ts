import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { EmailList } from './EmailList';
import { EmailShow } from './EmailShow';

/** The console's emails tab (spec 2): `<Resource {...emailsResource} />` in App.tsx. */
export const emailsResource = {
  name: 'emails',
  list: EmailList,
  show: EmailShow,
  icon: MarkEmailReadIcon,
  options: { label: 'Emails' },
};
