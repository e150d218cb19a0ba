// A string module, injected as one <style> in the shadow root. Sizes are px, never rem/em, so the
// page's root font size cannot reach in. Page rules beat `:host` normal declarations but lose to
// `:host` !important ones, so the host's own box is set with !important.
export const css = `
:host {
  all: initial !important;
  display: block !important;
  position: fixed !important;
  top: auto !important;
  bottom: 20px !important;
  right: 20px !important;
  left: auto !important;
  z-index: 2147483000 !important;
  max-width: calc(100vw - 40px) !important;
  margin: 0 !important;
  padding: 0 !important;
  visibility: visible !important;
  opacity: 1 !important;
  transform: none !important;
}
:host([data-mode='inline']) {
  position: relative !important;
  bottom: auto !important;
  right: auto !important;
  z-index: auto !important;
  max-width: 100% !important;
}
:host([data-position='bottom-left']) {
  right: auto !important;
  left: 20px !important;
}
*, *::before, *::after { box-sizing: border-box; }
.bs-root {
  --bs-accent: var(--beerscout-accent, #b45309);
  --bs-on-accent: var(--beerscout-accent-text, #ffffff);
  --bs-font: var(--beerscout-font, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif);
  --bs-bg: #ffffff;
  --bs-fg: #1c1917;
  --bs-muted: #57534e;
  --bs-line: #d6d3d1;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 12px;
  font: 400 14px/20px var(--bs-font);
  color: var(--bs-fg);
}
.bs-left { align-items: flex-start; }
.bs-dark { --bs-bg: #1c1917; --bs-fg: #fafaf9; --bs-muted: #d6d3d1; --bs-line: #57534e; }
@media (prefers-color-scheme: dark) {
  .bs-auto { --bs-bg: #1c1917; --bs-fg: #fafaf9; --bs-muted: #d6d3d1; --bs-line: #57534e; }
}
button {
  all: unset;
  box-sizing: border-box;
  cursor: pointer;
  font: 600 15px/20px var(--bs-font);
}
button:focus-visible, .bs-panel:focus-visible {
  outline: 3px solid var(--bs-accent);
  outline-offset: 3px;
  box-shadow: 0 0 0 3px #ffffff;
}
.bs-launcher {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 48px;
  padding: 0 20px 0 16px;
  border-radius: 24px;
  background: var(--bs-accent);
  color: var(--bs-on-accent);
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.3);
}
.bs-launcher:hover { filter: brightness(1.1); }
.bs-icon { fill: none; stroke: currentColor; stroke-width: 2; stroke-linejoin: round; }
.bs-panel {
  display: block;
  width: 320px;
  max-width: calc(100vw - 40px);
  padding: 16px;
  border: 1px solid var(--bs-line);
  border-radius: 16px;
  background: var(--bs-bg);
  color: var(--bs-fg);
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.3);
}
.bs-panel:focus { outline: none; }
.bs-head { display: flex; align-items: center; justify-content: space-between; }
.bs-title { margin: 0; font: 700 16px/24px var(--bs-font); }
.bs-close {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 16px;
  font-size: 22px;
  color: var(--bs-muted);
}
.bs-close:hover { background: var(--bs-line); }
.bs-text { display: block; margin: 8px 0 12px; font-size: 14px; line-height: 20px; }
.bs-inline .bs-panel { width: 100%; max-width: 480px; box-shadow: none; }
/* The panel (body + 66 px) above the launcher (80 px with its gap and margin) fits the screen. */
.bs-body { max-height: calc(100vh - 160px); overflow-y: auto; }
.bs-inline .bs-body { max-height: none; }
.bs-btn {
  display: block;
  width: 100%;
  margin: 8px 0 0;
  padding: 12px 16px;
  border-radius: 10px;
  background: var(--bs-accent);
  color: var(--bs-on-accent);
  text-align: center;
}
.bs-alt { background: transparent; color: var(--bs-fg); border: 1px solid var(--bs-line); }
.bs-segs { display: flex; gap: 6px; }
.bs-seg {
  flex: 1;
  padding: 8px;
  border: 1px solid var(--bs-line);
  border-radius: 8px;
  text-align: center;
  font-size: 13px;
}
.bs-seg[aria-pressed='true'] { border-color: var(--bs-accent); box-shadow: inset 0 0 0 1px var(--bs-accent); }
.bs-alert { color: var(--bs-fg); border-left: 4px solid #b91c1c; padding-left: 10px; }
.bs-busy { display: flex; align-items: center; gap: 10px; }
.bs-spin {
  width: 18px;
  height: 18px;
  border: 3px solid var(--bs-line);
  border-top-color: var(--bs-accent);
  border-radius: 50%;
  animation: bs-spin 0.8s linear infinite;
}
@keyframes bs-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .bs-spin { animation: none; } }
/* A portrait photo is held to half the screen's height, so it never pushes the panel past the
   screen or the results out of sight; the boxes overlay the image's own box (fit-content). */
.bs-shot { position: relative; line-height: 0; margin: 8px auto; width: fit-content; max-width: 100%; overflow: hidden; }
.bs-photo { display: block; width: auto; max-width: 100%; height: auto; max-height: 50vh; margin: 0 auto; border-radius: 8px; }
.bs-box { position: absolute; border: 2px solid #facc15; border-radius: 4px; box-shadow: 0 0 0 1px #000; }
.bs-box b, .bs-num {
  display: inline-block;
  min-width: 22px;
  padding: 0 5px;
  border-radius: 11px;
  background: #facc15;
  color: #1c1917;
  font: 700 12px/22px var(--bs-font);
  text-align: center;
}
.bs-box b { position: absolute; left: -2px; top: -24px; }
.bs-sub { margin: 0 0 4px; font: 700 15px/22px var(--bs-font); }
.bs-sub:focus { outline: none; }
.bs-list { list-style: none; margin: 0; padding: 0; }
.bs-card { display: flex; gap: 10px; padding: 10px 0; border-top: 1px solid var(--bs-line); }
.bs-card .bs-num { align-self: flex-start; }
.bs-main { flex: 1; min-width: 0; }
.bs-name { margin: 0; font: 700 14px/20px var(--bs-font); overflow-wrap: anywhere; }
.bs-meta, .bs-rating, .bs-offer { margin: 2px 0 0; font-size: 13px; line-height: 18px; color: var(--bs-muted); }
.bs-rating { color: var(--bs-fg); }
.bs-badge { padding: 0 6px; border-radius: 6px; font-weight: 700; color: #fff; }
.bs-green { background: #15803d; }
.bs-yellow { background: #a16207; }
.bs-red { background: #b91c1c; }
.bs-offer { margin-top: 6px; padding: 6px 8px; border-radius: 8px; background: rgba(127, 127, 127, 0.12); color: var(--bs-fg); }
.bs-price { font-weight: 700; }
.bs-out { color: #b91c1c; }
a { color: var(--bs-accent); text-decoration: underline; }
.bs-dark a, .bs-dark .bs-out { filter: brightness(1.6); }
.bs-link { display: inline-block; margin-top: 6px; font-size: 13px; }
a:focus-visible, .bs-sub:focus-visible { outline: 3px solid var(--bs-accent); outline-offset: 2px; }
.bs-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
[hidden] { display: none !important; }
`;
