import { useEffect } from 'react';

/** Sets "<Page> · BeerScout" so tabs, history and screen readers name the page. */
export function useDocumentTitle(page: string) {
  useEffect(() => {
    document.title = `${page} · BeerScout`;
  }, [page]);
}
