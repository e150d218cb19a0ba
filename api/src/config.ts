import path from 'node:path';
import { z } from 'zod';

// The only reader of process.env: parsed once, and a bad value stops start-up naming every key.
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** A PostgreSQL server; without it BeerScout runs embedded PostgreSQL (PGlite) in DATA_DIR. */
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  /** The built site, admin console and widget (`npm run build` writes them there). */
  DIST_DIR: z.string().default('./dist'),
  /** Signs session tokens; generated once into DATA_DIR when not given. */
  JWT_SECRET: optionalText.pipe(
    z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ),
  /** Public address, used in links and to decide whether cookies are Secure. */
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  /**
   * Reverse proxies in front of the server. 0 trusts no X-Forwarded-* header (a client could
   * forge them); N takes the client address N hops from the right of X-Forwarded-For.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  SUPPORT_EMAIL: z.email().default('support@beerscout.app'),
  /** smtp(s)://user:pass@host:port; without it each e-mail is written to DATA_DIR/mail as .eml. */
  SMTP_URL: optionalText.pipe(
    z
      .url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' })
      .optional(),
  ),
  /** Attempts per IP per window on sign-in and registration. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  AUTH_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** Contact form messages per IP per window (the form is public, so spam is bounded). */
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  CONTACT_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Coupon redemptions per signed-in user, and per IP, per window (guessing codes must be slow). */
  COUPON_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  COUPON_IP_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  COUPON_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Set to 0 to skip loading the starter catalogue into an empty database. */
  LOAD_STARTER_CATALOGUE: z.enum(['0', '1']).default('1'),
  LOG_REQUESTS: z.enum(['0', '1']).default('0'),
  /** local: offline OCR (default); vision: an OpenAI-compatible model; auto: vision when local is weak. */
  RECOGNIZER: z.enum(['local', 'vision', 'auto']).default('local'),
  /**
   * embedded: each API process runs OCR itself. external: API processes queue scans in
   * PostgreSQL and `beerscout worker` processes recognise them (needs DATABASE_URL).
   */
  SCAN_WORKERS: z.enum(['embedded', 'external']).default('embedded'),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText.pipe(z.url().optional()),
  VISION_MODEL: z.string().default('gpt-4o-mini'),
  VISION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
  /** Card payments (docs/payments.md); keys saved in the admin console are used when absent. */
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** The monthly Premium price; without it, the price `beerscout stripe setup` made is looked up. */
  STRIPE_PRICE_ID: optionalText,
  /** Another Stripe API address (the loopback fake in tests); Stripe's own when absent. */
  STRIPE_API_URL: optionalText.pipe(z.url().optional()),
  /** Encrypts API keys saved in the admin console; generated once into DATA_DIR when not given. */
  SETTINGS_KEY: optionalText.pipe(
    z.string().min(32, 'SETTINGS_KEY must be at least 32 characters').optional(),
  ),
  // API keys: set here, each wins over the one saved in the admin console (decisions.md 18).
  ANTHROPIC_API_KEY: optionalText,
  SENDGRID_API_KEY: optionalText,
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl?: string;
  dataDir: string;
  distDir: string;
  jwtSecret?: string;
  publicUrl?: string;
  trustProxyHops: number;
  supportEmail: string;
  smtpUrl?: string;
  authRateLimit: { max: number; windowMs: number };
  contactRateLimit: { max: number; windowMs: number };
  couponRateLimit: { max: number; windowMs: number };
  couponIpRateLimit: { max: number; windowMs: number };
  loadStarterCatalogue: boolean;
  logRequests: boolean;
  recognizer: 'local' | 'vision' | 'auto';
  scanWorkers: 'embedded' | 'external';
  vision: { apiKey?: string; baseUrl?: string; model: string; timeoutMs: number };
  stripe: StripeConfig;
  settingsKey?: string;
  /** The API keys given by environment variables (services/settings.ts: they win). */
  apiKeys: {
    openaiApiKey?: string;
    anthropicApiKey?: string;
    stripePublicKey?: string;
    stripeSecretKey?: string;
    sendgridApiKey?: string;
  };
};

export type StripeConfig = {
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  priceId?: string;
  apiUrl?: string;
};

export class ConfigError extends Error {}

/**
 * The longest VISION_TIMEOUT_MS a queued scan allows. A worker's lease on a scan (SCAN_LEASE_MS
 * in recognition/scan-queue.ts, 45 s) must outlast OCR plus the wait for the vision model, or a
 * second worker takes a slow scan while the first is still on it (config.test.ts keeps the two in
 * step; config cannot import the queue).
 */
export const MAX_QUEUED_VISION_TIMEOUT_MS = 40_000;

/**
 * Stops start-up where scans are queued for workers (SCAN_WORKERS=external, and every
 * `beerscout worker`) when VISION_TIMEOUT_MS would outlast the lease. Refused rather than
 * clamped: the operator chose that number, and a quietly shorter wait would fail slow photos
 * they expected to succeed, with the reason only in a log line they may never read.
 */
export function checkQueuedVisionTimeout(timeoutMs: number): void {
  if (timeoutMs <= MAX_QUEUED_VISION_TIMEOUT_MS) return;
  throw new ConfigError(
    `Invalid configuration:\n  VISION_TIMEOUT_MS: at most ${MAX_QUEUED_VISION_TIMEOUT_MS} when scans are queued for workers (SCAN_WORKERS=external, beerscout worker), not ${timeoutMs}: a worker's lease on a scan is 45 s, and a longer wait for the vision model lets a second worker take the same scan`,
  );
}

/** Parses the environment (process.env by default) into the server's settings. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SCAN_WORKERS === 'external' && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  SCAN_WORKERS: external needs DATABASE_URL (worker processes cannot open embedded PostgreSQL)',
    );
  }
  // The API process does not call the vision model then, but deployments share one environment
  // with the workers, which do: a value that would break them is caught at the first start.
  if (e.SCAN_WORKERS === 'external') checkQueuedVisionTimeout(e.VISION_TIMEOUT_MS);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    distDir: path.resolve(e.DIST_DIR),
    jwtSecret: e.JWT_SECRET,
    publicUrl: e.PUBLIC_URL,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    supportEmail: e.SUPPORT_EMAIL,
    smtpUrl: e.SMTP_URL,
    authRateLimit: { max: e.AUTH_RATE_LIMIT, windowMs: e.AUTH_RATE_WINDOW_SECONDS * 1000 },
    contactRateLimit: {
      max: e.CONTACT_RATE_LIMIT,
      windowMs: e.CONTACT_RATE_WINDOW_SECONDS * 1000,
    },
    couponRateLimit: { max: e.COUPON_RATE_LIMIT, windowMs: e.COUPON_RATE_WINDOW_SECONDS * 1000 },
    couponIpRateLimit: {
      max: e.COUPON_IP_RATE_LIMIT,
      windowMs: e.COUPON_RATE_WINDOW_SECONDS * 1000,
    },
    loadStarterCatalogue: e.LOAD_STARTER_CATALOGUE === '1',
    logRequests: e.LOG_REQUESTS === '1',
    recognizer: e.RECOGNIZER,
    scanWorkers: e.SCAN_WORKERS,
    vision: {
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL,
      model: e.VISION_MODEL,
      timeoutMs: e.VISION_TIMEOUT_MS,
    },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      priceId: e.STRIPE_PRICE_ID,
      apiUrl: e.STRIPE_API_URL,
    },
    settingsKey: e.SETTINGS_KEY,
    apiKeys: {
      openaiApiKey: e.OPENAI_API_KEY,
      anthropicApiKey: e.ANTHROPIC_API_KEY,
      stripePublicKey: e.STRIPE_PUBLISHABLE_KEY,
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      sendgridApiKey: e.SENDGRID_API_KEY,
    },
  };
}
