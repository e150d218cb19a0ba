import { ANALYSIS_LIMITS, FREE_RESULT_LIMIT, PLAN_PRICES_USD } from '@common/plans';
import type { LegalSection } from './legal-document';
import { SUPPORT_EMAIL } from './support-contact';

/** The Terms of Service at /terms: 15 sections (spec sections 2, 5 and 9; decisions.md 1, 6, 13). */
export const TERMS_INTRO =
  'These Terms of Service ("Terms") are an agreement between you and BeerScout ("BeerScout", "we", "us") about your use of the BeerScout website, web app, retailer widget and related services (the "Service"). Please read them carefully.';

export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: '1. Acceptance of These Terms',
    paragraphs: [
      'By creating an account or using the Service you agree to these Terms and to our Privacy Policy. If you do not agree, do not use the Service.',
    ],
  },
  {
    id: 'eligibility',
    title: '2. Eligibility: 21 or Older',
    paragraphs: [
      'BeerScout is about alcoholic beverages and is only for people who are at least 21 years old. When you create an account you confirm that you are 21 or older. We may close any account we reasonably believe belongs to someone under 21.',
    ],
  },
  {
    id: 'account',
    title: '3. Your Account',
    paragraphs: [
      'You must give a valid e-mail address and keep your password to yourself. You are responsible for what happens under your account. Tell us at once if you think someone else has used it.',
      'You can change your details and password, and delete your account, at any time on your profile page.',
    ],
  },
  {
    id: 'service',
    title: '4. What BeerScout Provides',
    paragraphs: [
      'BeerScout identifies beers in a photo of a shelf, a row of tap handles or a tap list, and matches what it reads to its beer catalogue. You can save beers to a collection, rate and review them, and look back at earlier scans in Memory Lane.',
      'Recognition is automatic and can be wrong or incomplete: a beer may be missed, marked "not recognised" or matched to a similar beer. You can pick another match ("Not this beer?") or suggest a missing beer. We improve the catalogue over time but do not promise that every beer will be found.',
    ],
  },
  {
    id: 'plans',
    title: '5. Plans, Payment and Cancellation',
    paragraphs: ['BeerScout offers two plans:'],
    items: [
      `Free: ${PLAN_PRICES_USD.free} per month, ${ANALYSIS_LIMITS.free} analyses per month, the top ${FREE_RESULT_LIMIT} rated beers of each scan and a basic collection.`,
      `Premium: ${PLAN_PRICES_USD.premium} per month, ${ANALYSIS_LIMITS.premium} analyses per month, complete results, detailed beer information, style recommendations, an advanced collection and priority support.`,
    ],
    after: [
      'Free allowances reset at 00:00 UTC on the 1st of each month. Premium paid by card renews and resets at the start of each billing period; premium granted by a coupon resets on the 1st of each month. Unused analyses do not roll over.',
      'Premium is billed monthly in advance through our card payment provider until you cancel. You can cancel at any time; your premium benefits then last until the end of the billing period you have paid for. Except where the law requires otherwise, payments are not refundable.',
      'Coupon codes are issued by us, may expire or be limited in use, have no cash value and cannot be resold. We may change prices with at least 30 days’ notice; a new price applies from your next billing period.',
    ],
  },
  {
    id: 'ratings',
    title: '6. Ratings and Beer Information',
    paragraphs: [
      'Every rating we show names its source: either the average of BeerScout members’ own ratings (shown as "BeerScout community" with the number of ratings) or a rating imported with our catalogue from a named source. A beer with neither is shown as "Not yet rated". We never invent, estimate or generate ratings.',
      'Beer details such as ABV, IBU, ingredients and availability come from breweries and public sources and may be out of date. Check the label before you rely on them, for example for allergies.',
    ],
  },
  {
    id: 'your-content',
    title: '7. Photos and Your Content',
    paragraphs: [
      'You keep ownership of the photos, reviews, notes and suggestions you give us ("Your Content"). You grant us a limited licence to process and store Your Content to run the Service, and to show your ratings in community averages without your name.',
      'We do not keep your original photos; how long we keep a small thumbnail of each scan is explained in the Privacy Policy. Only upload photos you are allowed to take and share.',
    ],
  },
  {
    id: 'acceptable-use',
    title: '8. Acceptable Use',
    paragraphs: ['You agree not to:'],
    items: [
      'use the Service if you are under 21 or where it is against the law;',
      'post reviews that are false, abusive, unlawful or that infringe anyone’s rights;',
      'manipulate ratings, for example with several accounts;',
      'scrape, copy or resell the catalogue or ratings, or use automated means beyond normal personal use;',
      'probe, overload or interfere with the Service, or get around usage limits or security measures.',
    ],
  },
  {
    id: 'responsible-drinking',
    title: '9. Drink Responsibly',
    paragraphs: [
      'BeerScout helps you choose a beer; it does not encourage drinking. Always drink responsibly, follow local laws and never drink and drive. Nothing in the Service is medical or health advice.',
    ],
  },
  {
    id: 'intellectual-property',
    title: '10. Intellectual Property',
    paragraphs: [
      'The Service, its software, design, catalogue and the BeerScout name and logo belong to BeerScout or its licensors. Beer names, labels and brewery trademarks belong to their owners and appear only to identify their beers. You may use the Service for your personal, non-commercial use; retailers may use the widget under their separate agreement.',
    ],
  },
  {
    id: 'termination',
    title: '11. Suspension and Termination',
    paragraphs: [
      'You may stop using the Service and delete your account at any time. We may suspend or close an account that breaks these Terms or puts the Service or other users at risk; where reasonable we will tell you first. Sections 6, 10 and 12 to 14 continue to apply after your account ends.',
    ],
  },
  {
    id: 'disclaimers',
    title: '12. Disclaimers',
    paragraphs: [
      'The Service is provided "as is" and "as available". To the fullest extent the law allows, we disclaim all warranties, express or implied, including merchantability, fitness for a particular purpose and non-infringement, and we do not warrant that recognition results, ratings or beer details are accurate, complete or always available.',
    ],
  },
  {
    id: 'liability',
    title: '13. Limitation of Liability',
    paragraphs: [
      'To the fullest extent the law allows, BeerScout is not liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, data or goodwill.',
      'Our total liability for all claims relating to the Service is limited to the greater of $100 or the amount you paid us in the 12 months before the event giving rise to the claim.',
      'Some places do not allow these limits, so they may not all apply to you.',
    ],
  },
  {
    id: 'disputes',
    title: '14. Dispute Resolution and Governing Law',
    paragraphs: [
      `Before filing a claim, please contact us at ${SUPPORT_EMAIL} and describe the problem. We will both try in good faith to resolve it informally within 30 days of your message.`,
      'If we cannot, these Terms and any dispute about them or the Service are governed by the laws of the State of Texas, without regard to its conflict-of-law rules. You and BeerScout agree to the exclusive jurisdiction of the state and federal courts located in Travis County, Texas.',
    ],
  },
  {
    id: 'changes-contact',
    title: '15. Changes and Contact',
    paragraphs: [
      'We may update these Terms. We will post the new version here with a new date and, for important changes, tell you by e-mail or in the app before they take effect. If you keep using the Service after that, you accept the new Terms.',
      `Questions about these Terms? Write to ${SUPPORT_EMAIL} or use our contact form.`,
    ],
  },
];
