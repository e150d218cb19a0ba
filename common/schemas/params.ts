import { z } from 'zod';

/** A route's `:id` segment: a UUID, or 400 validation_failed with this message. */
export const idParamsSchema = (message = 'Not a valid id') => z.object({ id: z.uuid(message) });

export const IdParamsSchema = idParamsSchema();
