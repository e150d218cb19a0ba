import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beerMatchKey } from '@common/domain/beer-key';
import { analyses, analysisBeerResults, beers } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/app';
import { signedInUser } from '../testing/factories';

let app: TestApp;
let ids: Record<'pale' | 'porter' | 'celebration' | 'stout', string>;

beforeAll(async () => {
  app = await startTestApp();
  const rows = await app.database.db
    .insert(beers)
    .values(
      [
        ['Sierra Nevada Brewing Co.', 'Pale Ale', 'American Pale Ale'],
        ['Sierra Nevada Brewing Co.', 'Porter', 'American Porter'],
        ['Sierra Nevada Brewing Co.', 'Celebration', 'American IPA'],
        ['Guinness', 'Guinness Draught', 'Irish Dry Stout'],
      ].map(([brewery, name, style]) => ({
        brewery: brewery!,
        name: name!,
        style: style!,
        matchKey: beerMatchKey(brewery!, name!),
        provenance: 'test',
      })),
    )
    .returning({ id: beers.id });
  ids = { pale: rows[0]!.id, porter: rows[1]!.id, celebration: rows[2]!.id, stout: rows[3]!.id };
}, 60_000);
afterAll(() => app.close());

async function scanOf(userId: string) {
  const [analysis] = await app.database.db
    .insert(analyses)
    .values({ userId, imageType: 'shelf', imageWidth: 1600, imageHeight: 800 })
    .returning();
  await app.database.db.insert(analysisBeerResults).values([
    {
      analysisId: analysis!.id,
      beerId: ids.pale,
      confidence: 0.8,
      boxes: [[10, 20, 300, 200]],
      alternatives: [ids.porter, ids.celebration],
      position: 0,
    },
    {
      analysisId: analysis!.id,
      beerId: ids.stout,
      confidence: 0.9,
      boxes: [[800, 20, 300, 200]],
      alternatives: [],
      position: 1,
    },
  ]);
  return analysis!.id;
}

const replace = (analysisId: string, beerId: string, replacement: string, token?: string) =>
  app.request(`/api/analyses/${analysisId}/beers/${beerId}/replace`, {
    method: 'POST',
    token,
    body: { beerId: replacement },
  });

const stored = (analysisId: string) =>
  app.database.db
    .select()
    .from(analysisBeerResults)
    .where(eq(analysisBeerResults.analysisId, analysisId));

describe('POST /api/analyses/:id/beers/:beerId/replace', () => {
  it('swaps the beer for a candidate, keeps its box, and offers the old one back', async () => {
    const { user, token } = await signedInUser(app);
    const id = await scanOf(user.id);
    const res = await replace(id, ids.pale, ids.porter, token);
    expect(res.status).toBe(200);
    const porter = res.body.beers.find((b: { id: string }) => b.id === ids.porter);
    expect(porter).toMatchObject({ name: 'Porter', boxes: [[10, 20, 300, 200]] });
    expect(porter.alternatives.map((a: { id: string }) => a.id)).toEqual([
      ids.pale,
      ids.celebration,
    ]);
    expect(res.body.beers.some((b: { id: string }) => b.id === ids.pale)).toBe(false);

    const rows = await stored(id);
    const row = rows.find((r) => r.beerId === ids.porter);
    expect(row?.alternatives).toEqual([ids.pale, ids.celebration]);
    expect(rows.map((r) => r.beerId).sort()).toEqual([ids.porter, ids.stout].sort());

    const again = await app.request(`/api/analyses/${id}`, { token });
    expect(again.body.beers.map((b: { id: string }) => b.id)).toContain(ids.porter);
  });

  it('takes any catalogue beer found by search; refuses one already found or unknown', async () => {
    const { user, token } = await signedInUser(app);
    const id = await scanOf(user.id);
    const found = await replace(id, ids.stout, ids.celebration, token);
    expect(found.status).toBe(200);
    expect(found.body.beers.map((b: { id: string }) => b.id)).toContain(ids.celebration);
    expect((await stored(id)).find((r) => r.beerId === ids.celebration)?.alternatives).toEqual([
      ids.stout,
    ]);

    const twice = await replace(id, ids.pale, ids.celebration, token);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('already_in_analysis');

    const [unverified] = await app.database.db
      .insert(beers)
      .values({
        name: 'Named Once',
        brewery: 'Somebody',
        matchKey: 'somebody|named once',
        provenance: 'vision',
        status: 'unverified',
      })
      .returning({ id: beers.id });
    for (const replacement of [unverified!.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await replace(id, ids.pale, replacement, token);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        code: 'beer_not_found',
        message: 'No such beer in the catalogue.',
      });
    }
    expect((await stored(id)).map((r) => r.beerId).sort()).toEqual(
      [ids.pale, ids.celebration].sort(),
    );
  });

  it('answers 404 for a beer not in the analysis and for another user’s analysis', async () => {
    const { user: owner } = await signedInUser(app);
    const { user, token } = await signedInUser(app);
    const mine = await scanOf(user.id);
    const notIn = await replace(mine, ids.celebration, ids.porter, token);
    expect(notIn.status).toBe(404);
    expect(notIn.body.code).toBe('beer_not_in_analysis');

    const theirs = await scanOf(owner.id);
    const other = await replace(theirs, ids.pale, ids.porter, token);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ code: 'analysis_not_found', message: 'No such analysis.' });
    expect((await stored(theirs)).find((r) => r.beerId === ids.pale)).toBeDefined();
  });

  it('needs a signed-in user and a valid body', async () => {
    const { user, token } = await signedInUser(app);
    const id = await scanOf(user.id);
    expect((await replace(id, ids.pale, ids.porter)).status).toBe(401);
    const bad = await replace(id, ids.pale, 'nope', token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ beerId: ['Choose one of the offered beers'] });
  });
});
