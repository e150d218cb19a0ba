import { DateField, DateInput, FunctionField, List, SearchInput, TextField } from 'react-admin';
import type { CouponRedemption } from '@common/schemas/coupons';
import { ResponsiveDatagrid } from '../../layout/ResponsiveDatagrid';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search username, e-mail or code" />,
  <DateInput key="since" source="since" label="Redeemed from" alwaysOn />,
  <DateInput key="until" source="until" label="Redeemed until" alwaysOn />,
];

/** What a percentage redemption still owes: no Stripe discount yet means "owed". */
const discountLabel = (r: CouponRedemption) => {
  if (r.coupon.discountType !== 'percentage') return '—';
  return r.stripeDiscountId ? `Applied (${r.stripeDiscountId})` : 'Owed at next subscription';
};

/** Coupon redemptions with the user and the coupon embedded, newest first. */
export function RedemptionList() {
  return (
    <List
      title="Redemptions"
      filters={filters}
      sort={{ field: 'redeemedAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <ResponsiveDatagrid<CouponRedemption>
        rowClick={false}
        primaryText={(r) => `${r.user.username} · ${r.coupon.code}`}
        secondaryText={(r) => `${r.user.email} · ${discountLabel(r)}`}
        tertiaryText={(r) => new Date(r.redeemedAt).toLocaleDateString()}
      >
        <DateField source="redeemedAt" label="Redeemed" showTime />
        <TextField source="user.username" label="Username" sortBy="username" />
        <TextField source="user.email" label="E-mail" sortBy="email" />
        <TextField source="coupon.code" label="Code" sortBy="code" />
        <TextField source="coupon.discountType" label="Type" sortable={false} />
        <FunctionField<CouponRedemption>
          label="Value"
          sortable={false}
          render={(r) =>
            r.coupon.discountType === 'percentage' ? `${r.coupon.discountValue}%` : '—'
          }
        />
        <FunctionField<CouponRedemption> label="Discount" sortable={false} render={discountLabel} />
      </ResponsiveDatagrid>
    </List>
  );
}
