import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * What the data router's <ScrollRestoration> did: a new page starts at the top, a link naming an
 * anchor (the landing page's #pricing) scrolls to it, and back/forward is left to the browser.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (hash) {
      // The target may live in a page chunk that is still loading: try again once it renders.
      const target = () => document.getElementById(decodeURIComponent(hash.slice(1)));
      const found = target();
      // Not `return found.scrollIntoView()`: Chromium's returns a Promise, which React would then
      // call as this effect's cleanup on the next anchor link, blanking the page.
      if (found) {
        found.scrollIntoView();
        return;
      }
      const timer = setTimeout(() => target()?.scrollIntoView(), 300);
      return () => clearTimeout(timer);
    }
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}
