import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rewriteModel, rewrittenModel } from './rewritten-models';
import { modelAssets } from './test-models';

// The classifier: the smallest model, rewritten (hard-swish) like the others.
const source = path.join(modelAssets, 'ch_ppocr_mobile_v2.0_cls_infer.onnx');

const folders: string[] = [];
const folder = async () => {
  folders.push(await mkdtemp(path.join(os.tmpdir(), 'models-')));
  return folders.at(-1)!;
};
afterAll(() => Promise.all(folders.map((f) => rm(f, { recursive: true, force: true }))));

describe('rewrittenModel', { timeout: 300_000 }, () => {
  it('keeps the rewritten model on disk once and hands out its path after that', async () => {
    const dir = await folder();
    // A copy an earlier version of the rewrites left: stale, and removed.
    await writeFile(path.join(dir, `0123456789abcdef-${path.basename(source)}`), 'stale');
    const first = await rewrittenModel(source, dir);
    expect(typeof first).toBe('string');
    expect(Buffer.compare(await readFile(first as string), await rewriteModel(source))).toBe(0);
    const written = (await stat(first as string)).mtimeMs;
    const again = await rewrittenModel(source, dir);
    expect(again).toBe(first);
    expect((await stat(again as string)).mtimeMs).toBe(written);
    expect(await readdir(dir)).toEqual([path.basename(first as string)]);
  });

  it('rewrites in memory when no copy can be kept', async () => {
    const dir = await folder();
    const file = path.join(dir, 'a-file');
    await writeFile(file, '');
    // A folder inside a file cannot be made.
    const model = await rewrittenModel(source, path.join(file, 'cache'));
    expect(model).toBeInstanceOf(Uint8Array);
    expect(Buffer.compare(model as Uint8Array, await rewriteModel(source))).toBe(0);
  });
});
