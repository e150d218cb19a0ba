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

describe('SCAN_WORKERS', () => {
  it('runs OCR in-process by default, and queues scans for workers when external', () => {
    expect(loadConfig({}).scanWorkers).toBe('embedded');
    const external = loadConfig({
      SCAN_WORKERS: 'external',
      DATABASE_URL: 'postgres://beerscout@db.internal/beerscout',
    });
    expect(external.scanWorkers).toBe('external');
  });

  it('refuses external workers on embedded PostgreSQL, which admits one process', () => {
    expect(() => loadConfig({ SCAN_WORKERS: 'external' })).toThrow(
      /SCAN_WORKERS: external needs DATABASE_URL/,
    );
    expect(() => loadConfig({ SCAN_WORKERS: 'remote' })).toThrow(ConfigError);
  });
});
