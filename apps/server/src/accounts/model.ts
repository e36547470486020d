import { CATALOGER_ROLES, CITE_FORMATS, type Role } from '@parton/records';

export interface AccountPreferences {
  preferredCiteFormat: string | null;
  citationSummaryEnabled: boolean;
  excludeSelfCitations: boolean;
}

/** A user account as the server works with it; the password hash never leaves the repository. */
export interface Account {
  id: number;
  email: string | null;
  roles: Role[];
  orcid: string | null;
  profileControlNumber: number | null;
  allowOrcidPush: boolean;
  preferences: AccountPreferences;
}

/** The login session of the current request (its id is the hash of the cookie token). */
export interface ActiveSession {
  id: string;
  csrfToken: string;
}

export const DEFAULT_CITE_FORMAT = CITE_FORMATS.bibtex.mime;
export const CITE_FORMAT_MIMES: readonly string[] = Object.values(CITE_FORMATS).map((format) => format.mime);

export const MIN_PASSWORD_LENGTH = 8;

export function hasCatalogerRights(account: Pick<Account, 'roles'> | null): boolean {
  return account?.roles.some((role) => CATALOGER_ROLES.includes(role)) ?? false;
}

export function isSuperuser(account: Pick<Account, 'roles'> | null): boolean {
  return account?.roles.includes('superuser') ?? false;
}

/** E-mail addresses are compared trimmed and case-insensitively. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const ORCID_PATTERN = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;

export function isOrcid(value: string): boolean {
  return ORCID_PATTERN.test(value);
}
