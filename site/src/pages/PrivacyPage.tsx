import { LegalDocument } from '../components/public/LegalDocument';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from '../content/privacy-policy';

export default function PrivacyPage() {
  return <LegalDocument title="Privacy Policy" intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} />;
}
