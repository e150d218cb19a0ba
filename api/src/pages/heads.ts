import { z } from 'zod';
import type { AppDeps } from '../deps';
import { beerHead } from './beer-head';
import { shareHead } from './share-head';
import type { PageHead } from './shell-head';

export type HeadFor = (path: string, origin: string) => Promise<PageHead | undefined>;

const uuid = z.uuid();

/** The <head> of the public pages whose title depends on the database: beers and shared scans. */
export function pageHeads(deps: AppDeps): HeadFor {
  const { db } = deps.database;
  return async (path, origin) => {
    const beer = /^\/beers\/([^/]+)\/?$/.exec(path);
    if (beer) {
      const id = uuid.safeParse(beer[1]);
      return beerHead(db, id.success ? id.data : null, origin);
    }
    const share = /^\/s\/([^/]+)\/?$/.exec(path);
    if (share) return shareHead(db, share[1]!, origin, deps.now());
    return undefined;
  };
}
