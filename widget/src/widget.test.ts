// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from './boot';
import { HOST_TAG } from './mount';

function addScript(attrs: Record<string, string> = {}) {
  const script = document.createElement('script');
  script.setAttribute('src', 'https://widgets.beerscout.test/widget.js');
  script.setAttribute('data-site-key', 'pk_test_123');
  for (const [name, value] of Object.entries(attrs)) script.setAttribute(name, value);
  document.body.appendChild(script);
  return script;
}

const hosts = () => [...document.querySelectorAll(HOST_TAG)];
const shadow = () => hosts()[0]!.shadowRoot!;
const button = () =>
  [...shadow().querySelectorAll('button')].find((b) => b.textContent?.includes('Scan beers'))!;
const dialog = () => shadow().querySelector<HTMLElement>('[role="dialog"]');

function start() {
  let api: BeerScoutApi | undefined;
  act(() => {
    api = boot(document);
  });
  return api!;
}

beforeEach(() => {
  document.body.innerHTML = '';
  delete window.BeerScout;
  // Opening the panel asks the API whether the widget is enabled here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ name: 'Hoppy Corner', test: true })),
  );
});
afterEach(() => {
  for (const host of hosts()) host.remove();
  delete window.BeerScout;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('widget mount', () => {
  it('creates exactly one host with an open shadow root holding the Scan beers button', () => {
    addScript();
    start();
    expect(hosts()).toHaveLength(1);
    const host = hosts()[0]!;
    expect(host.parentElement).toBe(document.body);
    expect(host.shadowRoot?.mode).toBe('open');
    expect(button().tagName).toBe('BUTTON');
    expect(button().getAttribute('aria-label')).toBe('Scan beers');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    // Styles live in the shadow root, not in the page.
    expect(shadow().querySelector('style')?.textContent).toContain(':host');
    expect(document.head.querySelector('style')).toBeNull();
    expect(dialog()).toBeNull();
  });

  it('opens and closes through window.BeerScout, checking the site only on open', async () => {
    addScript();
    start();
    expect(window.BeerScout?.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => {
      window.BeerScout!.open();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(fetch).toHaveBeenCalledWith(
      'https://widgets.beerscout.test/api/widget/site?key=pk_test_123',
      { credentials: 'omit' },
    );
    expect(dialog()?.getAttribute('aria-label')).toBe('BeerScout');
    expect(dialog()?.textContent).toContain(
      "see every beer with honest ratings and Hoppy Corner's prices.",
    );
    expect(button().getAttribute('aria-expanded')).toBe('true');
    act(() => window.BeerScout!.close());
    expect(dialog()).toBeNull();
  });

  it('toggles with the button, and Escape closes and returns focus to the button', () => {
    addScript();
    start();
    act(() => button().click());
    const panel = dialog()!;
    expect(panel).not.toBeNull();
    expect(shadow().activeElement).toBe(panel);
    act(() => {
      panel.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(dialog()).toBeNull();
    expect(shadow().activeElement).toBe(button());
    act(() => button().click());
    act(() => button().click());
    expect(dialog()).toBeNull();
  });

  it('a second copy of the script does nothing', () => {
    addScript();
    const first = start();
    addScript();
    const second = start();
    expect(second).toBe(first);
    expect(hosts()).toHaveLength(1);
  });

  it('reads position and theme from the script tag', () => {
    addScript({ 'data-position': 'bottom-left', 'data-theme': 'dark', 'data-locale': 'de' });
    start();
    expect(hosts()[0]!.getAttribute('data-position')).toBe('bottom-left');
    const root = shadow().querySelector('.bs-root')!;
    expect(root.className).toContain('bs-dark');
    expect(root.className).toContain('bs-left');
    expect(root.getAttribute('lang')).toBe('de');
  });

  it('mounts nothing without a site key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    addScript().removeAttribute('data-site-key');
    expect(start()).toBeUndefined();
    expect(hosts()).toHaveLength(0);
    expect(window.BeerScout).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('the entry adds window.BeerScout and no other global', async () => {
    addScript();
    const before = new Set(Object.getOwnPropertyNames(window));
    vi.resetModules();
    await act(async () => {
      await import('./index');
    });
    const added = Object.getOwnPropertyNames(window).filter((name) => !before.has(name));
    expect(added).toEqual(['BeerScout']);
    expect(hosts()).toHaveLength(1);
  });
});
