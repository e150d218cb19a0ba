import { count } from 'drizzle-orm';
import { z } from 'zod';
import { CatalogueRowSchema } from '@common/domain/catalogue-row';
import type { Db } from '../db/client';
import { beers } from '../db/schema';
import { loadCatalogueRows } from '../recognition/catalogue-rows';
import { upsertCatalogueChunk } from '../services/catalogue-upsert';

const UpsertChunkSchema = z.object({
  provenance: z.string().trim().min(1).max(200),
  // Bounded so one request stays one short transaction (the CLI sends 500).
  rows: z.array(CatalogueRowSchema).max(2000),
});

/** One chunk of an import: validated rows in, { added, updated } out. */
export const catalogUpsertChunk = {
  input: UpsertChunkSchema,
  run: (db: Db, input: z.output<typeof UpsertChunkSchema>) => upsertCatalogueChunk(db, input),
};

/** How many beers the catalogue holds, for the import summary. */
export const catalogCount = {
  input: z.object({}),
  async run(db: Db) {
    const [row] = await db.select({ n: count() }).from(beers);
    return { beers: row?.n ?? 0 };
  },
};

/** The verified catalogue as the recogniser matches against it, for `beerscout analyze`. */
export const catalogSnapshot = {
  input: z.object({}),
  run: (db: Db) => loadCatalogueRows(db),
};
