import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beerMatchKey } from '@common/domain/beer-key';
import { analyses, beers, usagePeriods } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/app';
import { signedInUser } from '../testing/factories';
import { pngDeclaring, shelfPhoto } from '../testing/photos';

let app: TestApp;
let photo: Buffer;
const now = new Date('2026-11-15T12:00:00Z');
const periodStart = new Date('2026-11-01T00:00:00Z');

beforeAll(async () => {
  app = await startTestApp({ now: () => now });
  await app.database.db.insert(beers).values(
    [
      ['Sierra Nevada Brewing Co.', 'Pale Ale', 'American Pale Ale'],
      ['Guinness', 'Guinness Draught', 'Irish Dry Stout'],
      ['BrewDog', 'Punk IPA', 'American IPA'],
    ].map(([brewery, name, style]) => ({
      brewery: brewery!,
      name: name!,
      style: style!,
      matchKey: beerMatchKey(brewery!, name!),
      provenance: 'test',
    })),
  );
  photo = await shelfPhoto(
    [
      { brewery: 'Sierra Nevada', name: 'Pale Ale' },
      { brewery: 'Guinness', name: 'Draught' },
      { brewery: 'Moonlight Goat', name: 'Hazelnut Porter' },
    ],
    { width: 3200, height: 1600 },
  );
}, 60_000);
afterAll(() => app.close());

async function analyze(
  token: string | undefined,
  file?: { data: Buffer; name?: string; type?: string },
  type?: string,
) {
  const form = new FormData();
  if (file)
    form.append(
      'image',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.name ?? 'shelf.jpg',
    );
  if (type !== undefined) form.append('type', type);
  const res = await fetch(`${app.url}/api/analyze`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as any };
}

const usage = async (userId: string) =>
  (
    await app.database.db
      .select()
      .from(usagePeriods)
      .where(and(eq(usagePeriods.userId, userId), eq(usagePeriods.periodStart, periodStart)))
  )[0];

describe('POST /api/analyze', () => {
  it('finds the beers on a shelf photo, with boxes in the photo’s pixels, and counts the scan', async () => {
    const { user, token } = await signedInUser(app);
    const res = await analyze(token, { data: photo }, 'shelf');
    expect(res.status).toBe(201);
    expect(res.body.imageType).toBe('shelf');
    expect(res.body.beers.map((b: { name: string }) => b.name).sort()).toEqual([
      'Guinness Draught',
      'Pale Ale',
    ]);
    expect(res.body.width).toBe(3200);
    const sierra = res.body.beers.find((b: { name: string }) => b.name === 'Pale Ale');
    // The label sits in the left third of the photo, at full 3200 px scale.
    const [x, y, w, h] = sierra.boxes[0];
    expect(x).toBeLessThan(1066);
    expect(x + w).toBeGreaterThan(200);
    expect(y).toBeGreaterThan(400);
    expect(y + h).toBeLessThan(1200);
    expect(sierra).toMatchObject({
      rating: null,
      ratingSource: null,
      position: expect.any(Number),
    });
    expect(
      res.body.unrecognised.map((u: { text: string }) => u.text.toLowerCase()).join(' '),
    ).toContain('hazelnut');
    expect(res.body.totalFound).toBe(2);

    expect(await usage(user.id)).toMatchObject({ used: 1, pending: 0 });
    const me = await app.request('/api/user', { token });
    expect(me.body.analysesUsed).toBe(1);

    const thumb = await fetch(`${app.url}${res.body.imageUrl}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(480);
    expect(meta.exif).toBeUndefined();
  }, 60_000);

  it('applies EXIF orientation and keeps no metadata', async () => {
    const { token } = await signedInUser(app);
    const turned = await sharp(
      await shelfPhoto([{ brewery: 'BrewDog', name: 'Punk IPA' }], { width: 1200, height: 600 }),
    )
      .rotate(-90)
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const res = await analyze(token, { data: turned }, 'tap');
    expect(res.status).toBe(201);
    expect([res.body.width, res.body.height]).toEqual([1200, 600]);
    expect(res.body.beers.map((b: { name: string }) => b.name)).toEqual(['Punk IPA']);
  }, 60_000);

  it('checks the file by its content and refuses what it cannot take, counting nothing', async () => {
    const { user, token } = await signedInUser(app);
    const text = await analyze(token, {
      data: Buffer.from('not a photo at all'),
      name: 'shelf.jpg',
    });
    expect(text).toMatchObject({ status: 415, body: { code: 'unsupported_image' } });

    const broken = await analyze(token, { data: photo.subarray(0, 2000) });
    expect(broken.status).toBe(415);

    const bomb = await sharp({
      create: { width: 9000, height: 6000, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    expect(await analyze(token, { data: bomb, type: 'image/png' })).toMatchObject({
      status: 413,
      body: { code: 'image_too_many_pixels' },
    });

    const huge = await analyze(token, { data: Buffer.alloc(16 * 1024 * 1024, 1) });
    expect(huge).toMatchObject({ status: 413, body: { code: 'image_too_large' } });

    expect(await analyze(token)).toMatchObject({ status: 400, body: { code: 'image_required' } });
    expect(await analyze(token, { data: photo }, 'fridge')).toMatchObject({
      status: 400,
      body: { code: 'validation_failed' },
    });
    expect((await usage(user.id))?.used ?? 0).toBe(0);
    expect(
      await app.database.db.select().from(analyses).where(eq(analyses.userId, user.id)),
    ).toHaveLength(0);
  }, 60_000);

  it('says what is wrong with an upload: two photos, too many fields, a pixel bomb', async () => {
    const { user, token } = await signedInUser(app);
    const post = async (form: FormData) => {
      const res = await fetch(`${app.url}/api/analyze`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    const jpeg = () => new Blob([new Uint8Array(photo)], { type: 'image/jpeg' });

    const two = new FormData();
    two.append('image', jpeg(), 'a.jpg');
    two.append('image', jpeg(), 'b.jpg');
    expect(await post(two)).toMatchObject({
      status: 400,
      body: { code: 'too_many_files', message: 'Send one photo at a time.' },
    });

    const fields = new FormData();
    for (let i = 0; i < 11; i++) fields.append(`f${i}`, 'x');
    fields.append('image', jpeg(), 'a.jpg');
    expect(await post(fields)).toMatchObject({
      status: 400,
      body: {
        code: 'too_many_fields',
        message: 'The upload has too many fields: send the photo and its type only.',
      },
    });

    // 20000×20000 declared in a few hundred bytes: over sharp's own default pixel limit.
    const bomb = await analyze(token, {
      data: await pngDeclaring(20_000, 20_000),
      type: 'image/png',
    });
    expect(bomb).toEqual({
      status: 413,
      body: {
        code: 'image_too_many_pixels',
        message: 'That photo has over 50 megapixels. Please send a smaller one.',
      },
    });
    expect((await usage(user.id))?.used ?? 0).toBe(0);
  }, 60_000);

  it('needs a signed-in user', async () => {
    expect((await analyze(undefined, { data: photo })).status).toBe(401);
  });

  it('never overspends: 20 parallel scans with 3 left give exactly 3', async () => {
    const { user, token } = await signedInUser(app);
    await app.database.db.insert(usagePeriods).values({
      userId: user.id,
      periodStart,
      periodEnd: new Date('2026-12-01Z'),
      used: 2,
      limit: 5,
    });
    const small = await shelfPhoto([{ brewery: 'Guinness', name: 'Draught' }], {
      width: 800,
      height: 400,
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => analyze(token, { data: small })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    const refused = results.find((r) => r.status === 429)!.body;
    expect(refused).toMatchObject({
      code: 'limit_reached',
      limit: 5,
      resetsAt: '2026-12-01T00:00:00.000Z',
    });
    expect(await usage(user.id)).toMatchObject({ used: 5, pending: 0 });
  }, 120_000);
});
