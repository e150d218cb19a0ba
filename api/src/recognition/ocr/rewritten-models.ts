import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { foldAffine } from './fold-affine';
import { fuseHardSwish } from './hard-swish';

/** Where rewritten models are kept: the project's own cache folder, never a shared one. */
export const MODEL_CACHE = fileURLToPath(
  new URL('../../../../node_modules/.cache/beerscout-ocr/', import.meta.url),
);

/**
 * The rewrites' sources, this file included (it chooses them): change one and every kept copy is
 * stale.
 */
const REWRITE_SOURCES = ['onnx-wire.ts', 'hard-swish.ts', 'fold-affine.ts', 'rewritten-models.ts'];

/** The model rewritten in memory: hard-swish in two passes, affine blocks folded. */
export async function rewriteModel(source: string): Promise<Uint8Array> {
  return foldAffine(fuseHardSwish(await readFile(source)).model).model;
}

let rewriteSources: Promise<Buffer[]> | undefined;

async function cacheKey(source: string): Promise<string> {
  // Read once per thread, not once per model.
  rewriteSources ??= Promise.all(
    REWRITE_SOURCES.map((file) => readFile(new URL(`./${file}`, import.meta.url))),
  );
  const hash = createHash('sha1');
  for (const text of await rewriteSources) hash.update(text);
  const { size, mtimeMs } = await stat(source);
  return hash.update(`${size} ${mtimeMs}`).digest('hex').slice(0, 16);
}

/**
 * The model as rewritten at load (`hard-swish.ts`, `fold-affine.ts`), as a file path for ONNX
 * Runtime to read. Rewriting in every OCR thread at every start left about 35 MB per thread in
 * the process's memory (buffers freed but kept by the allocator), and a session made from a path
 * holds none of it; so the rewrite is done once and kept in `cacheDir`, keyed by the rewrites'
 * sources and the model file's size and time. Where no copy can be kept (a read-only install),
 * the model is rewritten in memory as before.
 */
export async function rewrittenModel(
  source: string,
  cacheDir = MODEL_CACHE,
): Promise<string | Uint8Array> {
  const name = path.basename(source);
  const kept = path.join(cacheDir, `${await cacheKey(source)}-${name}`);
  if (
    await stat(kept).then(
      (s) => s.isFile(),
      () => false,
    )
  )
    return kept;
  const model = await rewriteModel(source);
  try {
    await mkdir(cacheDir, { recursive: true });
    // Written aside and renamed: a thread starting at the same time never reads half a file.
    const partial = `${kept}.${process.pid}-${threadId}.partial`;
    await writeFile(partial, model);
    await rename(partial, kept);
  } catch {
    return model;
  }
  // Copies made by earlier rewrites of this model are stale now.
  for (const file of await readdir(cacheDir))
    if (file.endsWith(`-${name}`) && path.join(cacheDir, file) !== kept)
      await rm(path.join(cacheDir, file), { force: true });
  return kept;
}
