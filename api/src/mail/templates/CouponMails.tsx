import { Button, Text } from '@react-email/components';
import type { DiscountType } from '@common/plans';
import { Layout, siteLink } from './Layout';

export type CouponRedeemedProps = {
  baseUrl: string;
  name: string;
  code: string;
  discountType: DiscountType;
  discountValue: number;
  /** ISO time premium from this coupon ends; null for lifetime and percentage coupons. */
  premiumUntil: string | null;
};

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** What the coupon gave, in one sentence. */
function granted(p: CouponRedeemedProps): string {
  if (p.discountType === 'percentage')
    return `${p.discountValue}% off your Premium subscription, taken off when you subscribe.`;
  if (!p.premiumUntil) return 'BeerScout Premium for life.';
  return `BeerScout Premium until ${longDate(p.premiumUntil)}.`;
}

export function CouponRedeemedMail(props: CouponRedeemedProps) {
  return (
    <Layout preview="Your BeerScout coupon was redeemed" baseUrl={props.baseUrl}>
      <Text>Hi {props.name},</Text>
      <Text>
        You redeemed the coupon {props.code}. It gives you {granted(props)}
      </Text>
      <Button href={siteLink(props.baseUrl, '/premium')}>See your plan</Button>
    </Layout>
  );
}
