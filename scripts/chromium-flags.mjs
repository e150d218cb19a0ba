// Chromium's flags for this project's machines (no sandbox or GPU, no QUIC, nothing fetched in
// the background): every Playwright launch and the Lighthouse run share them.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
