import CardMembershipIcon from '@mui/icons-material/CardMembership';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../lazy';

/** Card subscriptions: status, period end, cancel at period end; an admin can cancel one. */
export const subscriptionsResource: ResourceProps = {
  name: 'subscriptions',
  icon: CardMembershipIcon,
  list: lazyNamed(() => import('./SubscriptionList'), 'SubscriptionList'),
};
