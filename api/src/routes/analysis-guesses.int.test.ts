import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beerMatchKey } from '@common/domain/beer-key';
import {
  analyses,
  analysisBeerResults,
  beerAliases,
  beers,
  recognitionEvidence,
} from '../db/schema';
import { startTestApp, type TestApp } from '../testing/app';
import { signedInUser } from '../testing/factories';

let app: TestApp;
let ids: Record<'wren' | 'reserve' | 'pale', string>;

beforeAll(async () => {
  app = await startTestApp();
  const rows = await app.database.db
    .insert(beers)
    .values(
      [
        ['Kettle Point Brewery', 'Marsh Wren', 'Blonde Ale'],
        ['Kettle Point Brewery', 'Marsh Wren Reserve', 'Tripel'],
        ['Kettle Point Brewery', 'Harbour Pale', 'Pale Ale'],
      ].map(([brewery, name, style]) => ({
        brewery: brewery!,
        name: name!,
        style: style!,
        matchKey: beerMatchKey(brewery!, name!),
        provenance: 'test',
      })),
    )
    .returning({ id: beers.id });
  ids = { wren: rows[0]!.id, reserve: rows[1]!.id, pale: rows[2]!.id };
}, 60_000);
afterAll(() => app.close());

/** A scan whose one label was only a best guess (Marsh Wren, or Marsh Wren Reserve?). */
async function guessedScan(userId: string) {
  const [analysis] = await app.database.db
    .insert(analyses)
    .values({ userId, imageType: 'shelf', imageWidth: 1600, imageHeight: 800 })
    .returning();
  await app.database.db.insert(analysisBeerResults).values({
    analysisId: analysis!.id,
    beerId: ids.wren,
    confidence: 0.55,
    boxes: [[10, 20, 300, 200]],
    alternatives: [ids.reserve],
    position: 0,
    tier: 'guess',
    labelText: 'KETTLE POINT MARSH WREN RESRV 330ml 8.5%',
  });
  return analysis!.id;
}

const confirm = (analysisId: string, guessId: string, beerId: string, token?: string) =>
  app.request(`/api/analyses/${analysisId}/guesses/${guessId}/confirm`, {
    method: 'POST',
    token,
    body: { beerId },
  });

describe('best guesses', () => {
  it('are listed apart from the identified beers', async () => {
    const { user, token } = await signedInUser(app);
    const id = await guessedScan(user.id);
    const res = await app.request(`/api/analyses/${id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.beers).toEqual([]);
    expect(res.body.totalFound).toBe(0);
    expect(res.body.guesses).toEqual([
      {
        id: ids.wren,
        confidence: 0.55,
        boxes: [[10, 20, 300, 200]],
        candidates: [
          {
            id: ids.wren,
            name: 'Marsh Wren',
            brewery: 'Kettle Point Brewery',
            style: 'Blonde Ale',
          },
          {
            id: ids.reserve,
            name: 'Marsh Wren Reserve',
            brewery: 'Kettle Point Brewery',
            style: 'Tripel',
          },
        ],
      },
    ]);
  });

  it('confirming a candidate identifies it and keeps the label text as evidence', async () => {
    const { user, token } = await signedInUser(app);
    const id = await guessedScan(user.id);
    const res = await confirm(id, ids.wren, ids.reserve, token);
    expect(res.status).toBe(200);
    expect(res.body.guesses).toEqual([]);
    expect(res.body.beers).toEqual([
      expect.objectContaining({
        id: ids.reserve,
        name: 'Marsh Wren Reserve',
        boxes: [[10, 20, 300, 200]],
      }),
    ]);
    const evidence = await app.database.db
      .select()
      .from(recognitionEvidence)
      .where(eq(recognitionEvidence.analysisId, id));
    expect(evidence).toEqual([
      expect.objectContaining({
        beerId: ids.reserve,
        userId: user.id,
        text: 'KETTLE POINT MARSH WREN RESRV',
      }),
    ]);
    // Confirming again: the guess is gone.
    const again = await confirm(id, ids.reserve, ids.reserve, token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('not_a_guess');
  });

  it('becomes an alias once two different users agree', async () => {
    const aliases = () =>
      app.database.db.select().from(beerAliases).where(eq(beerAliases.beerId, ids.pale));
    const first = await signedInUser(app);
    const second = await signedInUser(app);
    const scanA = await guessedScan(first.user.id);
    expect((await confirm(scanA, ids.wren, ids.wren, first.token)).status).toBe(200);
    const scanB = await guessedScan(first.user.id);
    expect((await confirm(scanB, ids.wren, ids.wren, first.token)).status).toBe(200);
    const learned = () =>
      app.database.db.select().from(beerAliases).where(eq(beerAliases.beerId, ids.wren));
    expect(await learned()).toEqual([]); // one user twice is not agreement
    const scanC = await guessedScan(second.user.id);
    expect((await confirm(scanC, ids.wren, ids.wren, second.token)).status).toBe(200);
    expect(await learned()).toEqual([
      expect.objectContaining({ alias: 'KETTLE POINT MARSH WREN RESRV', source: 'learned' }),
    ]);
    expect(await aliases()).toEqual([]);
  });

  it('refuses a beer that was not offered, and other users, and guests', async () => {
    const { user, token } = await signedInUser(app);
    const id = await guessedScan(user.id);
    const wrong = await confirm(id, ids.wren, ids.pale, token);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'not_an_alternative',
      message: 'Choose one of the offered beers.',
    });
    const other = await signedInUser(app);
    const stranger = await confirm(id, ids.wren, ids.wren, other.token);
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe('analysis_not_found');
    expect((await confirm(id, ids.wren, ids.wren)).status).toBe(401);
    const bad = await confirm(id, ids.wren, 'not-a-uuid', token);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
  });
});
