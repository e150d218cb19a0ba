import { z } from 'zod';

/** Every non-2xx body the API sends: a stable snake_case code, a message for people, field errors. */
export const ErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
