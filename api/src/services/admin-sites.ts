import type { z } from 'zod';
import type { SiteCreateSchema, SiteUpdateSchema } from '@common/schemas/widget';
import type { Db } from '../db/client';
import { ValidationError } from '../errors';
import type { UserRow } from './accounts';
import { changedFields, recordAudit } from './audit-log';
import { readInventoryCsv, INVENTORY_COLUMNS } from './inventory-csv';
import { importInventory } from './widget-inventory';
import { createSite, requireSite, rotateSiteKey, updateSite, type SiteRow } from './widget-sites';

type Actor = Pick<UserRow, 'id' | 'username'>;

// The site services, each in a transaction with its audit entry: what the console calls.
const inTx = <T>(db: Db, work: (tx: Db) => Promise<T>) =>
  db.transaction((t) => work(t as unknown as Db));
const facts = (s: SiteRow) => ({
  name: s.name,
  allowedOrigins: s.allowedOrigins,
  monthlyQuota: s.monthlyQuota,
  active: s.active,
});
// A key is public (it is in the retailer's page), but the log keeps only its end.
const keyEnd = (key: string) => `…${key.slice(-4)}`;

export const createSiteAudited = (db: Db, input: z.output<typeof SiteCreateSchema>, actor: Actor) =>
  inTx(db, async (tx) => {
    const site = await createSite(tx, input);
    await recordAudit(tx, {
      actor,
      action: 'site.create',
      resource: 'sites',
      resourceId: site.id,
      after: { ...facts(site), key: keyEnd(site.publicKey) },
    });
    return site;
  });

export const updateSiteAudited = (
  db: Db,
  id: string,
  input: z.output<typeof SiteUpdateSchema>,
  actor: Actor,
) =>
  inTx(db, async (tx) => {
    const before = await requireSite(tx, id);
    const site = await updateSite(tx, id, input);
    const diff = changedFields(facts(before), facts(site));
    if (Object.keys(diff.after).length) {
      await recordAudit(tx, {
        actor,
        action: 'site.update',
        resource: 'sites',
        resourceId: id,
        ...diff,
      });
    }
    return site;
  });

export const rotateSiteKeyAudited = (db: Db, id: string, actor: Actor) =>
  inTx(db, async (tx) => {
    const before = await requireSite(tx, id);
    const site = await rotateSiteKey(tx, before);
    await recordAudit(tx, {
      actor,
      action: 'site.rotate_key',
      resource: 'sites',
      resourceId: id,
      before: { key: keyEnd(before.publicKey) },
      after: { key: keyEnd(site.publicKey) },
    });
    return site;
  });

/**
 * An inventory CSV uploaded in the console: read, checked row by row, imported in one
 * transaction with its audit entry. Answers every row's fate by line.
 */
export async function uploadInventory(
  db: Db,
  id: string,
  csv: string,
  options: { replace: boolean; now: Date },
  actor: Actor,
) {
  const { rows, rejections, missing } = readInventoryCsv(csv);
  if (missing.length) {
    throw new ValidationError(
      `The file needs the columns ${INVENTORY_COLUMNS.join(', ')}; missing: ${missing.join(', ')}.`,
      { file: [`Missing columns: ${missing.join(', ')}`] },
      'inventory_columns_missing',
    );
  }
  return inTx(db, async (tx) => {
    const site = await requireSite(tx, id);
    const result = await importInventory(tx, site, rows, options);
    const { added, updated, unchanged, removed } = result;
    await recordAudit(tx, {
      actor,
      action: 'site.inventory_import',
      resource: 'sites',
      resourceId: id,
      after: {
        added,
        updated,
        unchanged,
        removed,
        unmatched: result.unmatched.length,
        rejected: rejections.length,
        replace: options.replace,
      },
    });
    return { ...result, rejections };
  });
}
