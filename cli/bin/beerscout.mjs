#!/usr/bin/env node
// The `beerscout` command: TypeScript sources run through tsx, so there is no build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/index.ts');
