import { BookOpen, Camera, Info, Library, Star, Zap, type LucideIcon } from 'lucide-react';
import { ANALYSIS_LIMITS, FREE_RESULT_LIMIT } from '@common/plans';

/** The Help & Info page's own sections, in page order; the sidebar links to each. */
export const HELP_SECTIONS = [
  { id: 'about', label: 'About BeerScout' },
  { id: 'features', label: 'Features' },
  { id: 'faq', label: 'Common questions' },
  { id: 'plans', label: 'Subscription plans' },
  { id: 'support', label: 'Contact support' },
] as const;

export type HelpSectionId = (typeof HELP_SECTIONS)[number]['id'];

export const HELP_FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Camera,
    title: 'Smart Camera',
    text: 'Point your rear camera at a beer shelf or the taps, or upload a photo. The preview tells you when the light is too dark or too bright.',
  },
  {
    icon: Zap,
    title: 'Instant Analysis',
    text: 'One photo of a whole shelf, a row of tap handles or a chalkboard tap list: every beer found is marked with a box on the photo.',
  },
  {
    icon: Star,
    title: 'Expert Ratings',
    text: 'Each beer shows its rating and where it comes from: the BeerScout community or a named source. Beers with neither say "Not yet rated".',
  },
  {
    icon: Library,
    title: 'Personal Collection',
    text: 'Save beers, sort them into categories, add notes and tasting dates, and rate and review them from 1 to 5 stars.',
  },
  {
    icon: Info,
    title: 'Beer Details',
    text: 'With Premium: ABV, IBU, origin, description, ingredients and food pairings, plus beers of similar styles you have not tried yet.',
  },
  {
    icon: BookOpen,
    title: 'Memory Lane',
    text: 'Every scan you made, newest first, with the beers it found and a small thumbnail kept for 90 days.',
  },
];

export const HELP_FAQ: { question: string; answer: string }[] = [
  {
    question: 'How many scans do I get?',
    answer: `Free accounts get ${ANALYSIS_LIMITS.free} analyses a month and Premium gets ${ANALYSIS_LIMITS.premium}. Free allowances reset on the 1st of each month (00:00 UTC); card-paid Premium resets when your billing period starts. Unused analyses do not roll over.`,
  },
  {
    question: 'What happens to my photos?',
    answer:
      'Original photos are never stored. Each analysis keeps one small thumbnail (at most 480 px, with all metadata including GPS removed) for Memory Lane. It is deleted after 90 days, or when you delete the scan or your account.',
  },
  {
    question: 'Where do the ratings come from?',
    answer:
      'Either from the average of BeerScout members’ ratings (with how many there are) or from a named source imported with our catalogue. We never invent a rating: a beer with neither shows "Not yet rated".',
  },
  {
    question: 'What if a beer is missing or wrong?',
    answer:
      'Text that matched no beer is listed as "not recognised" with a "Suggest this beer" button, and every match has "Not this beer?" to pick the right one. Both help us improve the catalogue.',
  },
  {
    question: 'What does Premium add?',
    answer: `Free shows the top ${FREE_RESULT_LIMIT} rated beers of each scan. Premium shows all of them, adds detailed beer information, style recommendations, custom collection categories and priority support. Cancel any time; Premium lasts to the end of the period you paid for.`,
  },
  {
    question: 'Can I export or delete my data?',
    answer:
      'Yes, on every plan. Your profile page downloads your collection, ratings and scan history as CSV or JSON, and Delete Account removes everything we keep about you.',
  },
];
