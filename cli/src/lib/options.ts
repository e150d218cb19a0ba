import type { z } from 'zod';
import { CliError } from './errors';

const flagOf = (key: PropertyKey) =>
  `--${String(key).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** Parses commander's options with a zod schema; every bad option is named by its flag. */
export function parseOptions<S extends z.ZodType>(schema: S, options: unknown): z.output<S> {
  const parsed = schema.safeParse(options);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const key = issue.path[0];
    return key === undefined ? issue.message : `${flagOf(key)}: ${issue.message}`;
  });
  throw new CliError(
    lines.length === 1 ? lines[0]! : `invalid options:\n${lines.map((l) => `  ${l}`).join('\n')}`,
  );
}
