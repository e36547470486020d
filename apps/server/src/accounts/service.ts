import type { Role } from '@parton/records';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { scheduleOrcidPush } from '../orcid/service';
import { findRecord } from '../records/repository';
import { saveRecordsInTransaction } from '../records/writer';
import { type Account, type AccountPreferences, MIN_PASSWORD_LENGTH, normaliseEmail } from './model';
import { hashPassword, verifyPassword } from './passwords';
import {
  clearLoginFailures,
  countRecentFailures,
  deleteSessionsOfAccount,
  findAccountByEmail,
  findAccountById,
  findAccountByOrcid,
  findAccountByProfile,
  findAuthorProfileByOrcid,
  findCredentials,
  insertAccount,
  insertLoginFailure,
  pruneLoginFailures,
  updateAccount,
} from './repository';

export const INVALID_LOGIN_MESSAGE = 'Invalid e-mail or password.';
export const SIGNUP_MESSAGE =
  'Thank you for signing up. If this address was not registered yet, you can now log in with it and your password.';
export const EMAIL_UNAVAILABLE_MESSAGE = 'This e-mail address cannot be used.';
export const EMAIL_NEEDS_PROFILE_MESSAGE =
  'Changing the e-mail address needs an author profile linked to your account.';
export const ORCID_PUSH_NEEDS_PROFILE_MESSAGE =
  'ORCID push needs both an ORCID iD and an author profile linked to your account.';

// ---- creating accounts ----

export interface NewAccount {
  email: string | null;
  password?: string | undefined;
  roles?: Role[];
  orcid?: string | null;
  profileControlNumber?: number | null;
}

/** Creates an account; `undefined` when its e-mail address, ORCID or profile belongs to another account. */
export async function createAccount(context: AppContext, account: NewAccount): Promise<Account | undefined> {
  if (account.password !== undefined && account.password.length < MIN_PASSWORD_LENGTH) {
    throw new ApiError(400, passwordTooShortMessage());
  }
  return insertAccount(context.db, {
    email: account.email === null ? null : account.email.trim(),
    passwordHash: account.password === undefined ? null : await hashPassword(account.password),
    roles: [...new Set(account.roles ?? [])],
    orcid: account.orcid ?? null,
    profileControlNumber: account.profileControlNumber ?? null,
  });
}

function passwordTooShortMessage(): string {
  return `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
}

/**
 * Local sign-up. Anonymous callers get an account with e-mail and password; the answer is the same whether or
 * not the address was registered already. A logged-in user whose account has no e-mail address (made by an
 * ORCID login) adds one.
 */
export async function signUp(
  context: AppContext,
  input: { email: string; password?: string | undefined },
  currentUser: Account | null,
): Promise<{ message: string }> {
  if (currentUser) {
    return addEmailToAccount(context, currentUser, input);
  }
  if (input.password === undefined) {
    throw new ApiError(400, passwordTooShortMessage());
  }
  await createAccount(context, { email: input.email, password: input.password });
  return { message: SIGNUP_MESSAGE };
}

async function addEmailToAccount(
  context: AppContext,
  account: Account,
  input: { email: string; password?: string | undefined },
): Promise<{ message: string }> {
  if (account.email !== null) {
    throw new ApiError(400, 'Your account already has an e-mail address; change it in the settings.');
  }
  const updated = await updateAccount(context.db, account.id, {
    email: input.email.trim(),
    ...(input.password !== undefined && { passwordHash: await hashPassword(input.password) }),
  });
  if (!updated) {
    throw new ApiError(400, EMAIL_UNAVAILABLE_MESSAGE);
  }
  return { message: 'Your e-mail address has been saved.' };
}

// ---- local login ----

/**
 * Checks e-mail and password. Every failure answers the same 401; failures are counted per account and per IP
 * and too many within the window answer 429 with Retry-After, even for the right password.
 */
export async function logIn(
  context: AppContext,
  credentials: { email: string; password: string; ip: string },
): Promise<Account> {
  const email = normaliseEmail(credentials.email);
  const throttle = context.config.loginThrottle;
  const failures = await countRecentFailures(context.db, {
    email,
    ip: credentials.ip,
    windowMinutes: throttle.windowMinutes,
  });
  const retryAfter = Math.max(
    failures.byEmail >= throttle.perAccount ? failures.emailRetryAfter : 0,
    failures.byIp >= throttle.perIp ? failures.ipRetryAfter : 0,
  );
  if (retryAfter > 0) {
    throw new ApiError(
      429,
      `Too many failed logins. Try again in ${Math.ceil(retryAfter / 60)} minute${retryAfter > 60 ? 's' : ''}.`,
      { 'retry-after': String(retryAfter) },
    );
  }
  const stored = await findCredentials(context.db, email);
  const valid = await verifyPassword(stored?.passwordHash, credentials.password);
  const account = valid && stored ? await findAccountById(context.db, stored.id) : undefined;
  if (!account) {
    await pruneLoginFailures(context.db, throttle.windowMinutes);
    await insertLoginFailure(context.db, { email, ip: credentials.ip });
    throw new ApiError(401, INVALID_LOGIN_MESSAGE);
  }
  await clearLoginFailures(context.db, email);
  return account;
}

// ---- ORCID login ----

export interface OrcidIdentity {
  orcid: string;
  /** An e-mail address the provider vouches for, if it shared one. */
  email: string | null;
}

/**
 * The account of an ORCID login: the one holding this ORCID iD; else the logged-in account, which gets the
 * ORCID iD; else a new account. The author profile carrying the ORCID iD is linked when the account has none.
 */
export async function logInWithOrcid(
  context: AppContext,
  identity: OrcidIdentity,
  currentUser: Account | null,
): Promise<Account> {
  const existing = await findAccountByOrcid(context.db, identity.orcid);
  if (existing) {
    return linkOrcidProfile(context, existing, identity.orcid);
  }
  if (currentUser && currentUser.orcid === null) {
    const linked = await updateAccount(context.db, currentUser.id, { orcid: identity.orcid });
    if (linked) {
      return linkOrcidProfile(context, linked, identity.orcid);
    }
  }
  const profileControlNumber = await availableProfile(context, identity.orcid);
  const email =
    identity.email && !(await findAccountByEmail(context.db, identity.email)) ? identity.email : null;
  const created =
    (await createAccount(context, { email, orcid: identity.orcid, profileControlNumber })) ??
    // Another login with the same ORCID iD won the race, or the address was taken meanwhile.
    (await findAccountByOrcid(context.db, identity.orcid)) ??
    (await createAccount(context, { email: null, orcid: identity.orcid, profileControlNumber: null }));
  if (!created) {
    throw new Error(`Could not create an account for ORCID ${identity.orcid}`);
  }
  return created;
}

async function linkOrcidProfile(context: AppContext, account: Account, orcid: string): Promise<Account> {
  if (account.profileControlNumber !== null) {
    return account;
  }
  const profileControlNumber = await availableProfile(context, orcid);
  if (profileControlNumber === null) {
    return account;
  }
  return (await updateAccount(context.db, account.id, { profileControlNumber })) ?? account;
}

/** The author record carrying this ORCID iD, unless another account already has it as its profile. */
async function availableProfile(context: AppContext, orcid: string): Promise<number | null> {
  const controlNumber = await findAuthorProfileByOrcid(context.db, orcid);
  if (controlNumber === undefined || (await findAccountByProfile(context.db, controlNumber))) {
    return null;
  }
  return controlNumber;
}

// ---- settings ----

/** Changes the account's e-mail address and makes it the current address of the user's author record. */
export async function changeEmail(context: AppContext, account: Account, newEmail: string): Promise<Account> {
  const profileControlNumber = account.profileControlNumber;
  if (profileControlNumber === null) {
    throw new ApiError(403, EMAIL_NEEDS_PROFILE_MESSAGE);
  }
  const email = newEmail.trim();
  return context.db.transaction().execute(async (tx) => {
    const updated = await updateAccount(tx, account.id, { email });
    if (!updated) {
      throw new ApiError(400, EMAIL_UNAVAILABLE_MESSAGE);
    }
    const author = await findRecord(tx, 'authors', profileControlNumber);
    if (!author || author.deleted) {
      throw new ApiError(404, 'Your author profile could not be found.');
    }
    const metadata = JSON.parse(author.metadataJson) as Record<string, unknown>;
    metadata.email_addresses = withCurrentEmail(metadata.email_addresses, email);
    await saveRecordsInTransaction(tx, [
      { collection: 'authors', metadata, expectedRevisionId: author.revisionId },
    ]);
    return updated;
  });
}

/** The new address first and current; the others kept, no longer current. */
function withCurrentEmail(stored: unknown, email: string): Record<string, unknown>[] {
  const previous = Array.isArray(stored)
    ? stored.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    : [];
  const same = previous.find(
    (item) => typeof item.value === 'string' && normaliseEmail(item.value) === normaliseEmail(email),
  );
  const others = previous.filter((item) => item !== same).map((item) => ({ ...item, current: false }));
  return [{ ...same, value: email, current: true }, ...others];
}

/**
 * Allows or stops pushing the user's works to ORCID. Allowing it schedules a push in the same transaction
 * (src/orcid); stopping it leaves the works already in the ORCID record there.
 */
export async function setOrcidPush(context: AppContext, account: Account, allow: boolean): Promise<Account> {
  if (account.orcid === null || account.profileControlNumber === null) {
    throw new ApiError(403, ORCID_PUSH_NEEDS_PROFILE_MESSAGE);
  }
  return context.db.transaction().execute(async (tx) => {
    const updated = await updateAccount(tx, account.id, { allowOrcidPush: allow });
    if (!updated) {
      throw new ApiError(404, 'Your account no longer exists.');
    }
    if (allow) {
      await scheduleOrcidPush(tx, account.id);
    }
    return updated;
  });
}

export async function updatePreferences(
  context: AppContext,
  account: Account,
  changes: Partial<AccountPreferences>,
): Promise<Account> {
  const preferences: AccountPreferences = {
    preferredCiteFormat: changes.preferredCiteFormat ?? account.preferences.preferredCiteFormat,
    citationSummaryEnabled: changes.citationSummaryEnabled ?? account.preferences.citationSummaryEnabled,
    excludeSelfCitations: changes.excludeSelfCitations ?? account.preferences.excludeSelfCitations,
  };
  return mustUpdate(context, account, { preferences });
}

async function mustUpdate(
  context: AppContext,
  account: Account,
  changes: Parameters<typeof updateAccount>[2],
): Promise<Account> {
  const updated = await updateAccount(context.db, account.id, changes);
  if (!updated) {
    throw new ApiError(404, 'Your account no longer exists.');
  }
  return updated;
}

// ---- administration (CLI) ----

export async function grantRole(context: AppContext, email: string, role: Role): Promise<Account> {
  const account = await requireAccount(context, email);
  if (account.roles.includes(role)) {
    return account;
  }
  return mustUpdate(context, account, { roles: [...account.roles, role] });
}

export async function revokeRole(context: AppContext, email: string, role: Role): Promise<Account> {
  const account = await requireAccount(context, email);
  return mustUpdate(context, account, { roles: account.roles.filter((held) => held !== role) });
}

export async function setPassword(context: AppContext, email: string, password: string): Promise<Account> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new ApiError(400, passwordTooShortMessage());
  }
  const account = await requireAccount(context, email);
  const updated = await mustUpdate(context, account, { passwordHash: await hashPassword(password) });
  // Whoever knew the old password is logged out everywhere.
  await deleteSessionsOfAccount(context.db, account.id);
  return updated;
}

async function requireAccount(context: AppContext, email: string): Promise<Account> {
  const account = await findAccountByEmail(context.db, email);
  if (!account) {
    throw new ApiError(404, `No account has the e-mail address ${email.trim()}.`);
  }
  return account;
}
