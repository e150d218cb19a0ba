import { z } from 'zod';

/** The keys an admin can set in the console (spec section 3, admin API keys payload). */
export const API_KEY_NAMES = [
  'openaiApiKey',
  'anthropicApiKey',
  'stripePublicKey',
  'stripeSecretKey',
  'sendgridApiKey',
] as const;
export type ApiKeyName = (typeof API_KEY_NAMES)[number];

/** Spec section 8: the title of a failed save; the console adds the server's reason after it. */
export const API_KEYS_FAILED = 'Failed to update API keys';

/** The environment variable that wins over each saved key. */
export const API_KEY_ENV: Record<ApiKeyName, string> = {
  openaiApiKey: 'OPENAI_API_KEY',
  anthropicApiKey: 'ANTHROPIC_API_KEY',
  stripePublicKey: 'STRIPE_PUBLISHABLE_KEY',
  stripeSecretKey: 'STRIPE_SECRET_KEY',
  sendgridApiKey: 'SENDGRID_API_KEY',
};

export const API_KEY_LABELS: Record<ApiKeyName, string> = {
  openaiApiKey: 'OpenAI API key',
  anthropicApiKey: 'Anthropic API key',
  stripePublicKey: 'Stripe publishable key',
  stripeSecretKey: 'Stripe secret key',
  sendgridApiKey: 'SendGrid API key',
};

const key = (check?: { prefix: RegExp; message: string }) => {
  const base = z
    .string()
    .trim()
    .max(500, 'Must be at most 500 characters')
    .refine((v) => !/\s/.test(v), 'A key has no spaces');
  // '' clears the saved key; absent leaves it as it is.
  return (
    check ? base.refine((v) => v === '' || check.prefix.test(v), check.message) : base
  ).optional();
};

/** POST /api/admin/api-keys: all optional (spec); '' removes a saved key. */
export const ApiKeysUpdateSchema = z
  .strictObject({
    openaiApiKey: key(),
    anthropicApiKey: key(),
    stripePublicKey: key({
      prefix: /^pk_(test|live)_/,
      message: 'Starts with pk_test_ or pk_live_',
    }),
    stripeSecretKey: key({
      prefix: /^(sk|rk)_(test|live)_/,
      message: 'Starts with sk_test_, sk_live_, rk_test_ or rk_live_',
    }),
    sendgridApiKey: key(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to change');
export type ApiKeysUpdate = z.infer<typeof ApiKeysUpdateSchema>;

/** One key as the console sees it: never whole, only its last 4 characters. */
export const ApiKeyStateSchema = z.object({
  name: z.enum(API_KEY_NAMES),
  label: z.string(),
  envVar: z.string(),
  /** environment: the variable is set and wins; saved: the console's value is used. */
  source: z.enum(['environment', 'saved', 'none']),
  masked: z.string().nullable(),
  /** A value saved in the console, even when the environment wins over it. */
  saved: z.boolean(),
  updatedAt: z.string().nullable(),
});
export const ApiKeysSchema = z.object({ keys: z.array(ApiKeyStateSchema) });
export type ApiKeys = z.infer<typeof ApiKeysSchema>;
