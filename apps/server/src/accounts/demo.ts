import type { Role } from '@parton/records';
import type { AppContext } from '../context';
import { isDemoSeeded } from '../seed/marker';
import { findAccountByEmail, findAccountByOrcid, findUnclaimedAuthor } from './repository';
import { createAccount } from './service';

/** The password of every demo account (development and demo databases only, never production). */
export const DEMO_PASSWORD = 'parton-demo';

export interface DemoAccount {
  email: string;
  password: string;
  roles: Role[];
  profileControlNumber: number | null;
  created: boolean;
}

const DEMO_ACCOUNTS: { email: string; roles: Role[]; withProfile: boolean }[] = [
  { email: 'user@example.org', roles: [], withProfile: false },
  { email: 'author@example.org', roles: [], withProfile: true },
  { email: 'cataloger@example.org', roles: ['cataloger'], withProfile: false },
  { email: 'superuser@example.org', roles: ['superuser'], withProfile: false },
  { email: 'betauser@example.org', roles: ['betauser'], withProfile: false },
];

/**
 * Creates one account per role (plain user, user with an author profile, cataloger, superuser, betauser) and
 * prints their credentials. Accounts that exist are left as they are. Does nothing in production, and nothing
 * on a database that was not seeded with the demo corpus (src/seed/marker.ts): a database holding imported
 * data never gets accounts whose password is public, whatever SEED_DEMO says.
 */
export async function seedDemoAccounts(
  context: AppContext,
  log: (line: string) => void = console.log,
): Promise<DemoAccount[]> {
  if (context.config.production || process.env.NODE_ENV === 'production') {
    return [];
  }
  if (!(await isDemoSeeded(context.db))) {
    log('No demo accounts: this database was not seeded with the demo corpus.');
    return [];
  }
  const accounts: DemoAccount[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    const existing = await findAccountByEmail(context.db, demo.email);
    if (existing) {
      accounts.push({
        email: demo.email,
        password: DEMO_PASSWORD,
        roles: existing.roles,
        profileControlNumber: existing.profileControlNumber,
        created: false,
      });
      continue;
    }
    const author = demo.withProfile ? await findUnclaimedAuthor(context.db) : undefined;
    const orcid =
      author?.orcid && !(await findAccountByOrcid(context.db, author.orcid)) ? author.orcid : null;
    const created = await createAccount(context, {
      email: demo.email,
      password: DEMO_PASSWORD,
      roles: demo.roles,
      orcid,
      profileControlNumber: author?.controlNumber ?? null,
    });
    accounts.push({
      email: demo.email,
      password: DEMO_PASSWORD,
      roles: demo.roles,
      profileControlNumber: created?.profileControlNumber ?? null,
      created: created !== undefined,
    });
  }
  log(`Demo accounts (development only), password for all: ${DEMO_PASSWORD}`);
  for (const account of accounts) {
    const roles = account.roles.length > 0 ? account.roles.join(', ') : 'logged-in user';
    const profile = account.profileControlNumber === null ? '' : `, profile ${account.profileControlNumber}`;
    log(`  ${account.email.padEnd(24)} ${roles}${profile}`);
  }
  return accounts;
}

/** The start banner's lines about the demo accounts; none when there are none. */
export function demoAccountsBanner(accounts: DemoAccount[], publicUrl: string): string[] {
  if (accounts.length === 0) {
    return [];
  }
  const lines = [
    `  DEMO ACCOUNTS ARE ENABLED — do not expose this server (password "${DEMO_PASSWORD}" for all):`,
    `  Login: ${publicUrl}/user/login/local`,
    // The back office has a login of its own (src/backoffice): the cataloger and superuser accounts use it.
    `  Back office (cataloger, superuser): ${publicUrl}/backoffice/login/local`,
  ];
  for (const account of accounts) {
    const role =
      account.roles.length > 0
        ? account.roles.join(', ')
        : account.profileControlNumber
          ? 'user with an author profile'
          : 'user';
    lines.push(`         ${account.email.padEnd(24)} ${role}`);
  }
  return lines;
}
