import { expect, test, type Page } from '@playwright/test';
import { createAdmin, newCredentials } from './fixtures/users';

// Issue 7: what a visitor sees before signing in (spec sections 1, 2, 5, 8, 9 with decisions.md).

/** The heading levels inside <main>, in document order. */
async function headingLevels(page: Page) {
  return page
    .locator('main')
    .getByRole('heading')
    .evaluateAll((els) =>
      els.map((el) => Number(el.getAttribute('aria-level') ?? el.tagName.slice(1))),
    );
}

/** One h1 first, and no level skipped on the way down (h2 → h4 would be a gap). */
async function expectHeadingsInOrder(page: Page) {
  const levels = await headingLevels(page);
  expect(levels[0], 'the first heading is the h1').toBe(1);
  expect(
    levels.filter((l) => l === 1),
    'exactly one h1',
  ).toHaveLength(1);
  let previous = 1;
  for (const [i, level] of levels.entries()) {
    expect(level, `heading ${i + 1} skips no level`).toBeLessThanOrEqual(previous + 1);
    previous = level;
  }
}

test.describe('landing page', () => {
  test('renders the hero, three features, three steps and the pricing comparison', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('BeerScout — Identifies beers instantly with your camera.');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Identifies beers instantly with your camera.' }),
    ).toBeVisible();
    await expectHeadingsInOrder(page);

    const features = page.getByRole('region', { name: 'Features' });
    await expect(features.getByRole('heading', { level: 3 })).toHaveCount(3);
    const steps = page.getByRole('region', { name: 'How It Works' });
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Step 1: Snap a Photo',
      'Step 2: AI Analysis',
      'Step 3: Discover & Save',
    ]);

    const pricing = page.getByRole('region', { name: 'Simple pricing' });
    await expect(pricing.getByRole('heading', { level: 3 })).toHaveText(['Free', 'Premium']);
    for (const text of [
      '$0',
      '5 analyses per month',
      'Top 10 rated beers in results',
      'Basic collection',
      '$4.99',
      '100 analyses per month',
      'Detailed beer information',
      'Style recommendations',
      'Advanced collection',
      'Complete results',
      'Priority support',
    ]) {
      await expect(pricing.getByText(text, { exact: true })).toBeVisible();
    }
    // decisions.md 1: premium is 100 a month, never "Unlimited".
    await expect(page.getByText(/unlimited/i)).toHaveCount(0);
  });

  test('header links scroll to the features, how-it-works and pricing sections', async ({
    page,
  }) => {
    await page.goto('/');
    const sections = page.getByRole('navigation', { name: 'Sections' });
    for (const [link, anchor, heading] of [
      ['Features', 'features', 'Features'],
      ['How It Works', 'how-it-works', 'How It Works'],
      ['Pricing', 'pricing', 'Simple pricing'],
    ]) {
      await sections.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/#${anchor}$`));
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeInViewport();
    }
  });

  test('Get Started and Start Scanning Now lead to /auth; Join Free and Try It Now to /app', async ({
    page,
  }) => {
    await page.goto('/');
    // Get Started is both in the hero and on the premium plan card: every one goes to /auth.
    const getStarted = page.getByRole('link', { name: 'Get Started', exact: true });
    await expect(getStarted).toHaveCount(2);
    for (const link of await getStarted.all()) await expect(link).toHaveAttribute('href', '/auth');

    for (const [name, path, heading] of [
      ['Get Started', '/auth', 'Welcome to BeerScout'],
      ['Start Scanning Now', '/auth', 'Welcome to BeerScout'],
      ['Join Free', '/app', 'Scan Beer'],
      ['Try It Now', '/app', 'Scan Beer'],
    ]) {
      await page.goto('/');
      await page.getByRole('link', { name, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('the footer links to help, contact, FAQ, privacy and terms', async ({ page }) => {
    for (const [name, path, heading] of [
      ['Help', '/help', 'Help & Info'],
      ['Contact', '/contact', 'Contact Us'],
      ['FAQ', '/faq', 'Frequently Asked Questions'],
      ['Privacy Policy', '/privacy', 'Privacy Policy'],
      ['Terms of Service', '/terms', 'Terms of Service'],
    ]) {
      await page.goto('/');
      await page
        .getByRole('navigation', { name: 'Footer' })
        .getByRole('link', { name, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });
});

const FAQ_CATEGORIES = [
  'Getting Started',
  'Scanning & Recognition',
  'Free vs Premium',
  'Collections & Ratings',
  'Technical Support',
  'Privacy & Data',
];
/** A category heading starts with its name; its question count may follow. */
const categoryName = (name: string) =>
  new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

type PublicPage = {
  path: string;
  h1: string;
  /** Headings the spec names for the page. */
  headings?: string[];
  /** How many h2 sections the spec gives the page (terms 15, privacy 11). */
  sections?: number;
  text?: RegExp;
};

const SITE_DESCRIPTION =
  'BeerScout identifies beers instantly with your camera: photograph a shelf or a tap list, see honest ratings from named sources and keep your own beer collection.';

const PUBLIC_PAGES: PublicPage[] = [
  {
    path: '/public-test',
    h1: 'Public Test Page',
    text: /reachable without logging in/,
  },
  {
    path: '/help',
    h1: 'Help & Info',
    headings: [
      'Smart Camera',
      'Instant Analysis',
      'Expert Ratings',
      'Personal Collection',
      'Beer Details',
      'Memory Lane',
    ],
    text: /Version 1\.1/,
  },
  { path: '/faq', h1: 'Frequently Asked Questions', headings: FAQ_CATEGORIES },
  { path: '/contact', h1: 'Contact Us' },
  { path: '/terms', h1: 'Terms of Service', sections: 15, text: /Last updated:? June 30, 2025/i },
  { path: '/privacy', h1: 'Privacy Policy', sections: 11, text: /Last updated:? June 30, 2025/i },
];

test.describe('public pages render their headings', () => {
  for (const { path, h1, headings = [], sections, text } of PUBLIC_PAGES) {
    test(`${path} shows "${h1}" and its headings in order`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(`${h1} · BeerScout`);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1, name: h1, exact: true })).toBeVisible();
      for (const heading of headings) {
        await expect(main.getByRole('heading', { name: categoryName(heading) })).toBeVisible();
      }
      if (sections !== undefined) {
        await expect(main.getByRole('heading', { level: 2 })).toHaveCount(sections);
      }
      if (text) await expect(main.getByText(text).first()).toBeVisible();
      await expectHeadingsInOrder(page);
      if (path !== '/public-test') {
        // What a search result shows under the title: this page's own words, not the site's.
        const description = page.locator('meta[name="description"]');
        await expect(description).not.toHaveAttribute('content', SITE_DESCRIPTION);
        await expect(description).toHaveAttribute('content', /\S{20,}|(\S+\s){5,}/);
      }
    });
  }

  test('/premium sends a guest to sign in', async ({ page }) => {
    await page.goto('/premium');
    await expect(page).toHaveURL(/\/auth/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to BeerScout' }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  });

  test('/app shows a guest the scanner and the plan allowances', async ({ page }) => {
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Scan Beer' })).toBeVisible();
    await expect(
      page.getByText('Sign in to track scans • Free: 5/month • Premium: 100/month').first(),
    ).toBeVisible();
  });
});

test.describe('FAQ before its scripts run', () => {
  // The page is prerendered: with scripts off, it is what a slow phone shows before they load.
  test.use({ javaScriptEnabled: false });

  test('a question opens on a tap', async ({ page }) => {
    await page.goto('/faq');
    const main = page.locator('main');
    await main.locator('summary').first().click();
    await expect(main.locator('details[open]')).toHaveCount(1);
    await expect(main.locator('details[open]').getByRole('paragraph')).toBeVisible();
  });
});

test.describe('FAQ', () => {
  test('search filters questions ignoring case and shows the empty state with a clear link', async ({
    page,
  }) => {
    await page.goto('/faq');
    const main = page.locator('main');
    const categories = main.getByRole('heading', { level: 2 });
    await expect(categories).toHaveCount(FAQ_CATEGORIES.length);
    for (const name of FAQ_CATEGORIES) {
      await expect(main.getByRole('heading', { name: categoryName(name) })).toBeVisible();
    }

    // Questions are native disclosures (details/summary): a tap opens one before the
    // prerendered page's scripts have run, and opening one closes the one open.
    const questions = main.locator('summary');
    const open = main.locator('details[open]');
    const allQuestions = await questions.count();
    expect(allQuestions).toBeGreaterThan(FAQ_CATEGORIES.length);
    await expect(open).toHaveCount(0);
    await questions.first().click();
    await expect(open).toHaveCount(1);
    await expect(open.getByRole('paragraph')).toBeVisible();
    const firstOpen = await open.locator('summary').innerText();
    await questions.last().click();
    await expect(open).toHaveCount(1);
    await expect(open.locator('summary')).not.toHaveText(firstOpen);
    // The keyboard opens one too.
    await questions.first().focus();
    await page.keyboard.press('Enter');
    await expect(open.locator('summary')).toHaveText(firstOpen);

    // A whole question, typed in capitals, leaves that question and its category alone.
    const search = main.getByRole('searchbox');
    const question = (await questions.last().innerText()).trim();
    await search.fill(question.toUpperCase());
    await expect(main.locator('summary', { hasText: question })).toBeVisible();
    await expect(categories).toHaveCount(1);

    await search.fill('zzqx no such question');
    await expect(main.getByText('No questions found', { exact: true })).toBeVisible();
    await expect(categories).toHaveCount(0);
    await main
      .getByRole('button', { name: /clear/i })
      .or(main.getByRole('link', { name: /clear/i }))
      .click();
    await expect(search).toHaveValue('');
    await expect(categories).toHaveCount(FAQ_CATEGORIES.length);
    await expect(main.getByText('No questions found', { exact: true })).toHaveCount(0);
  });

  test('Contact Support and Help Center lead to /contact and /help', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('link', { name: 'Help Center' })).toBeVisible();
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goto('/faq');
    await page.getByRole('link', { name: 'Help Center' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Help & Info' })).toBeVisible();
  });
});

function contactForm(page: Page) {
  const main = page.locator('main');
  return {
    name: main.getByRole('textbox', { name: /name/i }),
    email: main.getByRole('textbox', { name: /e-?mail/i }),
    subject: main.getByRole('textbox', { name: /subject/i }),
    message: main.getByRole('textbox', { name: /message/i }),
    send: main.getByRole('button', { name: /send message/i }),
  };
}

test.describe('contact form', () => {
  test('a message is sent, the form clears, and an admin can read it', async ({ page }) => {
    const visitor = newCredentials('visitor');
    const subject = `Tap list question ${visitor.username}`;
    const admin = await createAdmin('support');

    await page.goto('/contact');
    const form = contactForm(page);
    await expect(form.name).toHaveAttribute('placeholder', 'Your full name');
    await expect(form.subject).toHaveAttribute('placeholder', "What's this about?");
    await expect(form.message).toHaveAttribute('rows', '6');

    // The browser refuses an empty form and a malformed address before anything is sent.
    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/contact')) posted.push(r.url());
    });
    await form.send.click();
    expect(await form.name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await form.name.fill('Ada Lovelace');
    await form.email.fill('not-an-email');
    await form.subject.fill(subject);
    await form.message.fill('Does BeerScout read chalkboard tap lists?');
    await form.send.click();
    expect(await form.email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(
      true,
    );
    await form.email.fill(visitor.email);

    // Hold the request so the pending state can be read, then let it reach the real server.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await form.send.click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(
      page.getByText('Message sent successfully!', { exact: true }).first(),
    ).toBeVisible();
    await expect(
      page.getByText("We'll get back to you within 24 hours.", { exact: true }).first(),
    ).toBeVisible();
    for (const field of [form.name, form.email, form.subject, form.message]) {
      await expect(field).toHaveValue('');
    }
    expect(posted, 'only the valid form was sent').toHaveLength(1);

    // Stored: the admin console lists it.
    await page.goto('/admin');
    await page.getByLabel(/username/i).fill(admin.username);
    await page.getByLabel(/password/i).fill(admin.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.getByRole('menuitem', { name: /messages/i }).click();
    await expect(page.getByText(subject)).toBeVisible();
    await expect(page.getByText(visitor.email)).toBeVisible();
  });

  test('the server refuses an incomplete message with field errors', async ({ request }) => {
    const response = await request.post('/api/contact', {
      data: { name: 'Ada', email: 'not-an-email', subject: '', message: 'Hello' },
    });
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['email', 'subject']));
  });

  test('a failed send says so and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, json: { code: 'unavailable', message: 'Down' } }),
    );
    await page.goto('/contact');
    const form = contactForm(page);
    await expect(form.send).toBeVisible();
    await form.name.fill('Ada Lovelace');
    await form.email.fill('ada@example.com');
    await form.subject.fill('URGENT: scanner');
    await form.message.fill('The scanner shows nothing.');
    await form.send.click();
    await expect(page.getByText('Failed to send message', { exact: true }).first()).toBeVisible();
    await expect(
      page.getByText(/^Please try again or email us directly at \S+@\S+$/).first(),
    ).toBeVisible();
    await expect(form.name).toHaveValue('Ada Lovelace');
    await expect(form.email).toHaveValue('ada@example.com');
    await expect(form.subject).toHaveValue('URGENT: scanner');
    await expect(form.message).toHaveValue('The scanner shows nothing.');
    await expect(form.send).toBeEnabled();
  });
});
