import { ANALYSIS_LIMITS, FREE_RESULT_LIMIT, PLAN_PRICES_USD } from '@common/plans';
import { SUPPORT_EMAIL, SUPPORT_RESPONSE_TIME } from './support-contact';

export type FaqItem = { question: string; answer: string };
export type FaqCategory = { id: string; title: string; items: FaqItem[] };

const FREE = ANALYSIS_LIMITS.free;
const PREMIUM = ANALYSIS_LIMITS.premium;

// Every answer follows decisions.md: premium is 100 a month (never "unlimited"), originals are never
// kept (thumbnails 90 days), ratings are never invented, 21+. Questions are unique across the page so
// searching for one finds exactly that question (filter-faq.test.ts checks it).
export const FAQ_CATEGORIES: FaqCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    items: [
      {
        question: 'What is BeerScout?',
        answer:
          'BeerScout identifies beers instantly with your camera. Photograph a store shelf, a row of tap handles or a chalkboard tap list and it tells you which beers are there, with honest ratings, so you can pick a great one. You can save beers to your collection, rate and review them, and look back at every scan in Memory Lane.',
      },
      {
        question: 'Do I need an account to use BeerScout?',
        answer: `Anyone can look around the scanner, but analysing a photo needs a free account so your scans can be counted and saved. Creating an account takes a username, an e-mail address and a password, and the Free plan includes ${FREE} analyses per month.`,
      },
      {
        question: 'Who can use BeerScout?',
        answer:
          'BeerScout is for adults aged 21 or older. When you create an account you confirm that you are 21 or older, as our Terms of Service require.',
      },
      {
        question: 'How do I scan my first beer?',
        answer:
          'Sign in and open Scan Beer. Choose Beer Shelf for bottles and cans on store shelves or Beer Taps for draft beers at a bar, then take a photo with your camera or upload one from your device. The results list the beers found, best-rated first.',
      },
      {
        question: 'Do I have to install an app?',
        answer:
          'No. BeerScout runs in the web browser of your phone, tablet or computer. On a phone it uses the rear camera once you allow camera access; without a camera you can upload a photo instead.',
      },
    ],
  },
  {
    id: 'scanning',
    title: 'Scanning & Recognition',
    items: [
      {
        question: 'How does BeerScout recognise beers?',
        answer:
          'It reads the text on labels, cans, tap handles and menus and matches it to our beer catalogue. Every beer you see in the results is a real catalogue entry; text that matches no beer is never passed off as one.',
      },
      {
        question: 'Can I scan a whole shelf or tap list at once?',
        answer:
          'Yes. One photo of a shelf, a row of tap handles or a chalkboard tap list is enough: each beer found is marked with a box on your photo and listed in the results.',
      },
      {
        question: "What happens when a beer isn't recognised?",
        answer:
          'Text that was read but matched no beer in our catalogue is shown as "not recognised", with a "Suggest this beer" button that sends it to our team for review. If a match looks wrong, "Not this beer?" lets you pick the right one from the other candidates.',
      },
      {
        question: 'How can I get better scan results?',
        answer:
          'Scan in good, even light and avoid glare on glass doors and shiny cans. Hold steady so the label text is sharp, get close enough that the labels fill the frame, and if a beer is missed try again from another angle. The help button on the scanner shows these tips at any time.',
      },
      {
        question: 'Which images can I upload?',
        answer:
          'Photos in common formats such as JPEG, PNG or WebP, up to 15 MB each. Only images are accepted.',
      },
    ],
  },
  {
    id: 'plans',
    title: 'Free vs Premium',
    items: [
      {
        question: 'What does the Free plan include?',
        answer: `The Free plan costs ${PLAN_PRICES_USD.free} and includes ${FREE} analyses per month, the top ${FREE_RESULT_LIMIT} rated beers of each scan (with a note of how many more were found), a basic collection, ratings and reviews, Memory Lane and data export.`,
      },
      {
        question: 'What does Premium add?',
        answer: `Premium costs ${PLAN_PRICES_USD.premium} per month and gives you ${PREMIUM} analyses per month, complete scan results, detailed beer information (ABV, IBU, origin, ingredients and food pairings), style recommendations, an advanced collection with your own categories, and priority support.`,
      },
      {
        question: 'When does my monthly allowance reset?',
        answer: `Free plans reset at 00:00 UTC on the 1st of each month. Premium paid by card resets at the start of each billing period, and Premium from a coupon resets on the 1st of the month. Unused analyses do not roll over.`,
      },
      {
        question: 'What happens when I reach my limit?',
        answer: `New analyses are paused until your allowance resets; your collection, ratings and Memory Lane stay available. On the Free plan you can upgrade to Premium for ${PREMIUM} analyses per month.`,
      },
      {
        question: 'Can I cancel Premium at any time?',
        answer:
          'Yes. Premium is paid by card and can be cancelled whenever you like. You keep the Premium benefits until the end of the billing period you paid for, then your account moves to the Free plan with your collection and ratings intact.',
      },
      {
        question: 'How do I use a coupon code?',
        answer:
          'Enter the code on the Premium page and choose redeem. Codes are not case-sensitive. A coupon can give a discount or Premium access, as described when you receive it.',
      },
    ],
  },
  {
    id: 'collections',
    title: 'Collections & Ratings',
    items: [
      {
        question: 'Where do the beer ratings come from?',
        answer:
          'A rating is either the average of BeerScout community members (shown with how many people rated) or a rating imported with our catalogue from a named source, which is always shown beside it. A beer with neither says "Not yet rated". We never invent ratings, and no AI model produces them.',
      },
      {
        question: 'How do I save a beer to my collection?',
        answer:
          'Choose Save to Collection on any beer in your results. In My Collection you can add personal notes, a tasting date and your own rating, and search, filter and sort your beers.',
      },
      {
        question: 'Can I organise my collection into categories?',
        answer:
          'Everyone can use the quick categories Favorites, Want to Try, Dark Beers and Hoppy Beers. Premium members can also create their own categories with any name and colour.',
      },
      {
        question: 'How do I rate and review a beer?',
        answer:
          'Give a beer 1 to 5 stars and, if you like, a review of up to 500 characters. All your ratings are listed in My Ratings, where you can edit them later. Your ratings count towards the BeerScout community average.',
      },
      {
        question: 'What is Memory Lane?',
        answer:
          'Memory Lane is the history of your scans: one card per scan with the beers that were found and a small thumbnail of the photo. Thumbnails are kept for 90 days; you can delete a scan at any time.',
      },
    ],
  },
  {
    id: 'support',
    title: 'Technical Support',
    items: [
      {
        question: "Why doesn't the camera work?",
        answer:
          'Your browser needs permission to use the camera. Allow camera access for BeerScout in your browser or phone settings and refresh the page. If another app is using the camera, close it first. You can always upload a photo instead.',
      },
      {
        question: 'What should I do if an analysis fails?',
        answer:
          'Check your internet connection and try again. A sharper, closer photo often helps. If it keeps failing, contact us with the time of the scan and what you photographed.',
      },
      {
        question: 'Which browsers are supported?',
        answer:
          'Current versions of Chrome, Safari, Firefox and Edge, on phones, tablets and computers.',
      },
      {
        question: 'How do I change my password?',
        answer:
          'Open Profile Settings and use Change Password. You will need your current password.',
      },
      {
        question: 'How do I reach the support team?',
        answer: `Use the contact form or e-mail ${SUPPORT_EMAIL}. We answer within ${SUPPORT_RESPONSE_TIME}, with priority for Premium members. For an urgent problem, put URGENT in the subject.`,
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy & Data',
    items: [
      {
        question: 'Do you keep the photos I scan?',
        answer:
          'No. Original photos are never stored. Each analysis keeps one thumbnail, at most 480 px on its longest side with all metadata (GPS location included) removed, for Memory Lane. It is deleted after 90 days, or sooner when you delete the analysis or your account.',
      },
      {
        question: 'Does BeerScout track my location?',
        answer:
          'No. BeerScout never asks for your location and removes location data from the thumbnails it keeps.',
      },
      {
        question: 'Can I export my data?',
        answer:
          'Yes, on every plan. In Profile Settings, under Export your data, download your collection, ratings and scans as CSV or JSON.',
      },
      {
        question: 'How do I delete my account?',
        answer:
          'In Profile Settings choose Delete Account and confirm with your password. This removes your analyses, thumbnails, collection, ratings and sessions. Export your data first if you want to keep a copy.',
      },
    ],
  },
];
