import { lazy, type FC, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a named export: `lazyNamed(() => import('./UserList'), 'UserList')`. Each tab's
 * screens are their own chunk, loaded when the tab is first opened.
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<FC> {
  return lazy(async () => ({ default: (await load())[name] as FC }));
}
