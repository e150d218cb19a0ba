import { z } from 'zod';
import type { Db } from '../db/client';
import { parseOrThrow } from '../middleware/validate';
import { adminCreate, adminFind } from './admin';
import { catalogCount, catalogSnapshot, catalogUpsertChunk } from './catalog';
import { couponsBatches, couponsCreate, couponsDeactivate, couponsOfBatchOp } from './coupons';
import { sitesCreate, sitesInventory, sitesList, sitesRotateKey } from './sites';

/**
 * Work the CLI asks for (create an admin, import a catalogue chunk…), as plain functions of the
 * database. The CLI runs them in-process, or, when a server already holds the embedded database
 * open (PGlite allows one process), sends them to that server's control route, which runs the
 * very same function. One implementation either way.
 */
export type Operation<S extends z.ZodType = z.ZodType, O = unknown> = {
  input: S;
  run(db: Db, input: z.output<S>): Promise<O>;
};

export const defineOperation = <S extends z.ZodType, O>(
  input: S,
  run: (db: Db, input: z.output<S>) => Promise<O>,
): Operation<S, O> => ({ input, run });

export const operations = {
  ping: defineOperation(z.object({}), async () => ({ ok: true })),
  'admin.find': adminFind,
  'admin.create': adminCreate,
  'catalog.upsertChunk': catalogUpsertChunk,
  'catalog.count': catalogCount,
  'catalog.snapshot': catalogSnapshot,
  'sites.create': sitesCreate,
  'sites.list': sitesList,
  'sites.rotateKey': sitesRotateKey,
  'sites.inventory': sitesInventory,
  'coupons.create': couponsCreate,
  'coupons.ofBatch': couponsOfBatchOp,
  'coupons.batches': couponsBatches,
  'coupons.deactivate': couponsDeactivate,
} satisfies Record<string, Operation>;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type OperationInput<N extends OperationName> = z.input<Operations[N]['input']>;
export type OperationOutput<N extends OperationName> = Awaited<ReturnType<Operations[N]['run']>>;

export function isOperationName(name: string): name is OperationName {
  return Object.hasOwn(operations, name);
}

export async function runOperationOn<N extends OperationName>(
  db: Db,
  name: N,
  input: unknown,
): Promise<OperationOutput<N>> {
  const op = operations[name] as unknown as Operation<z.ZodType, OperationOutput<N>>;
  return op.run(db, parseOrThrow(op.input, input));
}
