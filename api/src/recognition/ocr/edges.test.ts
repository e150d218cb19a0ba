import { describe, expect, it } from 'vitest';
import { grewAtEdges, intrudes, isVariant, lengthened } from './edges';
import type { Quad } from './types';

const read = (text: string, confidence = 0.95) => ({ text, confidence });

describe('reading a line again, lengthened at both ends', () => {
  it('lengthens the line along its own direction, whichever way it runs', () => {
    // 100 px long, 20 px tall, read top to bottom: lengthened 16 px (0.8 heights) at each end.
    const down: Quad = [
      [50, 0],
      [50, 100],
      [30, 100],
      [30, 0],
    ];
    expect(lengthened(down)).toEqual([
      [50, -16],
      [50, 116],
      [30, 116],
      [30, -16],
    ]);
  });

  it('keeps the longer reading when it adds letters to the first', () => {
    // The start of the brand turned away with the label: the strip beyond holds it.
    expect(grewAtEdges(read('ORTH PALE'), read('NORTH PALE'))).toBe(true);
    expect(grewAtEdges(read('Wharf 5'), read('Wharf 55'))).toBe(true);
  });

  it('keeps the first reading when the longer one changed it, added only marks, or is unsure', () => {
    expect(grewAtEdges(read('Harbour'), read('arbour'))).toBe(false);
    expect(grewAtEdges(read('Crane Ale'), read('Crone Ales'))).toBe(false);
    expect(grewAtEdges(read('Gold'), read('#Gold'))).toBe(false);
    expect(grewAtEdges(read('500ml'), read('500ml元'))).toBe(false);
    expect(grewAtEdges(read('ORTH PALE'), read('NORTH PALE', 0.6))).toBe(false);
  });

  it('keeps a longer reading that changed the first as another reading, when sure', () => {
    // A display capital read as two letters, then as itself with more of the label around it.
    expect(isVariant(read('Rlorrowvale'), read('Marrowvale', 0.86))).toBe(true);
    expect(isVariant(read('Harbour'), read('Harbour', 0.99))).toBe(false);
    expect(isVariant(read('Harbour'), read(''))).toBe(false);
    expect(isVariant(read('Harbour'), read('Harbowr', 0.6))).toBe(false);
  });

  it("does not lengthen a line into its neighbour's region", () => {
    // "WHEAT" 100 px long and 50 tall, after "DARK" with a 20 px gap on one baseline.
    const wheat: Quad = [
      [200, 0],
      [300, 0],
      [300, 50],
      [200, 50],
    ];
    const dark: Quad = [
      [100, 0],
      [180, 0],
      [180, 50],
      [100, 50],
    ];
    const above: Quad = [
      [0, -80],
      [400, -80],
      [400, -30],
      [0, -30],
    ];
    expect(intrudes(wheat, lengthened(wheat), [dark])).toBe(true);
    expect(intrudes(wheat, lengthened(wheat), [above])).toBe(false);
  });
});
