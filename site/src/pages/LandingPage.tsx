import { useEffect } from 'react';
import { Link } from 'react-router';
import { TAGLINE } from '@common/plans';
import { FeaturesSection, HowItWorksSection } from '../components/landing/InfoSections';
import { PricingSection } from '../components/landing/PricingSection';
import { buttonClass } from '../components/ui/styles';
import { useAdminOnlyNotice } from '../hooks/use-admin-only-notice';

/** The landing page: eager, so the first visit paints without waiting for another chunk. */
export default function LandingPage() {
  useAdminOnlyNotice();
  useEffect(() => {
    document.title = `BeerScout — ${TAGLINE}`;
  }, []);

  return (
    <>
      <section className="bg-gradient-to-b from-amber-100 to-amber-50 py-16 md:py-24">
        <div className="mx-auto max-w-4xl px-4 text-center">
          <h1 className="text-4xl font-extrabold tracking-tight text-amber-950 md:text-6xl">
            {TAGLINE}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-stone-700">
            Photograph a beer shelf or a tap list and BeerScout tells you what every beer is, with
            honest ratings from named sources, so you pick a great one every time.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/auth" className={buttonClass.large}>
              Get Started
            </Link>
            <Link to="/app" className={`${buttonClass.secondary} px-6 py-3 text-lg`}>
              Try It Now
            </Link>
          </div>
        </div>
      </section>
      <FeaturesSection />
      <HowItWorksSection />
      <PricingSection />
      <section className="bg-amber-950 py-14 text-center text-amber-50">
        <h2 className="text-3xl font-bold">Ready for your next great beer?</h2>
        <Link
          to="/auth"
          className="mt-6 inline-flex rounded-lg bg-amber-500 px-6 py-3 text-lg font-semibold text-amber-950 hover:bg-amber-400"
        >
          Start Scanning Now
        </Link>
      </section>
    </>
  );
}
