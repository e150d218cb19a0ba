import { createHash } from 'node:crypto';
import { createRng } from './scenes/prng';
import type { Box, Recognition, Recognizer } from './recognizer-port';

export type FakeTruth = {
  products: { beerId: string | null; name: string; brewery: string; boxes: Box[] }[];
};
type FakeBeer = { id: string; name: string; brewery: string };

/**
 * A stand-in that cheats from the ground truth, only to check the harness's arithmetic: it finds
 * about 90% of the catalogue beers, puts a third of its boxes in the wrong place, and now and
 * then names a random catalogue beer, all decided by a hash of the image so runs repeat.
 */
export function createFakeRecognizer(
  truthByImage: Map<string, FakeTruth>,
  catalogue: FakeBeer[],
): Recognizer {
  return {
    async recognize(image: Buffer): Promise<Recognition> {
      const digest = createHash('sha1').update(image).digest('hex');
      const truth = truthByImage.get(digest);
      if (!truth) throw new Error('fake recogniser: an image it has no ground truth for');
      const rng = createRng(parseInt(digest.slice(0, 8), 16));
      await new Promise((resolve) => setTimeout(resolve, rng.int(5, 30)));
      const beers: Recognition['beers'] = [];
      for (const p of truth.products) {
        if (!p.beerId || !rng.chance(0.9)) continue;
        const boxes = rng.chance(0.67) ? p.boxes.slice(0, 1) : [[0, 0, 2, 2] as Box];
        beers.push({ beerId: p.beerId, name: p.name, brewery: p.brewery, confidence: 0.9, boxes });
      }
      if (rng.chance(0.15)) {
        const wrong = rng.pick(catalogue);
        beers.push({
          beerId: wrong.id,
          name: wrong.name,
          brewery: wrong.brewery,
          confidence: 0.5,
          boxes: [[0, 0, 10, 10]],
        });
      }
      return { beers, unrecognised: [] };
    },
    close: async () => {},
  };
}
