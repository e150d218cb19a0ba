import { input, number, select } from '@inquirer/prompts';
import { Command } from 'commander';
import { z } from 'zod';
import { DISCOUNT_TYPES } from '@common/plans';
import {
  COUPON_BATCH_MAX,
  CouponBatchCreateSchema,
  type CouponBatchCreate,
  type Coupon,
} from '@common/schemas/coupons';
import { loadCliConfig } from '../lib/config';
import { describeDiscount, writeCouponCsv } from '../lib/coupon-output';
import { CliError } from '../lib/errors';
import { parseOptions } from '../lib/options';
import { createProgress } from '../lib/progress';
import { openOperationSession } from '../lib/run-operation';

/** The CLI makes bigger batches than the console, in several transactions. */
const CLI_MAX = 10_000;

/**
 * Codes per transaction: a twentieth of the batch, so the progress bar moves in steps of 5 %
 * (one transaction for the whole batch made it jump from 0 to 100 %); at least 10, since
 * smaller transactions cost more than they show, and at most the console's 1,000.
 */
const chunkSize = (total: number) =>
  Math.min(COUPON_BATCH_MAX, Math.max(10, Math.ceil(total / 20)));

const OptionsSchema = z.object({
  count: z.coerce.number().int().min(1).max(CLI_MAX, `at most ${CLI_MAX}`).optional(),
  prefix: z.string().optional(),
  type: z.enum(DISCOUNT_TYPES, { error: 'percentage, lifetime or yearly' }).optional(),
  value: z.coerce.number().optional(),
  maxUses: z.coerce.number().optional(),
  expires: z.string().optional(),
  batch: z.string().optional(),
  description: z.string().optional(),
  out: z.string().optional(),
});
type Options = z.output<typeof OptionsSchema>;

// The batch schema's fields, named by the flags that set them.
const FLAGS: Record<string, string> = {
  count: '--count',
  prefix: '--prefix',
  discountType: '--type',
  discountValue: '--value',
  maxUses: '--max-uses',
  expiresAt: '--expires',
  batchName: '--batch',
  batchDescription: '--description',
};

function batchInput(o: Options): CouponBatchCreate {
  return {
    count: Math.min(o.count ?? 1, COUPON_BATCH_MAX),
    prefix: o.prefix,
    discountType: o.type,
    discountValue: o.value,
    maxUses: o.maxUses,
    expiresAt: o.expires,
    batchName: o.batch ?? '',
    batchDescription: o.description,
  };
}

/** Checks the options against the console's rules, naming each bad one by its flag. */
function checkBatch(o: Options) {
  const parsed = CouponBatchCreateSchema.safeParse(batchInput(o));
  if (parsed.success) return;
  const lines = parsed.error.issues.map((i) => `${FLAGS[String(i.path[0])] ?? ''}: ${i.message}`);
  throw new CliError(
    lines.length === 1 ? lines[0]! : `invalid options:\n${lines.map((l) => `  ${l}`).join('\n')}`,
  );
}

const rule = (field: keyof typeof FLAGS, build: (v: string) => Partial<Options>) => (v: string) => {
  const parsed = CouponBatchCreateSchema.safeParse({ ...batchInput({ batch: 'x' }), ...build(v) });
  const issue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field);
  return issue?.message ?? true;
};

/** In a terminal, asks for what the options leave out that has no sensible default. */
async function askMissing(o: Options): Promise<Options> {
  const batch =
    o.batch ??
    (await input({
      message: 'Batch name (e.g. Oktoberfest 2026):',
      validate: rule('batchName', (v) => ({ batch: v })),
    }));
  const type =
    o.type ??
    (await select({
      message: 'What does a coupon give?',
      choices: [
        { name: 'A percentage off the Premium subscription', value: 'percentage' as const },
        { name: 'One year of Premium', value: 'yearly' as const },
        { name: 'Premium for life', value: 'lifetime' as const },
      ],
    }));
  const count =
    o.count ?? (await number({ message: 'How many coupons?', default: 1, min: 1, max: CLI_MAX }));
  const value =
    type === 'percentage'
      ? (o.value ?? (await number({ message: 'Percentage off:', default: 10, min: 1, max: 100 })))
      : o.value;
  return { ...o, batch, type, count, value };
}

export function couponsCreateCommand(): Command {
  return new Command('create')
    .description('Make a batch of coupon codes (and write them to a CSV file with --out)')
    .option('-n, --count <n>', `how many codes (1 to ${CLI_MAX.toLocaleString('en-US')})`)
    .option('-p, --prefix <prefix>', 'letters and digits the codes start with, 2 to 10 (BEER)')
    .option('-t, --type <type>', 'percentage, lifetime or yearly (percentage)')
    .option('--value <percent>', 'percentage off, 1 to 100, for percentage coupons (10)')
    .option('--max-uses <n>', 'redemptions allowed per code, 1 to 10,000 (1)')
    .option('--expires <date>', 'last day a code works, e.g. 2026-12-31 (never)')
    .option('-b, --batch <name>', 'the batch name, 1 to 100 characters (required)')
    .option('--description <text>', 'what the batch is for, at most 500 characters')
    .option('-o, --out <file>', 'write the new codes to this CSV file')
    .addHelpText(
      'after',
      `
Codes are the prefix and 8 random characters without look-alikes (no 0/O, 1/I/L), made with a
cryptographic random source. They are made in transactions of a twentieth of the batch (10 to
1,000 codes each), so the progress moves as they are made. In a terminal, the batch name, the
type, the count and a percentage are asked for when not given; elsewhere (scripts, CI) --batch
is required and the rest take the defaults in brackets.

Examples:
  $ npx beerscout coupons create --count 500 --prefix OKTO --type yearly --batch "Oktoberfest 2026" --out codes.csv
  $ npx beerscout coupons create -n 50 -t percentage --value 25 -b "Spring promo" --expires 2026-05-31
  $ npx beerscout coupons create                     # asks`,
    )
    .action(async (raw: unknown) => {
      let options = parseOptions(OptionsSchema, raw);
      if (process.stdin.isTTY) options = await askMissing(options);
      else if (!options.batch) {
        throw new CliError('Give --batch NAME (and --count, --type; see --help).');
      }
      checkBatch(options);

      const total = options.count ?? 1;
      const session = await openOperationSession(loadCliConfig());
      const started = performance.now();
      const made: Coupon[] = [];
      const progress = createProgress(total, 'Creating coupons', 'coupons');
      const chunk = chunkSize(total);
      try {
        while (made.length < total) {
          const count = Math.min(chunk, total - made.length);
          made.push(...(await session.run('coupons.create', { ...batchInput(options), count })));
          progress.update(made.length);
        }
      } finally {
        progress.stop();
        await session.close();
      }

      const first = made[0]!;
      const uses = first.maxUses === 1 ? '1 use each' : `${first.maxUses} uses each`;
      const expiry = first.expiresAt ? `until ${first.expiresAt.slice(0, 10)}` : 'no expiry';
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `Created ${made.length.toLocaleString('en-US')} coupons (${describeDiscount(first)}, ${uses}, ${expiry}) in batch "${first.batchName}" in ${seconds} s.`,
      );
      if (options.out) {
        await writeCouponCsv(options.out, made);
        console.log(`Wrote the codes to ${options.out}.`);
      } else {
        console.log(
          `Export them with: beerscout coupons export --batch "${first.batchName}" --out codes.csv`,
        );
      }
    });
}
