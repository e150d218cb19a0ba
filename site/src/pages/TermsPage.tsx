import { PlaceholderPage } from '../components/PlaceholderPage';

export default function TermsPage() {
  return (
    <PlaceholderPage title="Terms of Service">
      The terms for using BeerScout, last updated June 30, 2025.
    </PlaceholderPage>
  );
}
