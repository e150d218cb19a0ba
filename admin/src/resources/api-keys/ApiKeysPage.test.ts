import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { apiKeysFailure } from './ApiKeysPage';

describe('apiKeysFailure (spec section 8)', () => {
  it("says 'Failed to update API keys' once, then the server's reason", () => {
    const server = new HttpError(
      'No settings key to encrypt API keys with (set SETTINGS_KEY).',
      500,
    );
    expect(apiKeysFailure(server)).toBe(
      'Failed to update API keys: No settings key to encrypt API keys with (set SETTINGS_KEY).',
    );
  });

  it('does not repeat the title when the reason already starts with it', () => {
    const repeated = new Error('Failed to update API keys: no settings key.');
    expect(apiKeysFailure(repeated)).toBe('Failed to update API keys: no settings key.');
  });

  it("falls back to 'An unknown error occurred'", () => {
    expect(apiKeysFailure(new Error(''))).toBe(
      'Failed to update API keys: An unknown error occurred',
    );
    expect(apiKeysFailure('boom')).toBe('Failed to update API keys: An unknown error occurred');
  });
});
