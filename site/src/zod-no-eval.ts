// Imported first by main.tsx, before any module that loads zod: zod 4 otherwise probes for eval
// with `new Function('')` on its first parse, which our CSP (script-src 'self') blocks and
// Chromium reports as a Content Security Policy issue (Lighthouse's inspector-issues). Jitless
// zod parses the same, without compiled fast paths it could not use under this CSP anyway.
// The server's zod is a different process and keeps its fast paths.
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(g.__zod_globalConfig ??= {}).jitless = true;
