import { APP_VERSION, TAGLINE } from '@common/plans';
import { HelpFaqList } from '../components/public/HelpFaqList';
import { HelpFeatureGrid } from '../components/public/HelpFeatureGrid';
import { HelpPlansCard } from '../components/public/HelpPlansCard';
import { HelpSection } from '../components/public/HelpSection';
import { HelpSidebar } from '../components/public/HelpSidebar';
import { HelpSupportCard } from '../components/public/HelpSupportCard';
import { cardClass } from '../components/ui/styles';
import { useDocumentTitle } from '../hooks/use-document-title';

/** Help & Info (spec section 2, public per decisions.md 3): what BeerScout does and where to ask. */
export default function HelpPage() {
  useDocumentTitle(
    'Help & Info',
    'How BeerScout works: the camera scanner, results, ratings, your collection, Memory Lane and the plans.',
  );
  return (
    <div>
      <h1 className="text-3xl font-bold text-amber-950">Help &amp; Info</h1>
      <p className="mt-2 text-lg text-stone-700">
        How BeerScout works, answers to common questions and how to reach us.
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[11rem_minmax(0,1fr)]">
        <HelpSidebar />
        <div className="min-w-0 space-y-12">
          <HelpSection id="about" title="About BeerScout">
            <div className={cardClass}>
              <p className="text-lg font-semibold text-amber-950">{TAGLINE}</p>
              <p className="mt-2 text-stone-700">
                Photograph a beer shelf or a tap list and BeerScout names every beer it can read,
                with honest ratings from named sources, so you can pick a great one.
              </p>
              <p className="mt-3 text-sm font-medium text-stone-700">Version {APP_VERSION}</p>
            </div>
          </HelpSection>
          <HelpSection id="features" title="Features">
            <HelpFeatureGrid />
          </HelpSection>
          <HelpSection id="faq" title="Common questions">
            <HelpFaqList />
          </HelpSection>
          <HelpSection id="plans" title="Subscription plans">
            <HelpPlansCard />
          </HelpSection>
          <HelpSection id="support" title="Contact support">
            <HelpSupportCard />
          </HelpSection>
        </div>
      </div>
    </div>
  );
}
