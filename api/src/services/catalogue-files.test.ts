import { describe, expect, it } from 'vitest';
import { parseCatalogueCsv, parseCatalogueJson } from './catalogue-files';
import { parseOpenBeerDb } from './catalogue-openbeerdb';
import { mergeDuplicateRows } from './catalogue-upsert';

describe('parseCatalogueCsv', () => {
  it('numbers rejections by the line their record starts on, across quoted line breaks', () => {
    const csv = [
      'name,brewery,description,rating,rating_source',
      'Duvel,Duvel Moortgat,"Golden,',
      'strong and dry",,',
      '',
      "Orval,Brasserie d'Orval,,4.1,",
      ',Nameless Brewery,,,',
    ].join('\n');
    const parsed = parseCatalogueCsv(csv);
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rows[0]).toMatchObject({
      line: 2,
      row: { name: 'Duvel', description: 'Golden,\nstrong and dry' },
    });
    expect(parsed.rejections).toEqual([
      { line: 5, reason: 'rating has no rating_source' },
      { line: 6, reason: 'name is required' },
    ]);
  });

  it('accepts a byte-order mark and CRLF line ends', () => {
    const parsed = parseCatalogueCsv('\uFEFFName,Brewery,ABV\r\nDuvel,Duvel Moortgat,8.5\r\n');
    expect(parsed.rows).toEqual([expect.objectContaining({ line: 2 })]);
    expect(parsed.rows[0]!.row.abv).toBe(8.5);
  });

  it('refuses a file without name and brewery columns, or broken quoting', () => {
    expect(() => parseCatalogueCsv('beer,maker\nDuvel,Duvel Moortgat\n')).toThrow(
      'The CSV header must name the columns "name" and "brewery".',
    );
    expect(() => parseCatalogueCsv('name,brewery\n"Duvel,Duvel Moortgat\n')).toThrow(
      /not a readable CSV file/,
    );
  });
});

describe('parseCatalogueJson', () => {
  it('reads an array (or { beers }) and numbers items from 1', () => {
    const parsed = parseCatalogueJson(
      JSON.stringify([
        { name: 'Duvel', brewery: 'Duvel Moortgat', abv: 8.5 },
        'oops',
        { name: 'X' },
      ]),
    );
    expect(parsed.rows).toEqual([expect.objectContaining({ line: 1 })]);
    expect(parsed.rejections).toEqual([
      { line: 2, reason: 'not an object' },
      { line: 3, reason: 'brewery is required' },
    ]);
    expect(parseCatalogueJson('{"beers":[{"name":"A","brewery":"B"}]}').rows).toHaveLength(1);
    expect(() => parseCatalogueJson('{"name":"A"}')).toThrow(/must be an array/);
    expect(() => parseCatalogueJson('[')).toThrow(/not valid JSON/);
  });
});

describe('parseOpenBeerDb', () => {
  const tables = {
    breweries: [
      'id,name,address1,address2,city,state,code,country,phone,website,filepath,descript,add_user,last_mod',
      '1,Magic Hat,5 Bartlett Bay Road,"",South Burlington,Vermont,05403,United States,,,"","",0,2010',
      '2,Brasserie du Bouffay,"","",Carquefou,"",,France,,,"","",0,2010',
    ].join('\n'),
    styles: 'id,cat_id,style_name,last_mod\n116,11,Light American Wheat Ale or Lager,2010',
    beers: [
      'id,brewery_id,name,cat_id,style_id,abv,ibu,srm,upc,filepath,descript,add_user,last_mod',
      '1,1,Hocus Pocus,11,116,4.5,0.0,0.0,0,"","A summer ale.",0,2010',
      '2,2,Ambr,-1,-1,0,12,0,0,"","",0,2010',
      '3,99,Orphan,-1,-1,5,0,0,0,"","",0,2010',
    ].join('\n'),
  };

  it('maps breweries, styles and origins, and reads 0 and -1 as unknown', () => {
    const parsed = parseOpenBeerDb(tables);
    expect(parsed.rows.map((r) => r.row)).toEqual([
      expect.objectContaining({
        name: 'Hocus Pocus',
        brewery: 'Magic Hat',
        style: 'Light American Wheat Ale or Lager',
        abv: 4.5,
        ibu: null,
        description: 'A summer ale.',
        origin: 'South Burlington, Vermont, United States',
      }),
      expect.objectContaining({
        name: 'Ambr',
        style: null,
        abv: null,
        ibu: 12,
        origin: 'Carquefou, France',
      }),
    ]);
    expect(parsed.rejections).toEqual([{ line: 4, reason: 'brewery is required' }]);
  });
});

describe('mergeDuplicateRows', () => {
  it('folds later rows for the same beer into the first, keeping facts the later one lacks', () => {
    const { rows } = parseCatalogueCsv(
      [
        'name,brewery,style,abv,rating,rating_source',
        'Pilsner Urquell,Plzeňský Prazdroj,Czech Pilsner,4.4,4.0,Guide',
        'PILSNER  URQUELL,Plzensky prazdroj,,4.5,,',
        'Duvel,Duvel Moortgat,,,,',
      ].join('\n'),
    );
    const merged = mergeDuplicateRows(rows);
    expect(merged.duplicates).toBe(1);
    expect(merged.items.map((i) => [i.line, i.row])).toEqual([
      [
        2,
        expect.objectContaining({
          name: 'PILSNER  URQUELL',
          style: 'Czech Pilsner',
          abv: 4.5,
          rating: 4,
          ratingSource: 'Guide',
        }),
      ],
      [4, expect.objectContaining({ name: 'Duvel' })],
    ]);
  });

  it('folds a twin listing into the first, keeping the first spelling and the other as an alias', () => {
    const { rows } = parseCatalogueCsv(
      [
        'name,brewery,style,abv',
        'Lantern Fly Pale Ale,Hollow Oak Brewery,Pale Ale,',
        'Hollow Oak Lanternfly Pale Ale,Hollow Oak Brewing Co.,,5.2',
        'Lantern Stout,Hollow Oak Brewery,Stout,',
      ].join('\n'),
    );
    const merged = mergeDuplicateRows(rows);
    expect(merged.duplicates).toBe(1);
    expect(merged.items.map((i) => i.row)).toEqual([
      expect.objectContaining({
        name: 'Lantern Fly Pale Ale',
        brewery: 'Hollow Oak Brewery',
        style: 'Pale Ale',
        abv: 5.2,
        aliases: ['Hollow Oak Lanternfly Pale Ale'],
      }),
      expect.objectContaining({ name: 'Lantern Stout' }),
    ]);
  });

  it('folds a row that lost its letters outside ASCII into the row that has them', () => {
    const { rows } = parseCatalogueCsv(
      ['name,brewery,abv', 'Mrzen,Brauhaus Grl,5.6', 'Märzen,Brauhaus Größl,'].join('\n'),
    );
    const merged = mergeDuplicateRows(rows);
    expect(merged.duplicates).toBe(1);
    expect(merged.items.map((i) => i.row)).toEqual([
      expect.objectContaining({ name: 'Mrzen', brewery: 'Brauhaus Grl', abv: 5.6 }),
    ]);
  });
});
