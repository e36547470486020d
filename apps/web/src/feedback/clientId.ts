import { browserStorage } from '../common/storage';

/** Where the browser's random client id is kept (sent as `matomo_client_id` with feedback and the AI hook). */
export const CLIENT_ID_KEY = 'parton.clientId';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  // Outside a secure context randomUUID is missing; the id only tells one browser's messages apart.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's client id: random, made on first use and kept in localStorage. It names no person, only lets
 * several messages from one browser be read together (the reference sends its analytics client id here).
 */
export function clientId(): string {
  const known = browserStorage.read(CLIENT_ID_KEY);
  if (known) {
    return known;
  }
  const fresh = randomId();
  browserStorage.write(CLIENT_ID_KEY, fresh);
  return fresh;
}
