import { PlaceholderPage } from '../components/PlaceholderPage';

export default function HelpPage() {
  return (
    <PlaceholderPage title="Help & Info" wide>
      Tips and answers for getting the most out of BeerScout.
    </PlaceholderPage>
  );
}
