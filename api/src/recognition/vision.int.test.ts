import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { beerMatchKey } from '@common/domain/beer-key';
import type { Database } from '../db/client';
import { beers } from '../db/schema';
import { createTestDatabase } from '../testing/database';
import { startFakeOpenAI } from '../testing/fake-openai';
import type { OcrEngine } from './ocr/types';
import { createRecognizer } from './recognizer';
import { line } from './testing-lines';

let database: Database;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let photo: Buffer;
// The local reader is not under test here: it "reads" a fixed label, so a fallback shows.
const localReads: OcrEngine = {
  read: async () => ({
    width: 1000,
    height: 500,
    ms: 1,
    lines: [line('GUINNESS', 100, 100), line('DRAUGHT', 100, 150)],
  }),
  close: async () => {},
};
const vision = (over: Partial<{ apiKey: string; timeoutMs: number }> = {}) => ({
  apiKey: 'sk-test-key',
  baseUrl: fake.baseUrl,
  model: 'vision-test-model',
  timeoutMs: 5000,
  ...over,
});

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeOpenAI();
  photo = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#ccbb99' } })
    .jpeg()
    .toBuffer();
  await database.db.insert(beers).values(
    [
      ['Guinness', 'Guinness Draught'],
      ['BrewDog', 'Punk IPA'],
    ].map(([brewery, name]) => ({
      brewery: brewery!,
      name: name!,
      matchKey: beerMatchKey(brewery!, name!),
      provenance: 'test',
    })),
  );
});
afterAll(async () => {
  await fake.close();
  await database.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

describe('the vision-model recogniser', () => {
  it('sends the photo to the model and matches its answer to the catalogue', async () => {
    fake.set({
      kind: 'answer',
      beers: [
        { brewery: 'BrewDog', name: 'Punk IPA', style: 'IPA', box: [0.5, 0.2, 0.1, 0.4] },
        {
          brewery: 'Moonlight Goat Brewing',
          name: 'Hazelnut Porter',
          style: 'Porter',
          box: [0.1, 0.1, 0.2, 0.5],
        },
      ],
    });
    const recognizer = await createRecognizer(database.db, {
      mode: 'vision',
      vision: vision(),
      ocr: localReads,
    });
    const result = await recognizer.recognize(photo, 'shelf');

    expect(result.recognizer).toBe('vision');
    const request = fake.requests[0]!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe('Bearer sk-test-key');
    expect(request.body.model).toBe('vision-test-model');
    expect(request.body.response_format.type).toBe('json_schema');
    expect(JSON.stringify(request.body.messages)).toContain('data:image/jpeg;base64,');

    const punk = result.beers.find((b) => b.name === 'Punk IPA')!;
    const [known] = await database.db.select().from(beers).where(eq(beers.name, 'Punk IPA'));
    expect(punk.beerId).toBe(known!.id);
    expect(punk.boxes).toEqual([[500, 100, 100, 200]]);

    // Not in the catalogue: added for admin review, unverified and with no rating.
    const [added] = await database.db.select().from(beers).where(eq(beers.name, 'Hazelnut Porter'));
    expect(added).toMatchObject({
      status: 'unverified',
      provenance: 'vision',
      rating: null,
      ratingSource: null,
    });
    expect(result.beers.find((b) => b.name === 'Hazelnut Porter')!.beerId).toBe(added!.id);
  });

  it('retries once, then falls back to the local recogniser when the model fails', async () => {
    fake.set({ kind: 'error', status: 500 });
    const recognizer = await createRecognizer(database.db, {
      mode: 'vision',
      vision: vision(),
      ocr: localReads,
    });
    const result = await recognizer.recognize(photo, 'shelf');
    expect(fake.requests).toHaveLength(2);
    expect(result.recognizer).toBe('local');
    expect(result.beers.map((b) => b.name)).toEqual(['Guinness Draught']);
  });

  it('gives up on a model that does not answer in time', async () => {
    fake.set({ kind: 'hang' });
    const recognizer = await createRecognizer(database.db, {
      mode: 'vision',
      vision: vision({ timeoutMs: 1000 }),
      ocr: localReads,
    });
    const result = await recognizer.recognize(photo, 'shelf');
    expect(result.recognizer).toBe('local');
    expect(fake.requests).toHaveLength(2);
  });

  it('in auto mode asks the model only when the local result is weak', async () => {
    fake.set({ kind: 'answer', beers: [] });
    const strong = await createRecognizer(database.db, {
      mode: 'auto',
      vision: vision(),
      ocr: localReads,
    });
    expect((await strong.recognize(photo, 'shelf')).recognizer).toBe('local');
    expect(fake.requests).toHaveLength(0);

    const blank: OcrEngine = {
      ...localReads,
      read: async () => ({ width: 1000, height: 500, ms: 1, lines: [] }),
    };
    const weak = await createRecognizer(database.db, {
      mode: 'auto',
      vision: vision(),
      ocr: blank,
    });
    expect((await weak.recognize(photo, 'shelf')).recognizer).toBe('vision');
    expect(fake.requests).toHaveLength(1);
  });

  it('without a key never calls out', async () => {
    const recognizer = await createRecognizer(database.db, {
      mode: 'vision',
      vision: { model: 'x', timeoutMs: 1000, baseUrl: fake.baseUrl },
      ocr: localReads,
    });
    expect((await recognizer.recognize(photo, 'shelf')).recognizer).toBe('local');
    expect(fake.requests).toHaveLength(0);
  });
});
