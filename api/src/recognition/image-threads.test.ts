import { getPriority } from 'node:os';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageThreadPriorities, lowerImageThreads, OCR_NICE } from './image-threads';

describe.runIf(process.platform === 'linux')('image threads', () => {
  it("lowers sharp's threads to the OCR's priority and leaves the thread answering requests as it was", async () => {
    const before = getPriority();
    // A resize large enough to start libvips' worker threads.
    await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c9a36b' } })
      .resize(1000)
      .jpeg()
      .toBuffer();
    expect((await imageThreadPriorities()).length).toBeGreaterThan(0);
    await lowerImageThreads();
    const after = await imageThreadPriorities();
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((nice) => nice === OCR_NICE)).toBe(true);
    expect(getPriority()).toBe(before);
    // Already lowered: nothing more to do.
    expect(await lowerImageThreads()).toEqual([]);
  });
});
