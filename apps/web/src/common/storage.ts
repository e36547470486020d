/** localStorage that never throws (private mode, quota, disabled storage). */
export const browserStorage = {
  read(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage is a convenience here; losing a preference is better than breaking the page.
    }
  },
  readJson<T>(key: string, fallback: T): T {
    const text = browserStorage.read(key);
    if (text === null) {
      return fallback;
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      return fallback;
    }
  },
  writeJson(key: string, value: unknown): void {
    browserStorage.write(key, JSON.stringify(value));
  },
};

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/** Runs work when the browser is idle, at the latest after `timeout` ms. */
export function whenIdle(work: () => void, timeout: number): void {
  const idleWindow = window as IdleWindow;
  if (typeof idleWindow.requestIdleCallback === 'function') {
    idleWindow.requestIdleCallback(work, { timeout });
    return;
  }
  window.setTimeout(work, 1);
}
