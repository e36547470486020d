import { useCallback, useMemo, useRef, useState } from 'react';
import { type FieldPath, getAt, pathKey, setAt } from './paths';

/** How many earlier states Undo can go back to. */
export const UNDO_LIMIT = 50;
/** Keystrokes in the same field within this time are one step of Undo. */
const COALESCE_MS = 1_000;

interface HistoryState {
  value: Record<string, unknown>;
  past: Record<string, unknown>[];
}

export interface EditorHistory {
  value: Record<string, unknown>;
  dirty: boolean;
  canUndo: boolean;
  change: (path: FieldPath, next: unknown) => void;
  update: (path: FieldPath, update: (current: unknown) => unknown) => void;
  /** Replaces the whole record (the JSON view's Apply); one step of Undo. */
  replace: (value: Record<string, unknown>) => void;
  undo: () => void;
}

/** The record being edited, its last 50 states for Undo, and whether it differs from what was opened. */
export function useEditorHistory(initial: Record<string, unknown>): EditorHistory {
  const [state, setState] = useState<HistoryState>({ value: initial, past: [] });
  const last = useRef<{ key: string; at: number }>({ key: '', at: 0 });

  const commit = useCallback(
    (next: (value: Record<string, unknown>) => Record<string, unknown>, key: string) => {
      const now = Date.now();
      const coalesce = key !== '' && key === last.current.key && now - last.current.at < COALESCE_MS;
      last.current = { key, at: now };
      setState((current) => {
        const value = next(current.value);
        if (value === current.value) {
          return current;
        }
        const past = coalesce ? current.past : [...current.past, current.value].slice(-UNDO_LIMIT);
        return { value, past };
      });
    },
    [],
  );

  const update = useCallback(
    (path: FieldPath, make: (current: unknown) => unknown) =>
      commit((value) => setAt(value, path, make(getAt(value, path))) as Record<string, unknown>, ''),
    [commit],
  );
  const change = useCallback(
    (path: FieldPath, next: unknown) =>
      commit((value) => setAt(value, path, next) as Record<string, unknown>, `change:${pathKey(path)}`),
    [commit],
  );
  const replace = useCallback((next: Record<string, unknown>) => commit(() => next, ''), [commit]);
  const undo = useCallback(() => {
    last.current = { key: '', at: 0 };
    setState((current) => {
      const previous = current.past.at(-1);
      return previous ? { value: previous, past: current.past.slice(0, -1) } : current;
    });
  }, []);

  return useMemo(
    () => ({
      value: state.value,
      dirty: state.value !== initial,
      canUndo: state.past.length > 0,
      change,
      update,
      replace,
      undo,
    }),
    [state, initial, change, update, replace, undo],
  );
}
