import { and, countDistinct, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { beerAliases, recognitionEvidence } from '../db/schema';
import { withoutFinePrint } from '../recognition/leftovers';
import { aliasKey } from './beer-aliases';

/** Different users who must read the same label text as one beer before it becomes an alias. */
export const AGREEING_USERS = 2;
/** Shortest label text (letters of its words) worth keeping: shorter says nothing. */
const SHORTEST_EVIDENCE = 4;

/**
 * The label text as evidence: no prices, strengths or volumes, at most 80 characters. Cut by
 * code points: the OCR's alphabet has a character outside the BMP, and half of its surrogate
 * pair would fail the insert.
 */
export function evidenceText(labelText: string): string {
  return Array.from(withoutFinePrint(labelText)).slice(0, 80).join('').trim();
}

/**
 * A user said this label (as the OCR read it) is this beer, by confirming a best guess or
 * correcting a beer. Kept once per user; once enough different users agree it becomes an alias
 * the matcher uses. Run inside the transaction of the confirmation.
 */
export async function recordEvidence(
  tx: Db,
  input: { beerId: string; userId: string; analysisId: string; labelText: string | null },
): Promise<void> {
  const text = evidenceText(input.labelText ?? '');
  const key = aliasKey(text);
  if (key.replace(/\s/g, '').length < SHORTEST_EVIDENCE) return;
  await tx
    .insert(recognitionEvidence)
    .values({
      beerId: input.beerId,
      userId: input.userId,
      analysisId: input.analysisId,
      text,
      textKey: key,
    })
    .onConflictDoNothing();
  const [agree] = await tx
    .select({ users: countDistinct(recognitionEvidence.userId) })
    .from(recognitionEvidence)
    .where(and(eq(recognitionEvidence.beerId, input.beerId), eq(recognitionEvidence.textKey, key)));
  if ((agree?.users ?? 0) >= AGREEING_USERS) await learnAlias(tx, input.beerId, text);
}

/** Makes label text an alias of the beer (learned); an alias it already has is kept. */
export async function learnAlias(db: Db, beerId: string, text: string) {
  const [row] = await db
    .insert(beerAliases)
    .values({ beerId, alias: text, aliasKey: aliasKey(text), source: 'learned' })
    .onConflictDoNothing()
    .returning();
  return row;
}
