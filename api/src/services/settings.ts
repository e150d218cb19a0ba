import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

/** Keys an admin can set in the console (spec: admin API keys payload). */
export const SETTING_KEYS = [
  'openaiApiKey',
  'anthropicApiKey',
  'stripePublicKey',
  'stripeSecretKey',
  'sendgridApiKey',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export async function getSetting(db: Db, key: SettingKey): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row?.value || undefined;
}
