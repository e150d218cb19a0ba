import { PlaceholderPage } from '../components/PlaceholderPage';

export default function PrivacyPage() {
  return (
    <PlaceholderPage title="Privacy Policy">
      How BeerScout handles your data, last updated June 30, 2025.
    </PlaceholderPage>
  );
}
