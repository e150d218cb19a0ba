import type { Db } from '../db/client';
import { CatalogueIndex } from './catalogue-index';
import { catalogueStamp, loadCatalogueRows } from './catalogue-rows';

/**
 * The catalogue index, rebuilt only when the catalogue or its aliases changed (an import, an
 * admin edit, a learned alias): one cheap query per scan instead of reading 6,000 beers each time.
 */
export function catalogueSnapshot(db: Db) {
  let current: { stamp: string; index: CatalogueIndex } | undefined;
  let building: Promise<CatalogueIndex> | undefined;

  async function build(stamp: string): Promise<CatalogueIndex> {
    const index = new CatalogueIndex(await loadCatalogueRows(db));
    current = { stamp, index };
    return index;
  }

  return async function index(): Promise<CatalogueIndex> {
    const stamp = await catalogueStamp(db);
    if (current?.stamp === stamp) return current.index;
    building ??= build(stamp).finally(() => (building = undefined));
    return building;
  };
}
