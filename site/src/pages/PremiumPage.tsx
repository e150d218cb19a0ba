import { PlaceholderPage } from '../components/PlaceholderPage';

export default function PremiumPage() {
  return (
    <PlaceholderPage title="Premium" wide>
      Premium gives you 100 analyses per month, complete results and style recommendations for $4.99
      a month.
    </PlaceholderPage>
  );
}
