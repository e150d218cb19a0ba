import { ApiError } from '../api-client';

type Issue = { path: PropertyKey[]; message: string };

/** One message per field (the first), keyed by top-level field name, as the forms show them. */
export function fieldErrorsFromIssues(issues: readonly Issue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}

/** Server field errors (400 validation, 409 taken) for fields the form actually has. */
export function fieldErrorsFromApi(
  err: unknown,
  fields: readonly string[],
): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(err.errors)) {
    if (fields.includes(key) && messages[0]) out[key] = messages[0];
  }
  return out;
}

/** Moves focus to the first invalid field so keyboard and screen-reader users land on it. */
export function focusFirstError(
  prefix: string,
  order: readonly string[],
  errors: Record<string, string>,
) {
  const first = order.find((name) => errors[name]);
  if (first) document.getElementById(`${prefix}-${first}`)?.focus();
}
