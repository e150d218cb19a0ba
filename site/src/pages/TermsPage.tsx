import { LegalDocument } from '../components/public/LegalDocument';
import { TERMS_INTRO, TERMS_SECTIONS } from '../content/terms-of-service';

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      description="The terms for using BeerScout: accounts for people 21 or older, plans, honest ratings, and how disputes are settled."
      intro={TERMS_INTRO}
      sections={TERMS_SECTIONS}
    />
  );
}
