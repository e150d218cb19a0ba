import { z } from 'zod';
import { InventoryRowSchema, SiteCreateSchema } from '@common/schemas/widget';
import type { Db } from '../db/client';
import { presentSite } from '../presenters/widget-site';
import { importInventory } from '../services/widget-inventory';
import {
  createSite,
  listSites,
  requireSite,
  rotateSiteKey,
  siteFacts,
  type SiteRow,
} from '../services/widget-sites';

// `beerscout sites …`: the same services the admin API uses, run by the CLI directly or through
// the running server (operations/index.ts).

const present = async (db: Db, row: SiteRow) =>
  presentSite(row, (await siteFacts(db, [row.id], new Date())).get(row.id)!);

const SiteRefSchema = z.object({
  site: z.string().trim().min(1, 'Give a site id or key').max(100),
});

export const sitesCreate = {
  input: SiteCreateSchema,
  run: async (db: Db, input: z.output<typeof SiteCreateSchema>) =>
    present(db, await createSite(db, input)),
};

export const sitesList = {
  input: z.object({}),
  async run(db: Db) {
    const { rows } = await listSites(db, { sort: ['name', 'ASC'] });
    const facts = await siteFacts(
      db,
      rows.map((r) => r.id),
      new Date(),
    );
    return rows.map((row) => presentSite(row, facts.get(row.id)!));
  },
};

export const sitesRotateKey = {
  input: SiteRefSchema,
  run: async (db: Db, input: z.output<typeof SiteRefSchema>) =>
    present(db, await rotateSiteKey(db, await requireSite(db, input.site))),
};

const InventorySchema = SiteRefSchema.extend({
  // Rows already checked by the CLI, with their line numbers for the unmatched report.
  rows: z.array(InventoryRowSchema.extend({ line: z.number().int().min(1) })).max(20_000),
  replace: z.boolean().default(false),
});

export const sitesInventory = {
  input: InventorySchema,
  async run(db: Db, input: z.output<typeof InventorySchema>) {
    const site = await requireSite(db, input.site);
    const result = await importInventory(db, site, input.rows, {
      replace: input.replace,
      now: new Date(),
    });
    return { site: await present(db, site), ...result };
  },
};
