import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('SMTP_URL', () => {
  it('takes smtp:// and smtps:// addresses, and leaves mail to .eml files when empty', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://user:pass@mail.example.com:587' }).smtpUrl).toBe(
      'smtp://user:pass@mail.example.com:587',
    );
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.com:465' }).smtpUrl).toBe(
      'smtps://mail.example.com:465',
    );
    expect(loadConfig({ SMTP_URL: '  ' }).smtpUrl).toBeUndefined();
    expect(loadConfig({}).smtpUrl).toBeUndefined();
  });

  it('stops start-up naming the key when it is not an SMTP address', () => {
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.com' })).toThrow(
      /SMTP_URL: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });
});
