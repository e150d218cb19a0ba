import { LegalDocument } from '../components/public/LegalDocument';
import { TERMS_INTRO, TERMS_SECTIONS } from '../content/terms-of-service';

export default function TermsPage() {
  return <LegalDocument title="Terms of Service" intro={TERMS_INTRO} sections={TERMS_SECTIONS} />;
}
