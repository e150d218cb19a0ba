// Read-time benchmark on synthetic shelf photos: `npx tsx api/src/recognition/ocr/bench.ts`
// (OCR_THREADS=2 to try two intra-op threads).
// Prints median and best of several reads at 1, 4 and 12 MP (JPEG, 12 label lines each).
import os from 'node:os';
import sharp from 'sharp';
import { decode, imageSize } from './image';
import { detect } from './detect';
import { loadModels } from './models';
import { PaddleOcrEngine } from './paddle';
import { renderText, type SvgText } from './test-images';

const labels = [
  ['SIERRA NEVADA', 'Pale Ale'],
  ['GUINNESS', 'Draught Stout'],
  ['BREWDOG', 'Punk IPA'],
  ['BROOKLYN', 'Lager'],
  ['DUVEL', 'Belgian Golden Ale'],
  ['CHIMAY', 'Grande Reserve'],
];

/** Six two-line labels on a 3 × 2 grid, sized relative to the image like a shelf photo. */
export async function shelfPhoto(width: number, height: number): Promise<Buffer> {
  const u = width / 1000;
  const texts: SvgText[] = labels.flatMap(([brand, style], i) => {
    const x = (40 + (i % 3) * 330) * u;
    const y = (height / u / 2) * (i < 3 ? 0.45 : 0.9) * u;
    return [
      { text: brand!, x, y, size: 28 * u },
      { text: style!, x, y: y + 40 * u, size: 22 * u, weight: 'normal' as const },
    ];
  });
  const png = await renderText(width, height, texts, { background: '#efe9dc' });
  // Sensor-like noise so the JPEG is photo-sized (a few MB at 12 MP) and decodes like one.
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let seed = 1;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = Math.max(0, Math.min(255, data[i]! + ((seed >> 16) % 25) - 12));
  }
  return sharp(data, { raw: { width, height, channels: info.channels } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function main() {
  const threads = Number(process.env.OCR_THREADS ?? 1);
  const engine = await PaddleOcrEngine.create({ threads });
  const models = await loadModels(threads);
  const cores = `${os.cpus().length} cores, ${os.cpus()[0]?.model}`;
  console.log(`${cores}, load ${os.loadavg()[0]}, ${threads} ONNX thread(s)`);
  for (const [w, h] of [
    [1155, 866],
    [2309, 1732],
    [4000, 3000],
  ] as const) {
    const img = await shelfPhoto(w, h);
    const runs: number[] = [];
    const cpu: number[] = [];
    let lines = 0;
    for (let i = 0; i < 6; i++) {
      const before = process.cpuUsage();
      // A fresh copy each time, so no decoder cache can recognise the buffer.
      const r = await engine.read(Buffer.from(img));
      const used = process.cpuUsage(before);
      if (i > 0) runs.push(r.ms);
      // CPU time of this process: what the read costs on an otherwise idle machine.
      if (i > 0) cpu.push(Math.round((used.user + used.system) / 1000));
      lines = r.lines.length;
    }
    cpu.sort((a, b) => a - b);
    const t0 = performance.now();
    await imageSize(img);
    await decode(img);
    const tDecode = performance.now() - t0;
    const t1 = performance.now();
    await detect(models.det!, img, w, h, 1280);
    const tDetect = performance.now() - t1;
    runs.sort((a, b) => a - b);
    const median = runs[runs.length >> 1];
    console.log(
      `${w}x${h} (${((w * h) / 1e6).toFixed(1)} MP, ${(img.length / 1e6).toFixed(1)} MB JPEG): ` +
        `median ${median} ms, best ${runs[0]} ms, cpu median ${cpu[cpu.length >> 1]} ms, ` +
        `${lines} lines, last ${JSON.stringify(engine.lastTimings)}; ` +
        `full decode ${tDecode.toFixed(0)} ms, detect ${tDetect.toFixed(0)} ms`,
    );
  }
  await engine.close();
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
