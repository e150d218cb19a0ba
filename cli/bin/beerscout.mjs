#!/usr/bin/env node
// The `beerscout` command: TypeScript sources run through tsx, so there is no build step.
import '../../scripts/register-tsx.mjs';

await import('../src/index.ts');
