// Loads a prerendered page's scripts once the page is on screen (api/src/pages/after-paint.ts):
// the page reads from its HTML alone, so its scripts, which only make it interactive, should not
// compete with it for a slow phone network. "On screen" is the browser's own first-contentful-paint
// entry (an animation frame comes before the frame is shown); a tab opened in the background, which
// paints nothing, loads them at once, and a browser that never reports the paint after 3 s.
(() => {
  const { entry, preload } = document.currentScript.dataset;
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
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
  const painted = (entries) => entries.some((e) => e.name === 'first-contentful-paint');
  if (document.visibilityState === 'hidden' || painted(performance.getEntriesByType('paint'))) {
    load();
    return;
  }
  try {
    new PerformanceObserver((list, observer) => {
      if (!painted(list.getEntries())) return;
      observer.disconnect();
      load();
    }).observe({ type: 'paint' });
  } catch {
    load();
  }
  setTimeout(load, 3000);
})();
