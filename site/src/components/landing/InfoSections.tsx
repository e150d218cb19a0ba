import { BookmarkPlus, Camera, Library, ScanLine, Sparkles, Star } from 'lucide-react';

const FEATURES = [
  {
    icon: ScanLine,
    title: 'A whole shelf in one photo',
    text: 'Snap a store shelf, a row of tap handles or a chalkboard tap list: every beer is found at once.',
  },
  {
    icon: Star,
    title: 'Honest ratings',
    text: 'Ratings from the BeerScout community or named catalogue sources. Never invented; unrated beers say so.',
  },
  {
    icon: Library,
    title: 'Your personal collection',
    text: 'Save beers, add notes and tasting dates, rate them, and relive every scan in Memory Lane.',
  },
];

const STEPS = [
  { icon: Camera, title: 'Snap a Photo', text: 'Point your camera at a beer shelf or the taps.' },
  {
    icon: Sparkles,
    title: 'AI Analysis',
    text: 'BeerScout reads the labels and matches them to its beer catalogue.',
  },
  {
    icon: BookmarkPlus,
    title: 'Discover & Save',
    text: 'See the best-rated beers first and save the ones you want to try.',
  },
];

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-heading"
      className="scroll-mt-4 bg-white py-16"
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="features-heading" className="text-center text-3xl font-bold text-amber-950">
          Features
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-amber-200 bg-amber-50 p-6">
              <Icon aria-hidden="true" className="size-8 text-amber-700" />
              <h3 className="mt-4 text-lg font-semibold text-amber-950">{title}</h3>
              <p className="mt-2 text-stone-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function HowItWorksSection() {
  return (
    <section id="how-it-works" aria-labelledby="how-heading" className="scroll-mt-4 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="how-heading" className="text-center text-3xl font-bold text-amber-950">
          How It Works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="text-center">
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-700 text-white">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-amber-950">
                <span className="sr-only">Step {i + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-stone-700">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
