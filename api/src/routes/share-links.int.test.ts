import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, analysisBeerResults, shareLinks } from '../db/schema';
import type { UserRow } from '../services/accounts';
import { startTestApp, type TestApp } from '../testing/app';
import { makeBeer } from '../testing/beers';
import { signedInUser } from '../testing/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** A stored scan of two beers, with a thumbnail, as the scan pipeline leaves one. */
async function makeScan(user: UserRow, thumbnailExpiresAt = new Date(Date.now() + 86_400_000)) {
  const db = app.database.db;
  const thumbnail = await sharp({
    create: { width: 40, height: 20, channels: 3, background: '#886644' },
  })
    .jpeg()
    .toBuffer();
  const [scan] = await db
    .insert(analyses)
    .values({
      userId: user.id,
      imageType: 'shelf',
      thumbnail,
      thumbnailExpiresAt,
      imageWidth: 400,
      imageHeight: 200,
    })
    .returning();
  const best = await makeBeer(db, {
    name: 'Shared Best',
    brewery: 'Share Brewing',
    rating: 4.5,
    ratingSource: 'Untappd',
    ratingCount: 40,
  });
  const other = await makeBeer(db, { name: 'Shared Other', brewery: 'Share Brewing' });
  await db.insert(analysisBeerResults).values([
    {
      analysisId: scan!.id,
      beerId: other.id,
      confidence: 0.9,
      boxes: [[10, 10, 50, 80]],
      position: 0,
    },
    {
      analysisId: scan!.id,
      beerId: best.id,
      confidence: 0.8,
      boxes: [[70, 10, 50, 80]],
      position: 1,
    },
  ]);
  return { scan: scan!, best, other, thumbnail };
}

describe('making a share link', () => {
  it('asks guests to sign in', async () => {
    for (const method of ['POST', 'GET', 'DELETE']) {
      const res = await app.request(`/api/analyses/${MISSING}/share`, {
        method,
        body: method === 'POST' ? {} : undefined,
      });
      expect(res.status, method).toBe(401);
      expect(res.body.code).toBe('unauthorized');
    }
  });

  it('makes one public link per scan, without the photo unless asked, and shows it to anyone', async () => {
    const { user, token } = await signedInUser(app);
    const { scan, best, other } = await makeScan(user);

    const made = await app.request(`/api/analyses/${scan.id}/share`, { body: {}, token });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ includePhoto: false, path: `/s/${made.body.token}` });
    expect(made.body.token).toMatch(TOKEN);

    // A second "Share" is the same link, with the photo choice updated.
    const again = await app.request(`/api/analyses/${scan.id}/share`, {
      body: { includePhoto: true },
      token,
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ token: made.body.token, includePhoto: true });
    await app.request(`/api/analyses/${scan.id}/share`, { body: { includePhoto: false }, token });
    const rows = await app.database.db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.analysisId, scan.id));
    expect(rows).toHaveLength(1);

    const own = await app.request(`/api/analyses/${scan.id}/share`, { token });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ token: made.body.token, includePhoto: false });

    const shared = await app.request(`/api/shares/${made.body.token}`);
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({
      imageType: 'shelf',
      photoUrl: null,
      width: null,
      height: null,
    });
    // Best-rated first, as the owner's results list them; no boxes without the photo.
    expect(shared.body.beers).toEqual([
      expect.objectContaining({
        id: best.id,
        name: 'Shared Best',
        position: 1,
        rating: 4.5,
        boxes: [],
      }),
      expect.objectContaining({
        id: other.id,
        name: 'Shared Other',
        position: 2,
        rating: null,
        boxes: [],
      }),
    ]);
    expect(shared.body.beers[0]).not.toHaveProperty('confidence');
    const photo = await app.request(`/api/shares/${made.body.token}/photo`);
    expect(photo.status).toBe(404);
    expect(photo.body.code).toBe('photo_not_shared');
  });

  it('shares the photo and the boxes only when the person ticks it, and only while the thumbnail lives', async () => {
    const { user, token } = await signedInUser(app);
    const { scan, thumbnail } = await makeScan(user);
    const made = await app.request(`/api/analyses/${scan.id}/share`, {
      body: { includePhoto: true },
      token,
    });
    expect(made.status).toBe(201);
    const shared = await app.request(`/api/shares/${made.body.token}`);
    expect(shared.body).toMatchObject({
      photoUrl: `/api/shares/${made.body.token}/photo`,
      width: 400,
      height: 200,
    });
    expect(shared.body.beers[0].boxes).toEqual([[70, 10, 50, 80]]);
    const photo = await fetch(`${app.url}/api/shares/${made.body.token}/photo`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await photo.arrayBuffer()).equals(thumbnail)).toBe(true);

    const expired = await makeScan(user, new Date(Date.now() - 1000));
    const old = await app.request(`/api/analyses/${expired.scan.id}/share`, {
      body: { includePhoto: true },
      token,
    });
    const oldScan = await app.request(`/api/shares/${old.body.token}`);
    expect(oldScan.body.photoUrl).toBeNull();
    expect((await app.request(`/api/shares/${old.body.token}/photo`)).status).toBe(404);
  });

  it("answers another user's scan as one that does not exist: 404 analysis_not_found", async () => {
    const owner = await signedInUser(app);
    const stranger = await signedInUser(app);
    const { scan } = await makeScan(owner.user);
    const shared = await app.request(`/api/analyses/${scan.id}/share`, {
      body: {},
      token: owner.token,
    });
    expect(shared.status).toBe(201);
    for (const method of ['POST', 'GET', 'DELETE']) {
      const res = await app.request(`/api/analyses/${scan.id}/share`, {
        method,
        body: method === 'POST' ? { includePhoto: true } : undefined,
        token: stranger.token,
      });
      expect(res.status, method).toBe(404);
      expect(res.body).toEqual({ code: 'analysis_not_found', message: 'No such analysis.' });
      const missing = await app.request(`/api/analyses/${MISSING}/share`, {
        method,
        body: method === 'POST' ? {} : undefined,
        token: stranger.token,
      });
      expect(missing.status, method).toBe(404);
      expect(missing.body.code).toBe('analysis_not_found');
    }
    // The owner's link is untouched: neither read, changed nor turned off by the stranger.
    const links = await app.database.db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.analysisId, scan.id));
    expect(links).toEqual([
      expect.objectContaining({ token: shared.body.token, includePhoto: false, revokedAt: null }),
    ]);
  });

  it('validates the id, the body and the token', async () => {
    const { user, token } = await signedInUser(app);
    const { scan } = await makeScan(user);
    const badId = await app.request('/api/analyses/nope/share', { body: {}, token });
    expect(badId.status).toBe(400);
    expect(badId.body.code).toBe('validation_failed');
    const badBody = await app.request(`/api/analyses/${scan.id}/share`, {
      body: { includePhoto: 'yes' },
      token,
    });
    expect(badBody.status).toBe(400);
    expect(badBody.body).toMatchObject({
      code: 'validation_failed',
      errors: { includePhoto: ['includePhoto must be true or false'] },
    });
    const extra = await app.request(`/api/analyses/${scan.id}/share`, {
      body: { public: true },
      token,
    });
    expect(extra.status).toBe(400);
    const badToken = await app.request('/api/shares/short');
    expect(badToken.status).toBe(400);
    expect(badToken.body).toMatchObject({
      code: 'validation_failed',
      errors: { token: ['Not a valid share link'] },
    });
    const unknown = await app.request(`/api/shares/${'a'.repeat(22)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      code: 'share_not_found',
      message: 'This share link does not exist or was turned off.',
    });
    const notShared = await app.request(`/api/analyses/${scan.id}/share`, { token });
    expect(notShared.status).toBe(404);
    expect(notShared.body.code).toBe('share_not_found');
  });
});

describe('revoking a share link', () => {
  it('turns the link, its photo and its card off for good; sharing again makes a new link', async () => {
    const { user, token } = await signedInUser(app);
    const { scan } = await makeScan(user);
    const made = await app.request(`/api/analyses/${scan.id}/share`, {
      body: { includePhoto: true },
      token,
    });
    const link = made.body.token as string;
    expect((await app.request(`/api/shares/${link}/card.png`)).status).toBe(200);

    const revoked = await app.request(`/api/analyses/${scan.id}/share`, {
      method: 'DELETE',
      token,
    });
    expect(revoked.status).toBe(204);
    for (const path of [
      `/api/shares/${link}`,
      `/api/shares/${link}/photo`,
      `/api/shares/${link}/card.png`,
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.body.code, path).toBe('share_not_found');
    }
    const twice = await app.request(`/api/analyses/${scan.id}/share`, { method: 'DELETE', token });
    expect(twice.status).toBe(404);
    expect(twice.body.code).toBe('share_not_found');

    const fresh = await app.request(`/api/analyses/${scan.id}/share`, { body: {}, token });
    expect(fresh.status).toBe(201);
    expect(fresh.body.token).not.toBe(link);
    expect((await app.request(`/api/shares/${link}`)).status).toBe(404);
    expect((await app.request(`/api/shares/${fresh.body.token}`)).status).toBe(200);
  });

  it('goes with the scan when the scan is deleted', async () => {
    const { user, token } = await signedInUser(app);
    const { scan } = await makeScan(user);
    const made = await app.request(`/api/analyses/${scan.id}/share`, { body: {}, token });
    expect(
      (await app.request(`/api/analyses/${scan.id}`, { method: 'DELETE', token })).status,
    ).toBe(204);
    expect((await app.request(`/api/shares/${made.body.token}`)).status).toBe(404);
  });
});

describe('the preview card', () => {
  it('is a 1200 × 630 PNG anyone can fetch', async () => {
    const { user, token } = await signedInUser(app);
    const { scan } = await makeScan(user);
    const made = await app.request(`/api/analyses/${scan.id}/share`, { body: {}, token });
    const res = await fetch(`${app.url}/api/shares/${made.body.token}/card.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });
});
