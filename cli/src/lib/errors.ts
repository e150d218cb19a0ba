import { ZodError } from 'zod';
import { ConfigError } from '@api/config';
import { AppError } from '@api/errors';

/** A failure the user can fix; printed as `error: <message>` without a stack. */
export class CliError extends Error {}

/** An operation the server ran for us failed; it carries the server's code and field errors. */
export class OperationError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

const fieldLines = (errors?: Record<string, string[]>) =>
  Object.entries(errors ?? {}).flatMap(([field, messages]) =>
    messages.map((m) => `  ${field}: ${m}`),
  );

/** The one error handler: known errors in a line (and their fields), anything else a bug report. */
export function handleError(err: unknown): never {
  if ((err as Error)?.name === 'ExitPromptError') {
    console.error('Cancelled.');
    process.exit(130);
  }
  if (err instanceof ZodError) {
    console.error('error: invalid input');
    for (const issue of err.issues) console.error(`  ${issue.path.join('.')}: ${issue.message}`);
    process.exit(1);
  }
  if (
    err instanceof CliError ||
    err instanceof ConfigError ||
    err instanceof AppError ||
    err instanceof OperationError
  ) {
    console.error(`error: ${err.message}`);
    const extra =
      err instanceof AppError || err instanceof OperationError ? fieldLines(err.errors) : [];
    // A single field error only repeats the message.
    if (extra.length > 1) for (const line of extra) console.error(line);
    process.exit(1);
  }
  console.error(`error: unexpected failure: ${(err as Error)?.message ?? String(err)}`);
  if (process.env.DEBUG === '1') console.error((err as Error)?.stack ?? err);
  else console.error('Run again with DEBUG=1 to see the stack trace.');
  process.exit(1);
}
