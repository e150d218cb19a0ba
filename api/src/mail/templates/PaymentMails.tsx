import { Button, Text } from '@react-email/components';
import { Layout, siteLink } from './Layout';

type Common = { baseUrl: string; name: string };

export function PremiumStartedMail({
  baseUrl,
  name,
  amount,
  periodStart,
  periodEnd,
}: Common & { amount: string; periodStart: string; periodEnd: string }) {
  return (
    <Layout preview="Welcome to BeerScout Premium" baseUrl={baseUrl}>
      <Text>Hi {name},</Text>
      <Text>
        Thank you: your payment of {amount} went through and BeerScout Premium is on for the period
        from {periodStart} to {periodEnd}. You now get 100 analyses a month, complete scan results,
        detailed beer information, style recommendations and your own collection categories.
      </Text>
      <Button href={siteLink(baseUrl, '/premium')}>Manage your subscription</Button>
    </Layout>
  );
}

export function PaymentFailedMail({ baseUrl, name, amount }: Common & { amount: string }) {
  return (
    <Layout preview="Your BeerScout Premium payment failed" baseUrl={baseUrl}>
      <Text>Hi {name},</Text>
      <Text>
        We could not take your Premium payment of {amount}. Your card provider will try again over
        the next days; to keep Premium, please update your payment method.
      </Text>
      <Button href={siteLink(baseUrl, '/premium')}>Update payment method</Button>
    </Layout>
  );
}

export function SubscriptionCancelledMail({ baseUrl, name, endsOn }: Common & { endsOn: string }) {
  return (
    <Layout preview="Your BeerScout Premium subscription was cancelled" baseUrl={baseUrl}>
      <Text>Hi {name},</Text>
      <Text>
        Your Premium subscription is cancelled and will not renew. You keep every Premium benefit
        until {endsOn}; after that your account is on the Free plan. Changed your mind? Resume it
        before then.
      </Text>
      <Button href={siteLink(baseUrl, '/premium')}>Resume Premium</Button>
    </Layout>
  );
}
