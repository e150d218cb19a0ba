import { z } from 'zod';

/** POST /api/analyses/:id/beers/:beerId/replace — "not this beer?", pick one of its candidates. */
export const ReplaceBeerSchema = z.strictObject({
  beerId: z.uuid('Choose one of the offered beers'),
});
export type ReplaceBeer = z.infer<typeof ReplaceBeerSchema>;

/** POST /api/analyses/:id/guesses/:beerId/confirm — "Is this …?", pick one of the candidates. */
export const ConfirmGuessSchema = z.strictObject({
  beerId: z.uuid('Choose one of the offered beers'),
});
export type ConfirmGuess = z.infer<typeof ConfirmGuessSchema>;
