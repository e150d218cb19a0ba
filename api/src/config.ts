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
  /** Set to 0 to skip loading the starter catalogue into an empty database. */
  LOAD_STARTER_CATALOGUE: z.enum(['0', '1']).default('1'),
  LOG_REQUESTS: z.enum(['0', '1']).default('0'),
  /** local: offline OCR (default); vision: an OpenAI-compatible model; auto: vision when local is weak. */
  RECOGNIZER: z.enum(['local', 'vision', 'auto']).default('local'),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText.pipe(z.url().optional()),
  VISION_MODEL: z.string().default('gpt-4o-mini'),
  VISION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
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
  loadStarterCatalogue: boolean;
  logRequests: boolean;
  recognizer: 'local' | 'vision' | 'auto';
  vision: { apiKey?: string; baseUrl?: string; model: string; timeoutMs: number };
};

export class ConfigError extends Error {}

/** Parses the environment (process.env by default) into the server's settings. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
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
    loadStarterCatalogue: e.LOAD_STARTER_CATALOGUE === '1',
    logRequests: e.LOG_REQUESTS === '1',
    recognizer: e.RECOGNIZER,
    vision: {
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL,
      model: e.VISION_MODEL,
      timeoutMs: e.VISION_TIMEOUT_MS,
    },
  };
}
