import type { Config } from './config';
import type { Database } from './db/client';
import type { TokenSigner } from './lib/tokens';
import type { Recognizer } from './recognition/types';

/** What createApp needs; tests build these themselves (a fresh database, a fixed clock…). */
export type AppDeps = {
  config: Config;
  database: Database;
  tokens: TokenSigner;
  now: () => Date;
  /** The recogniser, created on first use (its models load once). */
  recognizer: () => Promise<Recognizer>;
  /** Built front ends (dist/); absent in API tests. */
  staticDir?: string;
};
