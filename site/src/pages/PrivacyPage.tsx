import { LegalDocument } from '../components/public/LegalDocument';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from '../content/privacy-policy';

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      description="What BeerScout stores and why: no original photos, thumbnails deleted after 90 days, no location, and your data to export or delete."
      intro={PRIVACY_INTRO}
      sections={PRIVACY_SECTIONS}
    />
  );
}
