import type { LegalSection } from './legal-document';
import { SUPPORT_EMAIL } from './support-contact';

/**
 * The Privacy Policy at /privacy: 11 sections, true to what the product stores (decisions.md 5 and
 * "Private by default": no original photos, thumbnails for 90 days, no location, export, deletion).
 */
export const PRIVACY_INTRO =
  'This Privacy Policy explains what BeerScout collects when you use our website, web app and retailer widget, why, how long we keep it and the choices you have. The short version: we keep as little as the Service needs, we never keep your original photos and we never collect your location.';

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: '1. Who We Are',
    paragraphs: [
      `BeerScout ("we", "us") runs the BeerScout Service and is responsible for the personal information described here. You can reach us about privacy at ${SUPPORT_EMAIL}.`,
    ],
  },
  {
    id: 'information-you-give',
    title: '2. Information You Give Us',
    paragraphs: [],
    items: [
      'Account details: username, e-mail address, optional first and last name, your password (stored only as a salted hash) and your confirmation that you are 21 or older.',
      'What you add: beers saved to your collection, categories, notes, tasting dates, star ratings, reviews, corrections ("Not this beer?") and beer suggestions.',
      'Messages you send us through the contact form: your name, e-mail address, subject and message.',
      'Payments: if you upgrade, our card payment provider collects your card details directly. We never see or store your full card number; we keep the provider’s customer and subscription references and your plan.',
    ],
  },
  {
    id: 'information-from-use',
    title: '3. Information Created When You Use BeerScout',
    paragraphs: [],
    items: [
      'Each analysis: its date, whether it was a shelf or taps, the beers found and where they were in the photo, and any text that was read but not recognised.',
      'How many analyses you have used in the current period, so we can apply your plan’s limit.',
      'A sign-in session: a token in a secure, http-only cookie that lasts up to 30 days or until you sign out.',
      'Scans made through a retailer’s BeerScout widget store only when the scan happened and which beers were found: no photo and nothing about the shopper.',
    ],
  },
  {
    id: 'photos',
    title: '4. Photos and Thumbnails',
    paragraphs: [
      'We never store the original photos you take or upload. A photo is read to find the beers and then discarded.',
      'For Memory Lane we keep one small thumbnail of each analysis (at most 480 pixels on its longest side) with all metadata, including any GPS position, removed. The thumbnail is deleted automatically after 90 days, or sooner when you delete the analysis or your account.',
      'By default photos are read on our own servers. If we turn on an external AI vision service to improve recognition, the photo is sent to that service only to read the labels, and its answer is matched to our catalogue.',
    ],
  },
  {
    id: 'what-we-do-not-collect',
    title: '5. What We Do Not Collect',
    paragraphs: [],
    items: [
      'Your location: we never ask for it, and we strip it from photo metadata.',
      'Original photos, contacts or anything else on your device beyond the photo you choose to scan.',
      'Advertising identifiers: there are no ads and no third-party tracking cookies in BeerScout.',
    ],
  },
  {
    id: 'how-we-use',
    title: '6. How We Use Information',
    paragraphs: ['We use your information only to:'],
    items: [
      'identify beers in your photos and show your results, collection, ratings and Memory Lane;',
      'apply your plan’s limits, take payments and manage your subscription;',
      'compute community ratings (averages of members’ ratings, shown without names);',
      'answer your messages and send account e-mails such as payment confirmations;',
      'keep the Service secure, prevent abuse and improve recognition and the catalogue.',
    ],
  },
  {
    id: 'sharing',
    title: '7. Who We Share It With',
    paragraphs: [
      'We do not sell or rent your personal information. We share it only with service providers that help us run BeerScout (hosting, e-mail delivery, our card payment provider and, when enabled, an AI vision service), each only for that purpose; and when the law requires it or to protect the rights and safety of our users.',
      'Retailers who embed our widget never receive information about BeerScout members.',
    ],
  },
  {
    id: 'retention',
    title: '8. How Long We Keep It',
    paragraphs: [],
    items: [
      'Thumbnails: 90 days at most.',
      'Account, collection, ratings and analysis history: until you delete them or your account.',
      'Sign-in sessions: up to 30 days.',
      'Contact messages: as long as needed to answer you and follow up.',
      'Payment records: as long as tax and accounting law requires; these are held by our payment provider.',
    ],
  },
  {
    id: 'your-choices',
    title: '9. Your Choices: Export, Correction and Deletion',
    paragraphs: [
      'On your profile page you can correct your details, download all your data (collection, categories, ratings and scan history) as CSV or JSON, and delete your account. Deleting your account permanently removes your analyses and their thumbnails, your collection, ratings, reviews and sessions. Beer suggestions you made stay in the catalogue queue without any link to you.',
      'You can delete a single analysis, with its thumbnail, from Memory Lane. Depending on where you live you may have further rights, such as to object to processing or to complain to a data protection authority; write to us and we will help.',
    ],
  },
  {
    id: 'security-age',
    title: '10. Security and Age Requirement',
    paragraphs: [
      'We protect your information with encrypted connections, hashed passwords and access limited to the staff who need it. No service is perfectly secure, so please use a strong, unique password.',
      'BeerScout is only for people aged 21 or older. We do not knowingly collect information from anyone younger; if we learn that we have, we delete the account.',
    ],
  },
  {
    id: 'changes-contact',
    title: '11. Changes and Contact',
    paragraphs: [
      'If we change this policy we will post the new version here with a new date and, for important changes, tell you by e-mail or in the app before they take effect.',
      `Questions or requests about your privacy? Write to ${SUPPORT_EMAIL} or use our contact form.`,
    ],
  },
];
