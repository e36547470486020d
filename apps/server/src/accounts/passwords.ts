import { hash, verify } from '@node-rs/argon2';

// The library's defaults are argon2id, 19 MiB, 2 passes, the OWASP minimum for argon2id.

export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown e-mail, ORCID-only account) a decoy hash is
 * checked instead, so that the answer takes as long whether or not the account exists.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hash('decoy password that matches nothing');
    await verify(await decoyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
