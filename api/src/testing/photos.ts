import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export type Label = { brewery: string; name: string };
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * A shelf photo for tests: one label per product, brewery over name, on a warm background,
 * rendered at 1600×800 and scaled to the size asked for, as a JPEG.
 */
export async function shelfPhoto(
  labels: Label[],
  size: { width: number; height: number } = { width: 1600, height: 800 },
) {
  const slot = 1600 / labels.length;
  const parts = labels.map((l, i) => {
    const x = i * slot + slot / 2;
    return `<rect x="${i * slot + 20}" y="220" width="${slot - 40}" height="360" rx="18" fill="#fffaf0" stroke="#7a4a12" stroke-width="4"/>
      <text x="${x}" y="360" font-size="44" font-weight="bold" text-anchor="middle" fill="#3b1f05">${escape(l.brewery.toUpperCase())}</text>
      <text x="${x}" y="440" font-size="40" text-anchor="middle" fill="#7a2e0b">${escape(l.name)}</text>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="800"><rect width="1600" height="800" fill="#c9a36b"/><g font-family="DejaVu Sans">${parts.join('')}</g></svg>`;
  return sharp(Buffer.from(svg)).resize(size.width, size.height).jpeg({ quality: 90 }).toBuffer();
}

/**
 * A decompression bomb: a 1×1 PNG whose header claims `width`×`height`, so a few hundred bytes
 * declare hundreds of megapixels. Only the header is rewritten (with its CRC).
 */
export async function pngDeclaring(width: number, height: number) {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  // 8-byte signature, then IHDR: length (4), type (4), width (4), height (4)…, CRC after 13 bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** POST /api/analyze as the site sends it (multipart `image` and `type`), from any server. */
export async function postScan(baseUrl: string, token: string, photo: Buffer, type = 'shelf') {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'shelf.jpg');
  form.append('type', type);
  const res = await fetch(`${baseUrl}/api/analyze`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as any };
}
