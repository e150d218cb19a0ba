// Loads a prerendered page's scripts once the page is on screen (api/src/pages/after-paint.ts):
// the page reads from its HTML alone, so its scripts, which only make it interactive, should not
// compete with it for a slow phone network. A tab opened in the background loads them at once.
(() => {
  const { entry, preload } = document.currentScript.dataset;
  const load = () => {
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(() => setTimeout(load));
})();
