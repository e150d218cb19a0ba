import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../lazy';

/** Accounts: search, the account page with its actions, names and e-mail. */
export const usersResource: ResourceProps = {
  name: 'users',
  icon: PeopleIcon,
  list: lazyNamed(() => import('./UserList'), 'UserList'),
  show: lazyNamed(() => import('./UserShow'), 'UserShow'),
  edit: lazyNamed(() => import('./UserEdit'), 'UserEdit'),
};
