import { useEffect } from 'react';

const descriptionTag = () => document.querySelector<HTMLMetaElement>('meta[name="description"]');
/** index.html's description: the site's, for pages that do not describe themselves. */
// (No document on the server, which prerenders pages and never runs the effect.)
const siteDescription = typeof document === 'undefined' ? '' : (descriptionTag()?.content ?? '');

/**
 * Sets "<Page> · BeerScout" so tabs, history and screen readers name the page, and the page's
 * meta description (what a search result shows under the title) when it has its own.
 */
export function useDocumentTitle(page: string, description?: string) {
  useEffect(() => {
    document.title = `${page} · BeerScout`;
    const tag = descriptionTag();
    if (tag) tag.content = description ?? siteDescription;
  }, [page, description]);
}
