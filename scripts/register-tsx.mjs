// Runs the TypeScript sources through tsx, resolving `@common/…` and `@api/…` with the project's
// tsconfig.json wherever the command is started from. The variable reaches tsx's loader and the
// OCR worker threads, which register tsx again (api/src/recognition/ocr/worker-entry.mjs).
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

process.env.TSX_TSCONFIG_PATH ??= fileURLToPath(new URL('../tsconfig.json', import.meta.url));
register();
