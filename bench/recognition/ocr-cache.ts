import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOcrEngine } from '@api/recognition/ocr';
import type { OcrEngine, OcrResult } from '@api/recognition/ocr/types';

const OCR_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../api/src/recognition/ocr',
);

/**
 * A hash of the OCR's own sources: change the OCR and every cached reading is stale. Tests and
 * their helpers (`test-*.ts`) read nothing.
 */
async function ocrVersion(): Promise<string> {
  const hash = createHash('sha1');
  const files = (await readdir(OCR_DIR))
    .filter((f) => !f.includes('.test.') && !f.startsWith('test-'))
    .sort();
  for (const file of files) hash.update(file).update(await readFile(path.join(OCR_DIR, file)));
  return hash.digest('hex').slice(0, 12);
}

/**
 * An OCR engine that keeps what it read of each image in `dir` (keyed by the image's bytes and
 * the OCR's sources), so a change to grouping or matching is scored on every scene in seconds
 * instead of minutes. The real engine is loaded only for an image not read before. Times and
 * memory of such a run say nothing: the harness says so.
 */
export async function cachingOcrEngine(dir: string): Promise<OcrEngine> {
  const folder = path.join(dir, await ocrVersion());
  await mkdir(folder, { recursive: true });
  let engine: Promise<OcrEngine> | undefined;
  return {
    async read(image: Buffer): Promise<OcrResult> {
      const file = path.join(folder, `${createHash('sha1').update(image).digest('hex')}.json`);
      const cached = await readFile(file, 'utf8').catch(() => undefined);
      if (cached) return JSON.parse(cached) as OcrResult;
      engine ??= createOcrEngine({ inWorker: true });
      const result = await (await engine).read(image);
      await writeFile(file, JSON.stringify(result));
      return result;
    },
    close: async () => {
      if (engine) await (await engine).close();
    },
  };
}
