// Text saved as UTF-8, read back as Windows-1252 and saved as UTF-8 again shows each accented
// letter as two or three others: "KÃ¶lsch" for "Kölsch", "â€™" for "’". The Open Beer Database
// dump is written so. Each such run is turned back into the bytes it was read from and decoded
// as UTF-8 again; a run whose bytes are not UTF-8 was real text and stays.

/** Windows-1252's letters in 0x80–0x9F, by the byte each stands for. */
const CP1252_HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};
// A byte 0x80–0xBF (continuing a UTF-8 letter) as Windows-1252 shows it; its five unused bytes
// pass through as the control characters of the same number.
const CONTINUATION = `[\\u0080-\\u00bf${Object.keys(CP1252_HIGH).join('')}]`;
// A UTF-8 letter's first byte (0xC2–0xF4, shown as Â–ô) and as many continuing bytes as it needs.
const RUN = new RegExp(
  `[\\u00c2-\\u00df]${CONTINUATION}|[\\u00e0-\\u00ef]${CONTINUATION}{2}|[\\u00f0-\\u00f4]${CONTINUATION}{3}`,
  'gu',
);
/** A double-encoded letter's first two characters, for a database's regular expression to look for. */
export const MOJIBAKE_HINT = `[\\u00c2-\\u00f4]${CONTINUATION}`;
const utf8 = new TextDecoder('utf-8', { fatal: true });

const byteOf = (c: string) => CP1252_HIGH[c] ?? c.charCodeAt(0);

/** The text with every double-encoded letter decoded; text without any comes back as it was. */
export function repairMojibake(text: string): string {
  return text.replace(RUN, (run) => {
    try {
      return utf8.decode(Uint8Array.from([...run].map(byteOf)));
    } catch {
      return run;
    }
  });
}
