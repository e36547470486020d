import { SEARCH_HISTORY_SIZE } from '@parton/records';
import { browserStorage, whenIdle } from '../common/storage';

const STORAGE_KEY = 'parton.searchHistory';
/** Saving waits for an idle moment so typing and navigation never stall on storage. */
export const HISTORY_SAVE_TIMEOUT_MS = 10_000;

type HistoryByScope = Record<string, string[]>;

/** Adds a query: blank is ignored, a repeat moves to the end, the oldest drop past the limit. */
export function addToHistory(
  history: readonly string[],
  query: string,
  limit = SEARCH_HISTORY_SIZE,
): string[] {
  const trimmed = query.trim();
  if (!trimmed) {
    return [...history];
  }
  const without = history.filter((entry) => entry !== trimmed);
  return [...without, trimmed].slice(-limit);
}

/** History entries containing the typed text, most recent first. */
export function suggestionsFor(history: readonly string[], typed: string): string[] {
  const needle = typed.trim().toLowerCase();
  return [...history].reverse().filter((entry) => entry.toLowerCase().includes(needle));
}

function readAll(): HistoryByScope {
  const stored = browserStorage.readJson<unknown>(STORAGE_KEY, {});
  return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as HistoryByScope) : {};
}

export function readSearchHistory(scope: string): string[] {
  const entries = readAll()[scope];
  return Array.isArray(entries) ? entries.filter((entry) => typeof entry === 'string') : [];
}

/** Records a search for its scope once the browser is idle. */
export function rememberSearch(scope: string, query: string): void {
  if (!query.trim()) {
    return;
  }
  whenIdle(() => {
    const all = readAll();
    all[scope] = addToHistory(readSearchHistory(scope), query);
    browserStorage.writeJson(STORAGE_KEY, all);
  }, HISTORY_SAVE_TIMEOUT_MS);
}
