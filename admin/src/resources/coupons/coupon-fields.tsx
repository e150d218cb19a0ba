import Chip from '@mui/material/Chip';
import { FunctionField } from 'react-admin';
import { COUPON_STATUS_LABELS } from '@common/domain/coupons';
import type { Coupon, CouponStatus } from '@common/schemas/coupons';

type FieldProps = { label: string };

const STATUS_COLORS: Record<CouponStatus, 'success' | 'default' | 'warning' | 'info'> = {
  active: 'success',
  inactive: 'default',
  expired: 'warning',
  used_up: 'info',
};

export const StatusField = ({ label }: FieldProps) => (
  <FunctionField<Coupon>
    label={label}
    sortable={false}
    render={(c) => (
      <Chip size="small" label={COUPON_STATUS_LABELS[c.status]} color={STATUS_COLORS[c.status]} />
    )}
  />
);

/** The discount in one column: "10%" for a percentage, else the type (lifetime, yearly). */
export const discountText = (c: Coupon) =>
  c.discountType === 'percentage' ? `${c.discountValue}%` : c.discountType;

export const ValueField = ({ label }: FieldProps) => (
  <FunctionField<Coupon> label={label} sortBy="discountValue" render={discountText} />
);

export const UsesField = ({ label }: FieldProps) => (
  <FunctionField<Coupon>
    label={label}
    sortBy="usedCount"
    render={(c) => `${c.usedCount} / ${c.maxUses}`}
  />
);
