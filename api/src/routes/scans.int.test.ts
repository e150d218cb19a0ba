import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, analysisBeerResults } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/app';
import { makeBeers } from '../testing/beers';
import { signedInUser } from '../testing/factories';

// Reopening a scan (issue 18 item 3): /scans lists them through the timeline's cursor and
// /scans/:id loads one by GET /api/analyses/:id, with its photo while the thumbnail lives.
let app: TestApp;
const clock = new Date('2026-11-20T12:00:00Z');
beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
});
afterAll(() => app.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
const DAY = 86_400_000;

async function storedScan(userId: string, createdAt: Date, beerIds: string[] = []) {
  const [row] = await app.database.db
    .insert(analyses)
    .values({
      userId,
      createdAt,
      thumbnail: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
      thumbnailExpiresAt: new Date(createdAt.getTime() + 90 * DAY),
      imageWidth: 800,
      imageHeight: 400,
    })
    .returning();
  if (beerIds.length) {
    await app.database.db.insert(analysisBeerResults).values(
      beerIds.map((beerId, position) => ({
        analysisId: row!.id,
        beerId,
        confidence: 0.9,
        boxes: [[10 + position * 100, 10, 80, 300] as [number, number, number, number]],
        position,
      })),
    );
  }
  return row!;
}

describe('GET /api/analyses/:id (a scan reopened)', () => {
  it('asks guests to sign in', async () => {
    for (const path of [`/api/analyses/${MISSING}`, `/api/analyses/${MISSING}/thumbnail`]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(401);
      expect(res.body.code).toBe('unauthorized');
    }
  });

  it('answers the owner with the beers, boxes and photo; 404 to anyone else, as when gone', async () => {
    const owner = await signedInUser(app);
    const stranger = await signedInUser(app);
    const [a, b] = await makeBeers(app.database.db, [{ name: 'Reopened A' }, { name: 'B' }]);
    const scan = await storedScan(owner.user.id, new Date('2026-11-19T09:00:00Z'), [a!.id, b!.id]);

    const res = await app.request(`/api/analyses/${scan.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: scan.id,
      imageUrl: `/api/analyses/${scan.id}/thumbnail`,
      width: 800,
      totalFound: 2,
    });
    expect(res.body.beers.map((x: { name: string }) => x.name).sort()).toEqual(['B', 'Reopened A']);
    expect(res.body.beers[0].boxes).toHaveLength(1);
    const photo = await fetch(`${app.url}/api/analyses/${scan.id}/thumbnail`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');

    for (const path of [`/api/analyses/${scan.id}`, `/api/analyses/${scan.id}/thumbnail`]) {
      const other = await app.request(path, { token: stranger.token });
      // The same answer as for a scan that does not exist: nothing says it is someone else's.
      expect(other.status, path).toBe(404);
      expect(other.body).toEqual({ code: 'analysis_not_found', message: 'No such analysis.' });
    }

    const missing = await app.request(`/api/analyses/${MISSING}`, { token: owner.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      code: 'analysis_not_found',
      message: 'No such analysis.',
    });

    const bad = await app.request('/api/analyses/not-an-id', { token: owner.token });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
  });

  it('after 90 days shows the beers without a picture', async () => {
    const owner = await signedInUser(app);
    const [beer] = await makeBeers(app.database.db, [{ name: 'Old Friend' }]);
    const scan = await storedScan(owner.user.id, new Date(clock.getTime() - 91 * DAY), [beer!.id]);
    const res = await app.request(`/api/analyses/${scan.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.imageUrl).toBeNull();
    expect(res.body.beers[0]).toMatchObject({ name: 'Old Friend' });
    const photo = await app.request(`/api/analyses/${scan.id}/thumbnail`, { token: owner.token });
    expect(photo.status).toBe(404);
    expect(photo.body.code).toBe('thumbnail_expired');
  });
});

describe('GET /api/analyses/timeline (the /scans list)', () => {
  it('pages through the scans newest first with the before cursor', async () => {
    const { user, token } = await signedInUser(app);
    const other = await signedInUser(app);
    await storedScan(other.user.id, new Date('2026-11-18T00:00:00Z'));
    const times = [1, 2, 3, 4, 5].map((d) => new Date(`2026-11-0${d}T10:00:00Z`));
    for (const t of times) await storedScan(user.id, t);

    const first = await app.request('/api/analyses/timeline?limit=2', { token });
    expect(first.status).toBe(200);
    expect(
      first.body.map((i: { analysis: { createdAt: string } }) => i.analysis.createdAt),
    ).toEqual(['2026-11-05T10:00:00.000Z', '2026-11-04T10:00:00.000Z']);
    const next = await app.request(
      `/api/analyses/timeline?limit=2&before=${encodeURIComponent(first.body[1].analysis.createdAt)}`,
      { token },
    );
    expect(next.body.map((i: { analysis: { createdAt: string } }) => i.analysis.createdAt)).toEqual(
      ['2026-11-03T10:00:00.000Z', '2026-11-02T10:00:00.000Z'],
    );
  });

  it('pages through more than 20 scans without skipping or repeating two made at the same time', async () => {
    const { user, token } = await signedInUser(app);
    // 25 scans a minute apart, and a second one at the very millisecond of the 20th newest: the
    // first page of 20 ends between the two twins.
    const start = Date.parse('2026-10-01T08:00:00Z');
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) {
      ids.push((await storedScan(user.id, new Date(start + i * 60_000))).id);
    }
    const twin = await storedScan(user.id, new Date(start + 5 * 60_000));
    const created = (items: { analysis: { id: string; createdAt: string } }[]) =>
      items.map((i) => i.analysis);

    const seen: { id: string; createdAt: string }[] = [];
    let query = 'limit=20';
    for (let page = 0; page < 3; page++) {
      const res = await app.request(`/api/analyses/timeline?${query}`, { token });
      expect(res.status).toBe(200);
      const items = created(res.body);
      seen.push(...items);
      if (items.length < 20) break;
      const last = items[items.length - 1]!;
      query = `limit=20&before=${encodeURIComponent(last.createdAt)}&beforeId=${last.id}`;
    }
    // Every scan once, newest first; the twins side by side.
    expect(seen).toHaveLength(26);
    expect(new Set(seen.map((s) => s.id)).size).toBe(26);
    expect(seen.map((s) => s.id).sort()).toEqual([...ids, twin.id].sort());
    const times = seen.map((s) => Date.parse(s.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const at = new Date(start + 5 * 60_000).toISOString();
    expect(
      seen
        .filter((s) => s.createdAt === at)
        .map((s) => s.id)
        .sort(),
    ).toEqual([ids[5], twin.id].sort());
    // The first page ended on one twin; the other opened the second page.
    expect(seen[19]!.createdAt).toBe(at);
    expect(seen[20]!.createdAt).toBe(at);
  });

  it('validates the cursor and the page size', async () => {
    const { token } = await signedInUser(app);
    for (const query of [
      'limit=0',
      'limit=101',
      'before=yesterday',
      'page=2',
      `beforeId=${MISSING}`,
      'before=2026-11-01T00:00:00.000Z&beforeId=42',
    ]) {
      const res = await app.request(`/api/analyses/timeline?${query}`, { token });
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
  });
});
