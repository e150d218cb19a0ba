import { Command } from 'commander';
import { z } from 'zod';
import { RegisterSchema } from '@common/schemas/auth';
import {
  askEmail,
  askName,
  askNewPassword,
  askNewUsername,
  askUsername,
  readPasswordFromStdin,
} from '../lib/admin-prompts';
import { loadCliConfig } from '../lib/config';
import { CliError } from '../lib/errors';
import { parseOptions } from '../lib/options';
import { openOperationSession } from '../lib/run-operation';

const rules = RegisterSchema.shape;
const OptionsSchema = z.object({
  username: rules.username.optional(),
  email: rules.email.optional(),
  password: rules.password.optional(),
  passwordStdin: z.boolean().optional(),
  firstName: rules.firstName,
  lastName: rules.lastName,
});

export function adminCreateCommand(): Command {
  return new Command('create')
    .description('Create an admin account, or make an existing account an admin')
    .option('-u, --username <username>', 'username (also finds an existing account)')
    .option('-e, --email <email>', 'e-mail address (also finds an existing account)')
    .option('-p, --password <password>', 'password for a new account (6 characters to 72 bytes)')
    .option('--password-stdin', 'read the password from standard input')
    .option('--first-name <name>', 'first name for a new account')
    .option('--last-name <name>', 'last name for a new account')
    .addHelpText(
      'after',
      `
An account found by username or e-mail (any case) is promoted and keeps its password. Otherwise a
new admin is created. In a terminal, whatever the options leave out is asked for; elsewhere
(scripts, CI) the missing options are an error.

Examples:
  $ npx beerscout admin create
  $ npx beerscout admin create --username alice --email alice@example.com --password 's3cret!'
  $ printf '%s' "$ADMIN_PASSWORD" | npx beerscout admin create -u alice -e alice@example.com --password-stdin
  $ npx beerscout admin create --email bob@example.com      # promote Bob`,
    )
    .action(async (raw: unknown) => {
      const options = parseOptions(OptionsSchema, raw);
      if (options.passwordStdin && options.password) {
        throw new CliError('Give --password or --password-stdin, not both.');
      }
      if (options.passwordStdin) {
        options.password = parseOptions(OptionsSchema.pick({ password: true }), {
          password: await readPasswordFromStdin(),
        }).password;
      }
      // Prompts need a person at a keyboard; with --password-stdin, stdin is the password.
      const interactive = Boolean(process.stdin.isTTY) && !options.passwordStdin;

      if (!options.username && !options.email) {
        if (!interactive) {
          throw new CliError('Give --username or --email (and --password for a new account).');
        }
        const login = (await askUsername()).trim();
        const identity = login.includes('@') ? { email: login } : { username: login };
        Object.assign(options, parseOptions(OptionsSchema.partial(), identity));
      }

      const session = await openOperationSession(loadCliConfig());
      try {
        const { account } = await session.run('admin.find', {
          username: options.username,
          email: options.email,
        });
        if (account?.isAdmin) {
          console.log(`"${account.username}" (${account.email}) is already an admin.`);
          return;
        }
        if (!account) {
          const missing = [
            !options.username && '--username',
            !options.email && '--email',
            !options.password && '--password',
          ].filter(Boolean);
          if (missing.length > 0 && !interactive) {
            throw new CliError(
              `No account matches, so a new admin is created, and that needs ${missing.join(', ')}.`,
            );
          }
          if (interactive) console.log('No account matches: creating a new admin.');
          options.username ??= (await askNewUsername()).trim();
          options.email ??= await askEmail();
          options.password ??= await askNewPassword();
          if (interactive) {
            options.firstName ||= await askName('First name');
            options.lastName ||= await askName('Last name');
          }
        }
        const { user, created } = await session.run('admin.create', {
          username: options.username,
          email: options.email,
          password: account ? undefined : options.password,
          firstName: options.firstName,
          lastName: options.lastName,
        });
        if (created) {
          console.log(`Created admin "${user.username}" (${user.email}). Sign in at /admin.`);
        } else {
          const kept = options.password ? ' Their password is unchanged.' : '';
          console.log(`Promoted "${user.username}" to admin.${kept} Sign in at /admin.`);
        }
      } finally {
        await session.close();
      }
    });
}
