import RedeemIcon from '@mui/icons-material/Redeem';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../lazy';

/** Who redeemed which coupon, with search and a date filter. */
export const redemptionsResource: ResourceProps = {
  name: 'coupon-redemptions',
  icon: RedeemIcon,
  options: { label: 'Redemptions' },
  list: lazyNamed(() => import('./RedemptionList'), 'RedemptionList'),
};
