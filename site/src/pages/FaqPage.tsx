import { PlaceholderPage } from '../components/PlaceholderPage';

export default function FaqPage() {
  return (
    <PlaceholderPage title="Frequently Asked Questions">
      Answers to the questions beer lovers ask us most.
    </PlaceholderPage>
  );
}
