import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beerMatchKey } from '@common/domain/beer-key';
import {
  auditLog,
  beerAliases,
  beerSuggestions,
  beers,
  collections,
  recognitionEvidence,
  userBeerRatings,
} from '@api/db/schema';
import { loadCatalogueRows } from '@api/recognition/catalogue-rows';
import { aliasKey } from '@api/services/beer-aliases';
import { startTestApp, type TestApp } from '@api/testing/app';
import { makeUser, signedInUser } from '@api/testing/factories';

let app: TestApp;
let adminToken: string;
beforeAll(async () => {
  app = await startTestApp();
  ({ token: adminToken } = await signedInUser(app, { isAdmin: true, username: 'cellar' }));
});
afterAll(() => app.close());

const beer = async (brewery: string, name: string) =>
  (
    await app.database.db
      .insert(beers)
      .values({ name, brewery, matchKey: beerMatchKey(brewery, name), provenance: 'test' })
      .returning()
  )[0]!;
const call = (
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) => app.request(`/api/admin${path}`, { token: adminToken, ...init });

describe('catalogue and review queue', () => {
  it('answers 401 signed out and 403 to members', async () => {
    const { token } = await signedInUser(app);
    const b = await beer('Guard Brewing', 'Locked');
    for (const [method, path, body] of [
      ['GET', '/beers'],
      ['PUT', `/beers/${b.id}`, { name: 'x', brewery: 'y' }],
      ['POST', `/beers/${b.id}/merge`, { intoId: b.id }],
      ['GET', '/suggestions'],
      ['POST', `/suggestions/${b.id}/reject`],
      ['POST', '/beers/import'],
    ] as [string, string, unknown?][]) {
      expect((await app.request(`/api/admin${path}`, { method, body })).status).toBe(401);
      expect((await call(path, { method, body, token })).status).toBe(403);
    }
  });

  it('searches and edits a beer, keeping its match key and refusing a duplicate name', async () => {
    const b = await beer('Edit Brewing', 'Tyop Lager');
    await beer('Edit Brewing', 'Stout');
    const found = await call(`/beers?filter=${encodeURIComponent('{"q":"tyop"}')}`);
    expect(found.headers.get('content-range')).toBe('beers 0-0/1');
    const res = await call(`/beers/${b.id}`, {
      method: 'PUT',
      body: { ...found.body[0], name: 'Typo Lager', abv: 4.8 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Typo Lager', abv: 4.8 });
    const [row] = await app.database.db.select().from(beers).where(eq(beers.id, b.id));
    expect(row!.matchKey).toBe(beerMatchKey('Edit Brewing', 'Typo Lager'));
    const clash = await call(`/beers/${b.id}`, {
      method: 'PUT',
      body: { name: 'Stout', brewery: 'Edit Brewing' },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('beer_exists');
    const empty = await call(`/beers/${b.id}`, { method: 'PUT', body: { name: '', brewery: 'x' } });
    expect(empty.body.errors.name).toEqual(['Name is required']);
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resourceId, b.id));
    expect(entry).toMatchObject({ action: 'beer.update', after: { name: 'Typo Lager', abv: 4.8 } });
  });

  it('merges a duplicate: collections and ratings follow, a user with both keeps one', async () => {
    const { db } = app.database;
    const keep = await beer('Merge Brewing', 'Hazy IPA');
    const dup = await beer('Merge Brewing', 'Hazy I.P.A. (dup)');
    const [ann, bob] = [await makeUser(db), await makeUser(db)];
    await db.insert(collections).values([
      { userId: ann.id, beerId: dup.id },
      { userId: bob.id, beerId: dup.id },
      { userId: bob.id, beerId: keep.id },
    ]);
    await db.insert(userBeerRatings).values([
      { userId: ann.id, beerId: dup.id, rating: 4 },
      { userId: bob.id, beerId: keep.id, rating: 3 },
      { userId: bob.id, beerId: dup.id, rating: 5 },
    ]);
    const self = await call(`/beers/${keep.id}/merge`, { body: { intoId: keep.id } });
    expect(self.body.code).toBe('merge_into_itself');

    const res = await call(`/beers/${dup.id}/merge`, { body: { intoId: keep.id } });
    expect(res.status).toBe(200);
    expect(res.body.moved).toMatchObject({ collections: 1, ratings: 1 });
    expect(await db.select().from(beers).where(eq(beers.id, dup.id))).toEqual([]);
    const kept = await db.select().from(collections).where(eq(collections.beerId, keep.id));
    expect(kept.map((c) => c.userId).sort()).toEqual([ann.id, bob.id].sort());
    const ratings = await db
      .select()
      .from(userBeerRatings)
      .where(eq(userBeerRatings.beerId, keep.id));
    expect(ratings.map((r) => [r.userId, r.rating]).sort()).toEqual(
      [
        [ann.id, 4],
        [bob.id, 3],
      ].sort(),
    );
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'beer.merge'));
    expect(entry!.before).toMatchObject({ merged: { id: dup.id } });
    expect((await call(`/beers/${dup.id}/merge`, { body: { intoId: keep.id } })).status).toBe(404);
  });

  it('merges a duplicate: its aliases and recognition evidence move to the kept beer', async () => {
    const { db } = app.database;
    const keep = await beer('Alias Brewing', 'Marsh Pale');
    const dup = await beer('Alias Brewing', 'Marsh Pale Ale');
    const [ann, bob] = [await makeUser(db), await makeUser(db)];
    const alias = (beerId: string, text: string, source: 'catalogue' | 'learned') => ({
      beerId,
      alias: text,
      aliasKey: aliasKey(text),
      source,
    });
    await db
      .insert(beerAliases)
      .values([
        alias(keep.id, 'Marsh Pale Ale', 'catalogue'),
        alias(dup.id, 'MARSH PALE ALE', 'learned'),
        alias(dup.id, 'ALIAS BRW MARSH', 'learned'),
      ]);
    const evidence = (beerId: string, userId: string, text: string) => ({
      beerId,
      userId,
      text,
      textKey: aliasKey(text),
    });
    await db
      .insert(recognitionEvidence)
      .values([
        evidence(dup.id, ann.id, 'MARSH PALE CAN'),
        evidence(keep.id, bob.id, 'MARSH PALE CAN'),
        evidence(dup.id, bob.id, 'MARSH PALE CAN'),
        evidence(dup.id, ann.id, 'ALIAS MARSH 33'),
      ]);

    const res = await call(`/beers/${dup.id}/merge`, { body: { intoId: keep.id } });
    expect(res.status).toBe(200);
    expect(res.body.moved).toMatchObject({ aliases: 1, evidence: 2 });
    const aliases = await db.select().from(beerAliases).where(eq(beerAliases.beerId, keep.id));
    // The kept beer's own spelling stays once; two users now agree on MARSH PALE CAN.
    expect(aliases.map((a) => [a.alias, a.source]).sort()).toEqual([
      ['ALIAS BRW MARSH', 'learned'],
      ['MARSH PALE CAN', 'learned'],
      ['Marsh Pale Ale', 'catalogue'],
    ]);
    const kept = await db
      .select()
      .from(recognitionEvidence)
      .where(eq(recognitionEvidence.beerId, keep.id));
    expect(kept.map((e) => [e.text, e.userId]).sort()).toEqual(
      [
        ['ALIAS MARSH 33', ann.id],
        ['MARSH PALE CAN', ann.id],
        ['MARSH PALE CAN', bob.id],
      ].sort(),
    );
  });

  it('approves a suggestion as a new verified beer or an existing one, and rejects', async () => {
    const { db } = app.database;
    const user = await makeUser(db);
    const [s1, s2, s3] = await db
      .insert(beerSuggestions)
      .values([
        { userId: user.id, text: 'NEWBREW SESSION SOUR' },
        { userId: user.id, text: 'HAZY IPA MERGE' },
        { userId: user.id, text: 'blurry smudge' },
      ])
      .returning();
    const queue = await call(`/suggestions?filter=${encodeURIComponent('{"status":"open"}')}`);
    expect(queue.body.map((s: { text: string }) => s.text)).toEqual(
      expect.arrayContaining(['NEWBREW SESSION SOUR', 'blurry smudge']),
    );
    const bad = await call(`/suggestions/${s1!.id}/approve`, { body: { name: 'x' } });
    expect(bad.status).toBe(400);

    const created = await call(`/suggestions/${s1!.id}/approve`, {
      body: { name: 'Session Sour', brewery: 'Newbrew', style: 'Sour' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      status: 'accepted',
      beer: { name: 'Session Sour', status: 'verified', provenance: 'suggestion' },
    });
    const existing = (await db.select().from(beers).where(eq(beers.name, 'Stout')))[0]!;
    const linked = await call(`/suggestions/${s2!.id}/approve`, { body: { beerId: existing.id } });
    expect(linked.body).toMatchObject({ status: 'accepted', beerId: existing.id });
    // The label text now names the existing beer for the matcher.
    const learned = await db.select().from(beerAliases).where(eq(beerAliases.beerId, existing.id));
    expect(learned.map((a) => [a.alias, a.source])).toEqual([['HAZY IPA MERGE', 'learned']]);
    const rows = await loadCatalogueRows(db);
    expect(rows.find((r) => r.id === existing.id)?.aliases).toEqual(['HAZY IPA MERGE']);
    const rejected = await call(`/suggestions/${s3!.id}/reject`, { method: 'POST' });
    expect(rejected.body.status).toBe('rejected');
    const twice = await call(`/suggestions/${s3!.id}/reject`, { method: 'POST' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('suggestion_reviewed');
    const actions = (
      await db.select().from(auditLog).where(eq(auditLog.resource, 'suggestions'))
    ).map((e) => e.action);
    expect(actions.sort()).toEqual([
      'beer_suggestion.approve',
      'beer_suggestion.approve',
      'beer_suggestion.reject',
    ]);
    const [linkedEntry] = await db.select().from(auditLog).where(eq(auditLog.resourceId, s2!.id));
    expect(linkedEntry!.after).toMatchObject({ beerId: existing.id, alias: 'HAZY IPA MERGE' });
  });

  it('imports a catalogue CSV in one transaction and says what became of each line', async () => {
    const { db } = app.database;
    await beer('Import Brewing', 'Old Ale');
    const csv = [
      'name,brewery,style,abv,aliases',
      'Old Ale,Import Brewing,Old Ale,7.1,',
      'New Pils,Import Brewing,Pilsner,4.9,IMPORT PILS',
      ',Import Brewing,Stout,5,',
      'New Pils,Import Brewing,,5.0,',
      'Import Old Ale,Import Brewing Co.,,7.2,',
    ].join('\n');
    const send = (body: string, query = '?file=spring.csv', type = 'text/csv') =>
      call(`/beers/import${query}`, { method: 'POST', body, headers: { 'content-type': type } });
    const res = await send(csv);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ added: 1, updated: 1 });
    expect(await db.select().from(beers).where(eq(beers.brewery, 'Import Brewing'))).toHaveLength(
      2,
    );
    expect(res.body.outcomes).toEqual([
      { line: 2, status: 'updated', beer: 'Import Brewing — Old Ale' },
      { line: 3, status: 'added', beer: 'Import Brewing — New Pils' },
      { line: 5, status: 'updated', beer: 'Import Brewing — New Pils' },
      // The listed Old Ale under another spelling: that beer updated, not a second one added.
      { line: 6, status: 'updated', beer: 'Import Brewing Co. — Import Old Ale' },
    ]);
    expect(res.body.rejections).toEqual([{ line: 4, reason: expect.stringMatching(/name/i) }]);
    const [pils] = await db.select().from(beers).where(eq(beers.name, 'New Pils'));
    expect(pils).toMatchObject({
      style: 'Pilsner',
      abv: 5,
      status: 'verified',
      provenance: 'import:spring.csv',
    });
    const aliases = await db.select().from(beerAliases).where(eq(beerAliases.beerId, pils!.id));
    expect(aliases.map((a) => [a.alias, a.source])).toEqual([['IMPORT PILS', 'catalogue']]);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'beer.import'));
    expect(entry).toMatchObject({
      actorName: 'cellar',
      after: { added: 1, updated: 1, rejected: 1, provenance: 'import:spring.csv' },
    });

    const json = await send('{}', '', 'application/json');
    expect(json.status).toBe(415);
    const header = await send('title,maker\nA,B');
    expect(header.status).toBe(400);
    expect(header.body.message).toBe('The CSV header must name the columns "name" and "brewery".');
    const longName = await send(csv, `?file=${'x'.repeat(151)}`);
    expect(longName.status).toBe(400);
    expect(longName.body.code).toBe('validation_failed');
  });
});
