import { signal } from '@preact/signals';
import type { WidgetScan, WidgetSiteStatus } from '@common/schemas/widget';
import { analyze, checkSite, WidgetError } from './api';
import type { WidgetConfig } from './config';
import { downscale } from './image';

/** check: asking the API; ready: take a photo; busy: analysing; done: results; fail: a message. */
export type Phase = 'check' | 'ready' | 'busy' | 'done' | 'fail';

/** One widget's state; the components and window.BeerScout share it. */
export function createWidgetState(config: WidgetConfig) {
  const isOpen = signal(false);
  const phase = signal<Phase>('check');
  const site = signal<WidgetSiteStatus | null>(null);
  const failure = signal<WidgetError | null>(null);
  const scan = signal<WidgetScan | null>(null);
  /** The shopper's own (downscaled) photo as an object URL: the API sends no image back. */
  const photo = signal<string | null>(null);
  const imageType = signal<'shelf' | 'tap'>('shelf');
  let launcher: HTMLElement | null = null;
  let panel: HTMLElement | null = null;
  let host: HTMLElement | null = null;

  const fail = (err: unknown) => {
    failure.value =
      err instanceof WidgetError ? err : new WidgetError('Something went wrong.', 'error');
    phase.value = 'fail';
  };
  const setPhoto = (url: string | null) => {
    if (photo.value) URL.revokeObjectURL(photo.value);
    photo.value = url;
  };

  const state = {
    config,
    /** Set before mounting when the page has a [data-beerscout-inline] element. */
    inline: false,
    isOpen,
    phase,
    site,
    failure,
    scan,
    photo,
    imageType,
    setLauncher: (el: HTMLElement | null) => void (launcher = el),
    setPanel: (el: HTMLElement | null) => void (panel = el),
    setHost: (el: HTMLElement | null) => void (host = el),
    open() {
      isOpen.value = true;
      if (state.inline) panel?.focus();
      // The only network work before a photo, and only once the shopper asks for the panel.
      if (!site.value && phase.value !== 'busy') void state.check();
    },
    /** Closes the panel; focus that was inside it goes back to the launcher, never to <body>. */
    close() {
      if (state.inline) return;
      const root = launcher?.getRootNode() as Document | ShadowRoot | undefined;
      const active = root?.activeElement ?? null;
      const focusWasInside = !!panel && !!active && panel.contains(active);
      isOpen.value = false;
      if (focusWasInside) launcher?.focus();
    },
    toggle() {
      if (isOpen.value) state.close();
      else state.open();
    },
    async check() {
      phase.value = 'check';
      try {
        site.value = await checkSite(config);
        phase.value = 'ready';
      } catch (err) {
        fail(err);
      }
    },
    /** Back to taking a photo (or to checking, if the site never answered). */
    reset() {
      setPhoto(null);
      scan.value = null;
      if (site.value) phase.value = 'ready';
      else void state.check();
    },
    async scanFile(file: File) {
      phase.value = 'busy';
      scan.value = null;
      try {
        const small = await downscale(file);
        setPhoto(URL.createObjectURL(small));
        const result = await analyze(config, small, imageType.value);
        scan.value = result;
        phase.value = 'done';
        // For the retailer's own analytics: what was found, with their SKUs.
        host?.dispatchEvent(
          new CustomEvent('beerscout:result', {
            bubbles: true,
            composed: true,
            detail: {
              imageType: result.imageType,
              count: result.beers.length,
              beers: result.beers.map((b) => ({
                id: b.id,
                name: b.name,
                brewery: b.brewery,
                rating: b.rating,
                skus: b.offers.map((o) => o.sku),
              })),
            },
          }),
        );
      } catch (err) {
        fail(err);
      }
    },
  };
  return state;
}
export type WidgetState = ReturnType<typeof createWidgetState>;
