import fc from 'fast-check';
import { z } from 'zod';
import { samplePath, type RegisteredRoute } from './routes';

/** What the fuzz suite sends: a route, a concrete URL, headers and a raw body. */
export type FuzzRequest = {
  route: RegisteredRoute;
  method: string;
  url: string;
  contentType?: string;
  body?: string;
  signedIn: boolean;
};

const PROTOTYPE_KEYS = ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf'];

// Strings that have broken servers: NUL, lone surrogates, control and invisible characters,
// huge text, injection shapes, look-alikes.
const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.string() },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '\u0000',
      'beer\u0000',
      '\uD800',
      'x\uDFFFy',
      '\uD83D',
      '\u200B',
      '\u202Eevil',
      '\r\n\t',
      "' OR 1=1 --",
      '../../etc/passwd',
      '%00',
      '=HYPERLINK("x")',
      'раypal',
      '',
      ' ',
      'null',
      'true',
      '0',
      '-1',
      '1e309',
    ),
  },
  // Just under and over the lengths our schemas allow, and now and then far past the body limit.
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(30, 31, 100, 101, 255, 256, 1_000, 1_001, 2_000, 2_001, 5_000, 5_001)
      .chain((n) => fc.constantFrom('a'.repeat(n), '🍺'.repeat(n))),
  },
  { weight: 1, arbitrary: fc.constantFrom('a'.repeat(120_000), '🍺'.repeat(30_000)) },
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2, -(2 ** 63), 2 ** 31, 0.1),
);

// Nesting deeper than any form needs, as a value; far deeper still as a whole body (as text: it is
// deeper than JSON.stringify itself can go).
const deep = fc.tuple(fc.integer({ min: 20, max: 300 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
});
const deepText = fc
  .tuple(fc.integer({ min: 1_000, max: 30_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? '['.repeat(depth) + ']'.repeat(depth)
      : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: nastyNumber },
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(nastyString, { maxLength: 5 }),
  fc.uuid().map(String),
  deep,
);

/** The keys of a route's object schema (through pipes, optionals and defaults), if any. */
export function schemaKeys(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let i = 0; current && i < 10; i++) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape);
    const def = (current as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    current = def?.in ?? def?.innerType ?? def?.schema;
  }
  return [];
}

/** An object with some of the expected keys (bad values), some missing, some extra or prototype. */
function mutatedObject(keys: string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      fc.subarray(keys),
      fc.array(nastyValue, { minLength: keys.length, maxLength: keys.length }),
      fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string()), nastyValue), {
        maxLength: 3,
      }),
    )
    .map(([kept, values, extra]) => {
      const object: Record<string, unknown> = {};
      // defineProperty, so that `__proto__` becomes a key of its own in the JSON, not a prototype.
      const put = (key: string, value: unknown) =>
        Object.defineProperty(object, key, { value, enumerable: true, writable: true });
      kept.forEach((key, i) => put(key, values[i]));
      for (const [key, value] of extra) put(key, value);
      return object;
    });
}

const rawBodies = fc.constantFrom(
  '{',
  '{"a":1,}',
  '[1,2',
  '\uFEFF{}',
  'null',
  '"text"',
  '123',
  '',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
);

function jsonBody(keys: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: mutatedObject(keys).map((o) => JSON.stringify(o)) },
    { weight: 2, arbitrary: nastyValue.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: rawBodies },
    { weight: 1, arbitrary: deepText },
  );
}

const contentTypes = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    undefined,
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=fuzz',
    'application/json; charset=utf-16',
    'application/xml',
    'image/jpeg',
  ),
);

// Query strings as clients really send them, and as no client should: repeated keys, raw NUL,
// malformed percent-encoding, encoded lone surrogates.
function queryString(keys: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...keys, ...PROTOTYPE_KEYS), fc.string({ maxLength: 8 }));
  const value = fc.oneof(
    nastyString
      .filter((s) => s.length < 2_000)
      .map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, ''))),
    fc.constantFrom('%00', '%E0%A4%A', '%ED%A0%80', '%', '%zz', '1e400', '-0', '[]', '{}'),
  );
  return fc
    .array(fc.tuple(key, value), { maxLength: 5 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&'));
}

const paramValue = fc.oneof(
  fc.uuid().map(String),
  fc.constantFrom(
    'abc',
    '%00',
    '%E0%A4%A',
    '..%2F..',
    '-1',
    '0',
    'null',
    '%ED%A0%80',
    '1'.repeat(3_000),
  ),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);

/** One bad request against one of the routes. */
export function fuzzRequest(routes: RegisteredRoute[]): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...routes).chain((route) => {
    const bodyKeys = schemaKeys(route.schemas.body);
    const queryKeys = schemaKeys(route.schemas.query);
    const sendsBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
    return fc
      .record({
        param: paramValue,
        query: fc.option(queryString(queryKeys), { nil: undefined, freq: 2 }),
        body: sendsBody
          ? fc.option(jsonBody(bodyKeys), { nil: undefined, freq: 8 })
          : fc.constant(undefined),
        contentType: contentTypes,
        signedIn: fc.integer({ min: 0, max: 9 }).map((n) => n < 8),
      })
      .map(({ param, query, body, contentType, signedIn }) => ({
        route,
        method: route.method,
        url: samplePath(route.path, param) + (query ? `?${query}` : ''),
        body,
        contentType: body === undefined ? undefined : contentType,
        signedIn,
      }));
  });
}
