import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addToHistory,
  HISTORY_SAVE_TIMEOUT_MS,
  readSearchHistory,
  rememberSearch,
  suggestionsFor,
} from './searchHistory';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('search history', () => {
  it('appends a new query at the end', () => {
    expect(addToHistory(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
  });

  it('moves a repeated query to the end instead of storing it twice', () => {
    expect(addToHistory(['a', 'b', 'c'], 'a')).toEqual(['b', 'c', 'a']);
  });

  it('does not store empty or blank queries', () => {
    expect(addToHistory(['a'], '   ')).toEqual(['a']);
  });

  it('keeps the 25 most recent entries, dropping the oldest', () => {
    const full = Array.from({ length: 25 }, (_, index) => `q${index}`);
    const next = addToHistory(full, 'newest');
    expect(next).toHaveLength(25);
    expect(next[0]).toBe('q1');
    expect(next[24]).toBe('newest');
  });

  it('suggests entries containing the typed text, most recent first', () => {
    expect(suggestionsFor(['a witten', 't higgs', 'a Witten 1995', 'cn atlas'], 'witten')).toEqual([
      'a Witten 1995',
      'a witten',
    ]);
  });

  it('saves per scope when the browser is idle, with a 10 s timeout', () => {
    const idle = vi.fn((work: () => void, _options: { timeout: number }) => {
      work();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    rememberSearch('literature', 'a witten');
    rememberSearch('authors', 'witten');
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: HISTORY_SAVE_TIMEOUT_MS });
    expect(HISTORY_SAVE_TIMEOUT_MS).toBe(10_000);
    expect(readSearchHistory('literature')).toEqual(['a witten']);
    expect(readSearchHistory('authors')).toEqual(['witten']);
  });
});
