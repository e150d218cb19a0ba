import { PlaceholderPage } from '../components/PlaceholderPage';

/** A fixed public page, handy for checking the site is up without signing in. */
export default function PublicTestPage() {
  return (
    <PlaceholderPage title="Public Test Page">
      This page is public: it is reachable without logging in.
    </PlaceholderPage>
  );
}
