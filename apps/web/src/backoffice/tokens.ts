import { BACKOFFICE_REFRESH_TOKEN_KEY, BACKOFFICE_TOKEN_KEY } from '@parton/records';
import { useSyncExternalStore } from 'react';

/**
 * The back office's JWT pair in localStorage (spec §9 keys). Kept apart from the main site's cookie session:
 * only these tokens authorise back-office calls. Listeners hear every change so that the header's
 * 'Logout Backoffice' entry and the login guard follow logins, refreshes and logouts, also from other tabs.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) {
      window.localStorage.removeItem(key);
    } else {
      window.localStorage.setItem(key, value);
    }
  } catch {
    // Storage refused (private mode, quota): the session then lasts only as long as the calls keep working.
  }
}

function notify(): void {
  for (const listener of listeners) {
    listener();
  }
}

export function accessToken(): string | null {
  return read(BACKOFFICE_TOKEN_KEY);
}

export function refreshToken(): string | null {
  return read(BACKOFFICE_REFRESH_TOKEN_KEY);
}

export function storeTokens(tokens: { access: string; refresh?: string }): void {
  write(BACKOFFICE_TOKEN_KEY, tokens.access);
  if (tokens.refresh !== undefined) {
    write(BACKOFFICE_REFRESH_TOKEN_KEY, tokens.refresh);
  }
  notify();
}

export function clearTokens(): void {
  write(BACKOFFICE_TOKEN_KEY, null);
  write(BACKOFFICE_REFRESH_TOKEN_KEY, null);
  notify();
}

export function subscribeTokens(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === null ||
      event.key === BACKOFFICE_TOKEN_KEY ||
      event.key === BACKOFFICE_REFRESH_TOKEN_KEY
    ) {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** True while a back-office access token is stored. */
export function useHasBackofficeToken(): boolean {
  return useSyncExternalStore(
    subscribeTokens,
    () => accessToken() !== null,
    () => false,
  );
}
