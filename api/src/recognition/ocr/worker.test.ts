import { afterAll, describe, expect, it } from 'vitest';
import { createOcrEngine } from './index';
import { PaddleOcrEngine } from './paddle';
import { renderText } from './test-images';
import type { OcrEngine } from './types';
import { WorkerOcrPool } from './worker-pool';

const engines: OcrEngine[] = [];
afterAll(() => Promise.all(engines.map((e) => e.close())));

// Heavy: real models in worker threads at a lower priority; on a busy 2-core machine a read takes long.
describe('worker OCR engine', { timeout: 300_000 }, () => {
  it('matches the in-process engine and loads models once', async () => {
    const image = await renderText(900, 300, [
      { text: 'GUINNESS', x: 60, y: 120, size: 56 },
      { text: 'Draught Stout', x: 60, y: 200, size: 44, weight: 'normal' },
    ]);
    const worker = await createOcrEngine({ workers: 1 });
    const local = await PaddleOcrEngine.create();
    engines.push(worker, local);
    expect(worker).toBeInstanceOf(WorkerOcrPool);

    const first = await worker.read(image);
    const second = await worker.read(image);
    const expected = await local.read(image);
    const strip = (r: typeof first) => ({ ...r, ms: 0 });
    expect(strip(first)).toEqual(strip(expected));
    expect(strip(second)).toEqual(strip(expected));
    expect(first.lines.map((l) => l.text.toUpperCase())).toContain('GUINNESS');
    expect(image.length).toBeGreaterThan(0); // the caller's buffer is not detached
    expect(await (worker as WorkerOcrPool).stats()).toEqual([
      { modelLoads: 1, reads: 2, peerCrops: 0 },
    ]);
  });

  it('reads one scan on every worker: an idle one reads some of its crops, with the same result', async () => {
    const image = await renderText(
      1200,
      900,
      ['SIERRA NEVADA', 'Pale Ale', 'GUINNESS', 'Draught Stout', 'BREWDOG', 'Punk IPA'].map(
        (text, i) => ({ text, x: 60, y: 110 + i * 130, size: 64 }),
      ),
    );
    const pool = (await createOcrEngine({ workers: 2 })) as WorkerOcrPool;
    const local = await PaddleOcrEngine.create({ recognitionThreads: 1 });
    engines.push(pool, local);
    const strip = (r: Awaited<ReturnType<OcrEngine['read']>>) => ({ ...r, ms: 0 });
    expect(strip(await pool.read(image))).toEqual(strip(await local.read(image)));
    const [reader, peer] = await pool.stats();
    expect(reader).toMatchObject({ reads: 1, peerCrops: 0 });
    expect(peer).toMatchObject({ reads: 0 });
    // Half of the classifier's crops and of the recogniser's, at least.
    expect(peer!.peerCrops).toBeGreaterThanOrEqual(6);
  });

  it('reads scans that arrive together on different workers', async () => {
    const pool = await createOcrEngine({ workers: 2 });
    engines.push(pool);
    const a = await renderText(600, 200, [{ text: 'DUVEL', x: 60, y: 120, size: 60 }]);
    const b = await renderText(600, 200, [{ text: 'CHIMAY', x: 60, y: 120, size: 60 }]);
    // Both are handed out before either finishes: one each, not two queued on the first worker.
    const [ra, rb] = await Promise.all([pool.read(a), pool.read(b)]);
    expect(ra.lines.map((l) => l.text)).toEqual(['DUVEL']);
    expect(rb.lines.map((l) => l.text)).toEqual(['CHIMAY']);
    expect(await (pool as WorkerOcrPool).stats()).toMatchObject([
      { modelLoads: 1, reads: 1 },
      { modelLoads: 1, reads: 1 },
    ]);
    // Once idle, the next read goes to the first worker again.
    await pool.read(a);
    expect((await (pool as WorkerOcrPool).stats()).map((s) => s.reads)).toEqual([2, 1]);
  });

  it('keeps the event loop free during a read', async () => {
    const worker = await createOcrEngine({ workers: 1 });
    engines.push(worker);
    const image = await renderText(1600, 1200, [{ text: 'CHIMAY', x: 100, y: 300, size: 90 }]);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    await worker.read(image);
    clearInterval(timer);
    // A blocked loop would tick about once; a free one about every 5 ms.
    expect(ticks).toBeGreaterThan((performance.now() - started) / 5 / 4);
  });

  it('rejects a bad image without breaking later reads', async () => {
    const worker = await createOcrEngine({ workers: 1 });
    engines.push(worker);
    await expect(worker.read(Buffer.from('not an image'))).rejects.toThrow();
    const image = await renderText(600, 200, [{ text: 'DUVEL', x: 60, y: 120, size: 60 }]);
    const result = await worker.read(image);
    expect(result.lines.map((l) => l.text)).toEqual(['DUVEL']);
  });

  it('rejects reads after close', async () => {
    const worker = await createOcrEngine({ workers: 1 });
    await worker.close();
    await expect(worker.read(Buffer.alloc(1))).rejects.toThrow(/closed/);
  });
});
