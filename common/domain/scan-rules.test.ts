import { describe, expect, it } from 'vitest';
import { beerImageFor, DEFAULT_BEER_IMAGE, usableImageUrl } from './beer-image';
import { styleFamily } from './beer-style';
import { brightnessLabel, sampleBrightness } from './brightness';
import { boxToPercent, fitWithin } from './photo-size';
import { shareLinks, shareText } from './share';
import { collapsedBeers, discoveryRate, sessionsThisWeek } from './timeline-stats';

describe('styleFamily', () => {
  it.each([
    ['Irish Dry Stout', 'dark'],
    ['Black IPA', 'dark'],
    ['American IPA', 'hoppy'],
    ['American Pale Ale', 'hoppy'],
    ['Witbier', 'wheat'],
    ['Hefeweizen', 'wheat'],
    ['Gose', 'sour'],
    ['Saison', 'belgian'],
    ['Pale Lager', 'lager'],
    ['German Pilsner', 'lager'],
    ['Märzen', 'amber'],
    ['Mead', 'default'],
    [null, 'default'],
  ])('%s is %s', (style, family) => expect(styleFamily(style)).toBe(family));
});

describe('beer images', () => {
  it('refuses empty and polluted urls', () => {
    for (const bad of [
      '',
      '  ',
      null,
      undefined,
      'https://x/stripe.png',
      'data:image/png;base64,x',
      'null',
      '/img/undefined.jpg',
    ]) {
      expect(usableImageUrl(bad)).toBeNull();
    }
    expect(usableImageUrl('https://cdn.example/punk.jpg')).toBe('https://cdn.example/punk.jpg');
  });
  it('falls back by brand, then style, then a default glass', () => {
    const beer = { name: 'Guinness Draught', brewery: 'Guinness', style: 'Irish Dry Stout' };
    expect(beerImageFor({ ...beer, imageUrl: 'https://cdn/x.jpg' })).toEqual({
      src: 'https://cdn/x.jpg',
      kind: 'own',
    });
    expect(beerImageFor({ ...beer, imageUrl: null }).kind).toBe('brand');
    expect(
      beerImageFor({ name: 'Porter', brewery: 'Anchor', style: 'Porter', imageUrl: 'null' }),
    ).toEqual({ src: '/beer-images/style-stout.svg', kind: 'style' });
    expect(beerImageFor({ name: 'Mead', brewery: 'Nobody', style: null, imageUrl: null })).toEqual({
      src: DEFAULT_BEER_IMAGE,
      kind: 'default',
    });
  });
});

describe('brightnessLabel', () => {
  const s = (brightness: number, darkRatio = 0, brightRatio = 0) => ({
    brightness,
    darkRatio,
    brightRatio,
  });
  it('follows the spec thresholds in order', () => {
    expect(brightnessLabel(s(79))).toBe('dark-boost');
    expect(brightnessLabel(s(150, 0.31))).toBe('dark-boost');
    expect(brightnessLabel(s(80))).toBe('low-light');
    expect(brightnessLabel(s(119))).toBe('low-light');
    expect(brightnessLabel(s(150, 0.21))).toBe('low-light');
    expect(brightnessLabel(s(150, 0.2))).toBe('normal');
    expect(brightnessLabel(s(201))).toBe('bright-light');
    expect(brightnessLabel(s(150, 0, 0.26))).toBe('bright-light');
    expect(brightnessLabel(s(120))).toBe('normal');
    expect(brightnessLabel(s(200, 0, 0.25))).toBe('normal');
  });
  it('measures luma and the dark and bright shares', () => {
    const px = [0, 0, 0, 255, 255, 255, 255, 255, 128, 128, 128, 255, 128, 128, 128, 255];
    const m = sampleBrightness(px);
    expect(m.darkRatio).toBe(0.25);
    expect(m.brightRatio).toBe(0.25);
    expect(m.brightness).toBeCloseTo((0 + 255 + 128 + 128) / 4, 0);
  });
});

describe('photo size', () => {
  it('downscales a 12 MP photo to 2048 on its longest side and never enlarges', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 2048, height: 1536, scale: 2048 / 4032 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600, scale: 1 });
  });
  it('turns a box into percentages, clipped to the photo', () => {
    expect(boxToPercent([400, 200, 800, 400], { width: 1600, height: 800 })).toEqual({
      left: 25,
      top: 25,
      width: 50,
      height: 50,
    });
    expect(boxToPercent([1500, 0, 400, 800], { width: 1600, height: 800 }).width).toBeCloseTo(6.25);
  });
});

describe('timeline stats', () => {
  const now = new Date('2026-05-20T12:00:00Z');
  const at = (iso: string, totalFound: number) => ({
    analysis: { createdAt: iso },
    totalFound,
    beers: [],
  });
  const sessions = [
    at('2026-05-20T10:00:00Z', 3),
    at('2026-05-14T12:00:01Z', 4),
    at('2026-05-13T11:59:59Z', 2),
  ];
  it('counts the last 7 days', () => expect(sessionsThisWeek(sessions, now)).toBe(2));
  it('averages beers per session', () => {
    expect(discoveryRate(sessions)).toBe(3);
    expect(discoveryRate([at('2026-05-20T10:00:00Z', 1), at('2026-05-20T10:00:00Z', 2)])).toBe(1.5);
    expect(discoveryRate([])).toBe(0);
  });
  it('collapses to 5 with a +N', () => {
    expect(collapsedBeers([1, 2, 3, 4, 5, 6, 7], false)).toEqual({
      shown: [1, 2, 3, 4, 5],
      more: 2,
    });
    expect(collapsedBeers([1, 2, 3, 4, 5], false)).toEqual({ shown: [1, 2, 3, 4, 5], more: 0 });
    expect(collapsedBeers([1, 2, 3, 4, 5, 6], true).more).toBe(0);
  });
});

describe('share', () => {
  it('names the beers and carries the hashtags into every link', () => {
    const text = shareText(
      [
        { name: 'Punk IPA', brewery: 'BrewDog' },
        { name: 'Guinness Draught', brewery: 'Guinness' },
      ],
      'tap',
    );
    expect(text).toBe('I found 2 beers on tap with BeerScout: Punk IPA, Guinness Draught');
    const links = shareLinks(text, 'https://beerscout.app/');
    expect(links.map((l) => l.id)).toEqual(['x', 'facebook', 'whatsapp', 'reddit', 'email']);
    expect(links[0]!.href).toContain('hashtags=BeerScout,CraftBeer,BeerTime');
    expect(decodeURIComponent(links[4]!.href)).toContain('#BeerScout #CraftBeer #BeerTime');
  });
});
