import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * ORCID access tokens are stored encrypted (AES-256-GCM) with a key derived from ORCID_CLIENT_SECRET: a copy of
 * the database alone does not let anyone write into users' ORCID records. A new client secret makes the stored
 * tokens unreadable; their users then log in with ORCID again (the settings page says so).
 */
const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyOf(clientSecret: string): Buffer {
  return createHash('sha256').update(`parton orcid token\0${clientSecret}`).digest();
}

export function sealToken(token: string, clientSecret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(clientSecret), iv);
  const encrypted = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return `${FORMAT}:${Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64')}`;
}

/** The token, or undefined when it was sealed with another secret (or is damaged). */
export function openToken(sealed: string, clientSecret: string): string | undefined {
  if (!sealed.startsWith(`${FORMAT}:`)) {
    return undefined;
  }
  const bytes = Buffer.from(sealed.slice(FORMAT.length + 1), 'base64');
  if (bytes.length <= IV_BYTES + TAG_BYTES) {
    return undefined;
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(clientSecret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return undefined;
  }
}
