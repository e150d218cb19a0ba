import { z } from 'zod';

// The ra-data-simple-rest list contract: ?sort=["field","ASC"]&range=[0,24]&filter={"q":"x"}.
const json = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

export function listQuerySchema<S extends readonly [string, ...string[]]>(sortFields: S) {
  return z.object({
    sort: json(z.tuple([z.enum(sortFields), z.enum(['ASC', 'DESC'])])).optional(),
    range: json(z.tuple([z.number().int().min(0), z.number().int().min(0)]))
      .refine(
        ([a, b]) => b >= a && b - a < 1000,
        'Range must be [start, end] with at most 1000 rows',
      )
      .optional(),
    filter: json(z.record(z.string(), z.unknown())).optional(),
  });
}
