import { describe, expect, it } from 'vitest';
import { csvCell, recordsToCsv, toCsv } from './csv';

describe('csvCell', () => {
  it.each(['=HYPERLINK("http://x","y")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'neutralises a formula-looking %j with a leading quote',
    (text) => {
      expect(csvCell(text)).toBe(`"'${text.replace(/"/g, '""')}"`);
    },
  );

  it('quotes everything, doubles quotes and leaves plain text and empties alone', () => {
    expect(csvCell('Crisp, "bright"')).toBe('"Crisp, ""bright"""');
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(4.5)).toBe('"4.5"');
  });
});

describe('toCsv and recordsToCsv', () => {
  it('writes a plain header and quoted, neutralised rows with CRLF', () => {
    expect(toCsv(['a', 'b'], [['=1', 'x']])).toBe(`a,b\r\n"'=1","x"\r\n`);
    const csv = recordsToCsv([{ n: '@me' }], [['name', (r: { n: string }) => r.n]]);
    expect(csv).toBe(`name\r\n"'@me"\r\n`);
  });
});
