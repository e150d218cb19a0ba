import OpenAI from 'openai';
import sharp from 'sharp';
import { z } from 'zod';
import { beerMatchKey } from '@common/domain/beer-key';
import type { Db } from '../db/client';
import { beers } from '../db/schema';
import type { CatalogueIndex } from './catalogue-index';
import { matchWindow } from './matching';
import type { Box, OcrLine } from './ocr/types';
import { VISION } from './tuning';
import type { RecognizedBeer, Recognition } from './types';

export type VisionSettings = { apiKey: string; baseUrl?: string; model: string; timeoutMs: number };

// What we ask the model for: names and places only. There is deliberately no rating field:
// no model ever produces a rating (decisions.md 6).
const VisionAnswerSchema = z.object({
  beers: z.array(
    z.object({
      brewery: z.string(),
      name: z.string(),
      style: z.string().nullable(),
      box: z.array(z.number()).length(4),
    }),
  ),
});
const JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['beers'],
  properties: {
    beers: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['brewery', 'name', 'style', 'box'],
        properties: {
          brewery: { type: 'string' },
          name: { type: 'string' },
          style: { type: ['string', 'null'] },
          box: {
            type: 'array',
            items: { type: 'number' },
            description: '[x, y, width, height], fractions of the image',
          },
        },
      },
    },
  },
} as const;

const PROMPT =
  'You identify beers in photos of store shelves, bar tap handles and chalkboard tap lists. ' +
  'List every distinct beer whose label you can actually read: brewery, beer name, style if printed, ' +
  'and its bounding box as fractions of the image [x, y, width, height]. List a beer once even if it ' +
  'appears several times. Do not guess beers you cannot read. Never give ratings or opinions.';

/** Asks an OpenAI-compatible vision model (OpenAI, or a self-hosted server) what it sees. */
export async function askVisionModel(settings: VisionSettings, image: Buffer) {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl,
    timeout: settings.timeoutMs,
    maxRetries: 1,
  });
  const jpeg = await sharp(image)
    .resize({
      width: VISION.maxSide,
      height: VISION.maxSide,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .jpeg({ quality: VISION.jpegQuality })
    .toBuffer();
  const completion = await client.chat.completions.create({
    model: settings.model,
    response_format: {
      type: 'json_schema',
      json_schema: { name: 'beers_in_photo', strict: true, schema: JSON_SCHEMA },
    },
    messages: [
      { role: 'system', content: PROMPT },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Which beers are in this photo?' },
          {
            type: 'image_url',
            image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}` },
          },
        ],
      },
    ],
  });
  const content = completion.choices[0]?.message.content ?? '';
  return VisionAnswerSchema.parse(JSON.parse(content));
}

/** A synthetic OCR line, so the model's names go through the same matcher as OCR text. */
const asLine = (text: string, box: Box): OcrLine => ({
  text,
  confidence: 1,
  box,
  polygon: [
    [box[0], box[1]],
    [box[0] + box[2], box[1]],
    [box[0] + box[2], box[1] + box[3]],
    [box[0], box[1] + box[3]],
  ],
  angle: 0,
  lineHeight: box[3],
});

/**
 * Matches the model's answer to the catalogue. A beer the catalogue lacks is added as
 * `unverified` for admin review, with no rating: the model's word is never shown raw.
 */
export async function interpretVisionAnswer(
  db: Db,
  index: CatalogueIndex,
  answer: z.infer<typeof VisionAnswerSchema>,
  size: { width: number; height: number },
): Promise<Omit<Recognition, 'recognizer'>> {
  const found = new Map<string, RecognizedBeer>();
  for (const item of answer.beers) {
    const [fx, fy, fw, fh] = item.box.map((v) => Math.min(1, Math.max(0, v))) as Box;
    const box: Box = [
      Math.round(fx * size.width),
      Math.round(fy * size.height),
      Math.round(fw * size.width),
      Math.round(fh * size.height),
    ];
    const match = matchWindow(index, [asLine(`${item.brewery} ${item.name}`, box)]);
    let beer: {
      id: string;
      name: string;
      brewery: string;
      style: string | null;
      confidence: number;
    };
    if (match && match.confidence >= VISION.catalogueMatch) {
      beer = { ...match.beer, confidence: match.confidence };
    } else {
      const [row] = await db
        .insert(beers)
        .values({
          name: item.name.trim(),
          brewery: item.brewery.trim(),
          matchKey: beerMatchKey(item.brewery, item.name),
          style: item.style?.trim() || null,
          status: 'unverified',
          provenance: 'vision',
        })
        .onConflictDoUpdate({ target: beers.matchKey, set: { updatedAt: beers.updatedAt } })
        .returning({ id: beers.id, name: beers.name, brewery: beers.brewery, style: beers.style });
      beer = { ...row!, confidence: VISION.addedBeerConfidence };
    }
    const seen = found.get(beer.id);
    if (seen) seen.boxes.push(box);
    else
      found.set(beer.id, {
        beerId: beer.id,
        name: beer.name,
        brewery: beer.brewery,
        style: beer.style,
        confidence: Math.round(beer.confidence * 1000) / 1000,
        boxes: [box],
        alternatives: [],
      });
  }
  return { beers: [...found.values()], guesses: [], unrecognised: [] };
}
