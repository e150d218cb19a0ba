// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetScan } from '@common/schemas/widget';
import { boot } from './boot';
import { HOST_TAG } from './mount';

// happy-dom has no createImageBitmap or canvas encoder: the downscale is the browser's job
// (covered by the Playwright spec); here it hands the file through.
vi.mock('./image', () => ({ downscale: async (file: Blob) => file }));

const SCAN: WidgetScan = {
  imageType: 'shelf',
  width: 1000,
  height: 500,
  unrecognisedCount: 0,
  read: [],
  test: false,
  beers: [
    {
      id: 'b1',
      name: 'Punk IPA',
      brewery: 'BrewDog',
      style: 'American IPA',
      abv: 5.4,
      rating: 4.3,
      ratingSource: 'BeerScout community',
      ratingCount: 12,
      boxes: [[100, 50, 200, 300]],
      position: 1,
      offers: [
        { sku: 'BD-1', price: 2.5, currency: 'EUR', url: 'https://shop.test/p', inStock: false },
      ],
    },
    {
      id: 'b2',
      name: 'Guinness Draught',
      brewery: 'Guinness',
      style: null,
      abv: null,
      rating: null,
      ratingSource: null,
      ratingCount: null,
      boxes: [],
      position: 2,
      offers: [],
    },
  ],
};

const shadow = () => document.querySelector(HOST_TAG)!.shadowRoot!;
const text = () => shadow().textContent ?? '';
const reply = (status: number, body: unknown) => async () => Response.json(body, { status });

function setup(...answers: (() => Promise<Response>)[]) {
  const fetch = vi.fn();
  for (const a of answers) fetch.mockImplementationOnce(a);
  vi.stubGlobal('fetch', fetch);
  const script = document.createElement('script');
  script.src = 'https://api.beerscout.test/widget.js';
  script.dataset.siteKey = 'pk_live_abc';
  script.dataset.locale = 'en-IE';
  document.body.append(script);
  act(() => void boot(document));
  return fetch;
}
const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));
async function choosePhoto() {
  const input = shadow().querySelectorAll<HTMLInputElement>('input[type=file]')[1]!;
  Object.defineProperty(input, 'files', {
    value: [new File(['x'], 'shelf.jpg', { type: 'image/jpeg' })],
  });
  await act(async () => void input.dispatchEvent(new Event('change')));
  await settle();
}

beforeEach(() => {
  document.body.innerHTML = '';
  delete window.BeerScout;
});
afterEach(() => {
  document.querySelector(HOST_TAG)?.remove();
  delete window.BeerScout;
  vi.unstubAllGlobals();
});

describe('scanner', () => {
  it('says the widget is not enabled when the API refuses this page, with no retry', async () => {
    setup(reply(403, { code: 'origin_not_allowed', message: 'BeerScout is not enabled… (why)' }));
    await act(async () => window.BeerScout!.open());
    await settle();
    expect(shadow().querySelector('[role=alert]')?.textContent).toBe(
      'BeerScout is not enabled for this site.',
    );
    expect(text()).not.toContain('Try again');
    expect(text()).not.toContain('Upload a photo');
  });

  it('uploads with the key, shows numbered results with the shop listing apart, and tells the page', async () => {
    const fetch = setup(reply(200, { name: 'Hoppy Corner', test: false }), reply(200, SCAN));
    const events: CustomEvent[] = [];
    window.addEventListener('beerscout:result', (e) => events.push(e as CustomEvent));
    await act(async () => window.BeerScout!.open());
    await settle();
    await choosePhoto();

    const [url, init] = fetch.mock.calls[1]!;
    expect(url).toBe('https://api.beerscout.test/api/widget/analyze');
    expect(init.headers).toEqual({ 'X-BeerScout-Key': 'pk_live_abc' });
    expect((init.body as FormData).get('type')).toBe('shelf');

    expect(shadow().querySelector('h3')?.textContent).toBe('2 beers found');
    const cards = [...shadow().querySelectorAll('li')];
    expect(cards[0]!.textContent).toContain('★ 4.3 · 12 ratings from the BeerScout community');
    const offer = cards[0]!.querySelector('[aria-label="At Hoppy Corner"]')!;
    expect(offer.textContent).toBe('€2.50 Out of stock · View product');
    expect(cards[1]!.textContent).toContain('Not yet rated');
    expect(cards[1]!.querySelector('.bs-offer')).toBeNull();
    expect(cards[1]!.querySelector('a')?.getAttribute('href')).toBe(
      'https://api.beerscout.test/beers/b2',
    );
    const box = shadow().querySelector<HTMLElement>('.bs-box')!;
    expect([box.style.left, box.style.top, box.style.width]).toEqual(['10%', '10%', '20%']);

    expect(events).toHaveLength(1);
    expect(events[0]!.detail).toMatchObject({
      count: 2,
      beers: [
        { id: 'b1', skus: ['BD-1'] },
        { id: 'b2', skus: [] },
      ],
    });
  });

  it('says what it read when no beer matched, without blaming the photo', async () => {
    const empty: WidgetScan = {
      ...SCAN,
      beers: [],
      unrecognisedCount: 2,
      read: ['Hazelnut Porter', 'Moonlight Goat'],
    };
    setup(reply(200, { name: 'Hoppy Corner', test: false }), reply(200, empty));
    await act(async () => window.BeerScout!.open());
    await settle();
    await choosePhoto();
    expect(shadow().querySelector('h3')?.textContent).toBe(
      "We read 'Hazelnut Porter', 'Moonlight Goat' but could not match them",
    );
    expect(text()).not.toContain('No beers were detected');
    expect(text()).not.toContain('well lit');
  });

  it('asks for a sharper photo when it read nothing', async () => {
    setup(reply(200, { name: 'Hoppy Corner', test: false }), reply(200, { ...SCAN, beers: [] }));
    await act(async () => window.BeerScout!.open());
    await settle();
    await choosePhoto();
    expect(shadow().querySelector('h3')?.textContent).toBe('No beers were detected');
    expect(text()).toContain('Make sure the labels are sharp, well lit and facing the camera');
  });

  it('shows the quota message without a retry', async () => {
    setup(
      reply(200, { name: 'Hoppy Corner', test: false }),
      reply(429, {
        code: 'site_quota_exceeded',
        message: 'This shop has used all its BeerScout scans for this month.',
      }),
    );
    await act(async () => window.BeerScout!.open());
    await settle();
    await choosePhoto();
    expect(shadow().querySelector('[role=alert]')?.textContent).toBe(
      'This shop has used all its BeerScout scans for this month.',
    );
    expect(text()).not.toContain('Try again');
  });
});
