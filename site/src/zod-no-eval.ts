// Imported first by main.tsx, before any schema parses: zod 4 otherwise probes for eval with
// `new Function('')` on its first object parse, which our CSP (script-src 'self') blocks and
// Chromium reports as a Content Security Policy issue (Lighthouse's inspector-issues). Jitless
// zod parses the same, without compiled fast paths it could not use under this CSP anyway.
// The server's zod is a different process and keeps its fast paths.
import { config } from 'zod';

config({ jitless: true });
