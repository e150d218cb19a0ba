import sharp from 'sharp';

/** What a link preview card says: a small line above, a heading, and up to five lines. */
export type Card = { kicker: string; heading: string; lines: string[]; footer?: string };

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const MAX_LINES = 5;

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Cuts text to `max` characters with an ellipsis: DejaVu Sans at these sizes fits about that. */
export const fit = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

function svg(card: Card): string {
  const shown = card.lines.slice(0, MAX_LINES);
  const lines = shown
    .map(
      (line, i) =>
        `<text x="96" y="${316 + i * 52}" font-size="36" fill="#292524">${xml(fit(line, 52))}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <rect width="100%" height="100%" fill="#fffbeb"/>
  <rect width="24" height="100%" fill="#b45309"/>
  <g font-family="DejaVu Sans, sans-serif">
    <rect x="96" y="56" width="56" height="56" rx="12" fill="#f59e0b"/>
    <path d="M112 74h20v26a4 4 0 0 1-4 4h-12a4 4 0 0 1-4-4z M132 80h6a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4h-6" fill="none" stroke="#451a03" stroke-width="4" stroke-linejoin="round"/>
    <text x="168" y="96" font-size="34" font-weight="bold" fill="#451a03">BeerScout</text>
    <text x="96" y="180" font-size="28" font-weight="bold" fill="#b45309" letter-spacing="2">${xml(fit(card.kicker.toUpperCase(), 60))}</text>
    <text x="96" y="240" font-size="52" font-weight="bold" fill="#451a03">${xml(fit(card.heading, 38))}</text>
    ${lines}
    <text x="96" y="590" font-size="26" fill="#92400e">${xml(card.footer ?? 'Identifies beers instantly with your camera.')}</text>
  </g>
</svg>`;
}

// The cards drawn last, by their SVG: a shared link is fetched by every chat app that previews
// it, and each drawing costs tens of milliseconds of CPU, so a popular (or hammered) link is drawn
// once. Keyed by content, not token: a revoked link is refused before its card is looked up.
const drawn = new Map<string, Promise<Buffer>>();
const KEEP = 64;

/** A 1200 × 630 PNG link preview (Open Graph), drawn from SVG text with the system's fonts. */
export function renderCard(card: Card): Promise<Buffer> {
  const key = svg(card);
  const cached = drawn.get(key);
  if (cached) return cached;
  const png = sharp(Buffer.from(key)).png({ compressionLevel: 9 }).toBuffer();
  png.catch(() => drawn.delete(key));
  drawn.set(key, png);
  // Maps keep insertion order: the first key is the oldest card.
  if (drawn.size > KEEP) drawn.delete(drawn.keys().next().value!);
  return png;
}
