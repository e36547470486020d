import { ROLES, type Role } from '@parton/records';
import { z } from 'zod';
import type { Account } from '../accounts/model';
import { isOrcid, MIN_PASSWORD_LENGTH } from '../accounts/model';
import { listAccounts } from '../accounts/repository';
import { createAccount, grantRole, revokeRole, setPassword } from '../accounts/service';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import { openDatabase } from '../db/engine';
import { migrate } from '../db/migrate';
import { ApiError } from '../http/errors';
import { findRecord } from '../records/repository';
import { parseArgs } from './args';

const USAGE = `Usage: npm run user -- <command> [options]

  add     --email E [--password P] [--role R[,R…]] [--orcid O] [--profile N]
          creates an account (R: ${ROLES.join(', ')}; N: control number of the user's author record)
  grant   --email E --role R      gives the account a role
  revoke  --email E --role R      takes a role away
  passwd  --email E [--password P] sets a new password (and ends the account's sessions)
  list                            lists the accounts

The password may come from the PARTON_PASSWORD environment variable instead of --password (it then stays out of
the shell history and the process list). Works on the database named by DATABASE_URL, or the embedded one in
DATA_DIR. Exit codes: 0 done, 1 refused (unknown account, address taken, …), 2 wrong usage.`;

/** A mistake in the command line: the usage is printed and the exit code is 2. */
class UsageError extends Error {}

type Command =
  | {
      name: 'add';
      email: string;
      password: string | undefined;
      roles: Role[];
      orcid: string | null;
      profile: number | null;
    }
  | { name: 'grant' | 'revoke'; email: string; role: Role }
  | { name: 'passwd'; email: string; password: string }
  | { name: 'list' };

const emailSchema = z.string().trim().pipe(z.email());

function readCommand(argv: string[]): Command {
  const args = parseArgs(argv, ['help']);
  const name = args.positional[0];
  const text = (flag: string): string | undefined => {
    const value = args.flags.get(flag);
    if (value === true) {
      throw new UsageError(`--${flag} needs a value`);
    }
    return value;
  };
  const email = (): string => {
    const value = text('email');
    if (!value) {
      throw new UsageError('--email is required');
    }
    if (!emailSchema.safeParse(value).success) {
      throw new UsageError(`"${value}" is not a valid e-mail address`);
    }
    return value.trim();
  };
  const password = (): string | undefined => {
    const value = text('password') ?? process.env.PARTON_PASSWORD;
    if (value !== undefined && value.length < MIN_PASSWORD_LENGTH) {
      throw new UsageError(`the password must have at least ${MIN_PASSWORD_LENGTH} characters`);
    }
    return value;
  };
  const role = (value: string | undefined): Role => {
    if (!value) {
      throw new UsageError('--role is required');
    }
    if (!(ROLES as readonly string[]).includes(value)) {
      throw new UsageError(`unknown role "${value}" (roles: ${ROLES.join(', ')})`);
    }
    return value as Role;
  };

  switch (name) {
    case 'add': {
      const orcid = text('orcid') ?? null;
      if (orcid !== null && !isOrcid(orcid)) {
        throw new UsageError(`"${orcid}" is not an ORCID iD (0000-0002-1825-0097)`);
      }
      const profileText = text('profile');
      const profile = profileText === undefined ? null : Number(profileText);
      if (profile !== null && (!Number.isInteger(profile) || profile < 1)) {
        throw new UsageError(`--profile must be a record control number, not "${profileText}"`);
      }
      const roleText = text('role');
      const roles = roleText === undefined ? [] : roleText.split(',').map((item) => role(item.trim()));
      return { name, email: email(), password: password(), roles, orcid, profile };
    }
    case 'grant':
    case 'revoke':
      return { name, email: email(), role: role(text('role')) };
    case 'passwd': {
      const value = password();
      if (value === undefined) {
        throw new UsageError('--password (or PARTON_PASSWORD) is required');
      }
      return { name, email: email(), password: value };
    }
    case 'list':
      return { name };
    default:
      throw new UsageError(name ? `unknown command "${name}"` : 'a command is required');
  }
}

function describe(account: Account): string {
  const roles = account.roles.length > 0 ? account.roles.join(',') : '-';
  return [
    account.email ?? '(no e-mail)',
    `roles=${roles}`,
    `orcid=${account.orcid ?? '-'}`,
    `profile=${account.profileControlNumber ?? '-'}`,
  ].join('  ');
}

async function run(context: AppContext, command: Command): Promise<void> {
  switch (command.name) {
    case 'add': {
      if (command.profile !== null && !(await findRecord(context.db, 'authors', command.profile))) {
        throw new ApiError(404, `There is no author record ${command.profile}.`);
      }
      const account = await createAccount(context, {
        email: command.email,
        password: command.password,
        roles: command.roles,
        orcid: command.orcid,
        profileControlNumber: command.profile,
      });
      if (!account) {
        throw new ApiError(409, 'Another account already has this e-mail address, ORCID iD or profile.');
      }
      console.log(`Created ${describe(account)}`);
      if (command.password === undefined) {
        console.log('The account has no password: it can only log in through ORCID.');
      }
      return;
    }
    case 'grant':
      console.log(`Updated ${describe(await grantRole(context, command.email, command.role))}`);
      return;
    case 'revoke':
      console.log(`Updated ${describe(await revokeRole(context, command.email, command.role))}`);
      return;
    case 'passwd':
      await setPassword(context, command.email, command.password);
      console.log(`New password set for ${command.email}; its sessions are ended.`);
      return;
    case 'list':
      for (const account of await listAccounts(context.db)) {
        console.log(describe(account));
      }
      return;
  }
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.length === 0) {
    console.error(USAGE);
    return argv.includes('--help') ? 0 : 2;
  }
  let command: Command;
  try {
    command = readCommand(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`Error: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.db);
    await run({ config, db: database.db, engine: database.engine }, command);
    return 0;
  } catch (error) {
    if (error instanceof ApiError) {
      console.error(`Error: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
