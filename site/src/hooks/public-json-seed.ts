import { createContext } from 'react';
import { PAGE_DATA_ELEMENT_ID } from '@common/page-data';

/**
 * Answers of public GET paths the server already read for this page (a beer, a shared scan), so
 * the prerendered HTML and the first render in the browser show the same content without a fetch.
 * The server renders with its own map; the browser reads the one the server wrote into the page.
 */
export const PublicJsonSeedContext = createContext<Readonly<Record<string, unknown>>>({});

/** The browser's seed: what the server wrote into the page (nothing when it wrote none). */
export function readSeed(doc: Document): Record<string, unknown> {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}
