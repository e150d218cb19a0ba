import { PlaceholderPage } from '../components/PlaceholderPage';

export default function ContactPage() {
  return (
    <PlaceholderPage title="Contact Us">
      Questions or feedback? Our support team answers within 24 hours.
    </PlaceholderPage>
  );
}
