import { useCallback, useMemo, useRef, useState } from 'react';

/**
 * The literature selected for bulk actions (spec §3 "Selections", §4): control numbers, kept across pages of
 * the same query and dropped when the query text changes (a new search starts a new selection).
 */
export interface BulkSelection {
  ids: ReadonlySet<number>;
  count: number;
  isSelected: (id: number) => boolean;
  /** Selects or deselects the given papers (one checkbox, or every hit of the page). */
  setSelected: (ids: readonly number[], selected: boolean) => void;
  clear: () => void;
}

const NO_IDS: ReadonlySet<number> = new Set();

interface SelectionState {
  /** The query the selection was made on. */
  scope: string;
  ids: ReadonlySet<number>;
}

/** A new set with `ids` added or removed; the same set when nothing changes (no re-render). */
export function withSelection(
  current: ReadonlySet<number>,
  ids: readonly number[],
  selected: boolean,
): ReadonlySet<number> {
  const changes = ids.filter((id) => current.has(id) !== selected);
  if (changes.length === 0) {
    return current;
  }
  const next = new Set(current);
  for (const id of changes) {
    if (selected) {
      next.add(id);
    } else {
      next.delete(id);
    }
  }
  return next;
}

/**
 * The selection of one search. `scope` is the query text: a selection made for another query is never shown,
 * so changing the query clears it during the same render (no flash of the old count).
 */
export function useBulkSelection(scope: string): BulkSelection {
  const [state, setState] = useState<SelectionState>({ scope, ids: NO_IDS });
  const ids = state.scope === scope ? state.ids : NO_IDS;
  // A run that ends after the query changed must not touch the new query's selection.
  const currentScope = useRef(scope);
  currentScope.current = scope;

  const setSelected = useCallback(
    (changed: readonly number[], selected: boolean) => {
      if (currentScope.current !== scope) {
        return;
      }
      setState((previous) => {
        const base = previous.scope === scope ? previous.ids : NO_IDS;
        const next = withSelection(base, changed, selected);
        return next === previous.ids && previous.scope === scope ? previous : { scope, ids: next };
      });
    },
    [scope],
  );
  const clear = useCallback(() => setState({ scope, ids: NO_IDS }), [scope]);

  return useMemo(
    () => ({ ids, count: ids.size, isSelected: (id: number) => ids.has(id), setSelected, clear }),
    [ids, setSelected, clear],
  );
}
