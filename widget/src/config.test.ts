// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it } from 'vitest';
import { findScript, readConfig } from './config';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('config', () => {
  it('finds an async script by its data-site-key when currentScript is null', () => {
    document.body.innerHTML = `
      <script src="/other.js"></script>
      <script src="https://cdn.beerscout.test/widget.js?v=1" data-site-key="pk_test_a" async></script>`;
    expect(document.currentScript).toBeNull();
    expect(findScript(document)?.dataset.siteKey).toBe('pk_test_a');
  });

  it('reads the data attributes and the API origin from src, with safe defaults', () => {
    document.body.innerHTML = `<script src="https://api.beerscout.test:8443/widget.js"
      data-site-key=" pk_test_b " data-theme="neon" data-position="top-left"></script>`;
    const config = readConfig(findScript(document)!);
    expect(config).toMatchObject({
      siteKey: 'pk_test_b',
      theme: 'light',
      position: 'bottom-right',
      apiOrigin: 'https://api.beerscout.test:8443',
    });
    expect(config.locale).toBeTruthy();
  });
});
