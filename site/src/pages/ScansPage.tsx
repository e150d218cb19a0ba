import { PlaceholderPage } from '../components/PlaceholderPage';

export default function ScansPage() {
  return (
    <PlaceholderPage title="Recent Scans" wide>
      Your latest shelf and tap scans will be listed here.
    </PlaceholderPage>
  );
}
