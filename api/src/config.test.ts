import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, MAX_QUEUED_VISION_TIMEOUT_MS } from './config';
import { SCAN_LEASE_MS } from './recognition/scan-queue';

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

describe('VISION_TIMEOUT_MS with queued scans', () => {
  const external = {
    SCAN_WORKERS: 'external',
    DATABASE_URL: 'postgres://beerscout@db.internal/beerscout',
  };

  it('leaves the limit 5 s inside the scan lease, for OCR before the vision model', () => {
    expect(MAX_QUEUED_VISION_TIMEOUT_MS).toBe(SCAN_LEASE_MS - 5_000);
  });

  it('takes up to the limit with SCAN_WORKERS=external, and any value in-process', () => {
    expect(loadConfig({ ...external, VISION_TIMEOUT_MS: '40000' }).vision.timeoutMs).toBe(40_000);
    expect(loadConfig(external).vision.timeoutMs).toBe(20_000);
    expect(loadConfig({ VISION_TIMEOUT_MS: '90000' }).vision.timeoutMs).toBe(90_000);
  });

  it('stops start-up naming the variable and the limit when it would outlast the lease', () => {
    expect(() => loadConfig({ ...external, VISION_TIMEOUT_MS: '40001' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...external, VISION_TIMEOUT_MS: '60000' })).toThrow(
      /VISION_TIMEOUT_MS: at most 40000 when scans are queued for workers .*not 60000/,
    );
  });
});
