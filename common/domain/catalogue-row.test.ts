import { describe, expect, it } from 'vitest';
import { checkCatalogueRecord, normaliseColumnName } from './catalogue-row';

const base = { name: 'Duvel', brewery: 'Duvel Moortgat' };

describe('checkCatalogueRecord', () => {
  it('turns strings into typed facts and absent facts into null', () => {
    const checked = checkCatalogueRecord({
      ...base,
      abv: '8.5%',
      ibu: '32',
      style: ' ',
      origin: 'Belgium',
    });
    expect(checked).toEqual({
      ok: true,
      row: {
        name: 'Duvel',
        brewery: 'Duvel Moortgat',
        style: null,
        abv: 8.5,
        ibu: 32,
        description: null,
        origin: 'Belgium',
        rating: null,
        ratingSource: null,
        ratingCount: null,
        ratingUrl: null,
      },
    });
  });

  it('accepts a decimal comma and JSON numbers', () => {
    expect(checkCatalogueRecord({ ...base, abv: '4,5' })).toMatchObject({ row: { abv: 4.5 } });
    expect(checkCatalogueRecord({ ...base, abv: 6, ibu: 20 })).toMatchObject({
      row: { abv: 6, ibu: 20 },
    });
  });

  it('keeps a rating only with its named source', () => {
    expect(checkCatalogueRecord({ ...base, rating: '4.2' })).toEqual({
      ok: false,
      reason: 'rating has no rating_source',
    });
    expect(checkCatalogueRecord({ ...base, rating_source: 'Untappd' })).toEqual({
      ok: false,
      reason: 'rating_source has no rating',
    });
    expect(
      checkCatalogueRecord({
        ...base,
        rating: '4.2',
        rating_source: 'Untappd',
        rating_count: '120',
      }),
    ).toMatchObject({ ok: true, row: { rating: 4.2, ratingSource: 'Untappd', ratingCount: 120 } });
  });

  it('keeps the rating_url of a named source, an http(s) address only with a rating', () => {
    const rated = { ...base, rating: '4.1', rating_source: 'Untappd', rating_count: '1234' };
    expect(
      checkCatalogueRecord({ ...rated, rating_url: 'https://untappd.com/b/duvel/1' }),
    ).toMatchObject({ ok: true, row: { ratingUrl: 'https://untappd.com/b/duvel/1' } });
    expect(checkCatalogueRecord({ ...rated, rating_url: 'javascript:alert(1)' })).toEqual({
      ok: false,
      reason: 'rating_url must be an http(s) address',
    });
    expect(checkCatalogueRecord({ ...base, rating_url: 'https://untappd.com/b/1' })).toEqual({
      ok: false,
      reason: 'rating_url has no rating',
    });
  });

  it.each([
    [{ brewery: 'X' }, 'name is required'],
    [{ name: '  ', brewery: 'X' }, 'name is required'],
    [{ name: 'X' }, 'brewery is required'],
    [{ ...base, abv: '71' }, 'abv must be between 0 and 70'],
    [{ ...base, abv: 'strong' }, 'abv must be a number'],
    [{ ...base, ibu: '12.5' }, 'ibu must be a whole number'],
    [{ ...base, ibu: '301' }, 'ibu must be between 0 and 300'],
    [{ ...base, rating: '5.5', rating_source: 'X' }, 'rating must be between 0 and 5'],
  ])('rejects %o with "%s"', (record, reason) => {
    expect(checkCatalogueRecord(record)).toEqual({ ok: false, reason });
  });

  it('lists every problem of a row', () => {
    const checked = checkCatalogueRecord({ name: '', brewery: '', abv: '-1' });
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.reason).toBe(
      'name is required; brewery is required; abv must be between 0 and 70',
    );
  });

  it('repairs text written as UTF-8 read as Windows-1252', () => {
    const checked = checkCatalogueRecord({
      name: 'StÃ¼venbrÃ¤u Maibock',
      brewery: 'Augustiner-BrÃ¤u MÃ¼nchen',
      style: 'KÃ¶lsch',
      description: 'Boulevardâ€™s gift',
      aliases: 'WeiÃŸbier|Maibock',
    });
    expect(checked).toMatchObject({
      ok: true,
      row: {
        name: 'Stüvenbräu Maibock',
        brewery: 'Augustiner-Bräu München',
        style: 'Kölsch',
        description: 'Boulevard’s gift',
        aliases: ['Weißbier', 'Maibock'],
      },
    });
  });

  it('reads camelCase and spaced column names', () => {
    expect(normaliseColumnName('ratingSource')).toBe('rating_source');
    expect(normaliseColumnName(' Rating Count ')).toBe('rating_count');
    expect(
      checkCatalogueRecord({ ...base, Rating: 3, ratingSource: 'Guide', ABV: 5 }),
    ).toMatchObject({ ok: true, row: { rating: 3, ratingSource: 'Guide', abv: 5 } });
  });
});
