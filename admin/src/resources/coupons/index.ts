import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../lazy';

/** Coupon batches: search and filters, create a batch, activate, delete, export as CSV. */
export const couponsResource: ResourceProps = {
  name: 'coupons',
  icon: LocalOfferIcon,
  list: lazyNamed(() => import('./CouponList'), 'CouponList'),
  create: lazyNamed(() => import('./CouponCreate'), 'CouponCreate'),
};
