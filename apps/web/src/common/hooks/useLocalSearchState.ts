import { useCallback, useMemo, useState } from 'react';
import {
  applySearchUpdate,
  readSearchState,
  type SearchNamespace,
  type SearchUpdate,
  type SearchUrlState,
} from '../../search/searchUrlState';

/**
 * The search state of an embedded search (an author's papers, a conference's contributions …). It follows the
 * same rules as a page search (sorting, resizing and filtering go back to page 1) but lives in the component,
 * so it never touches the page URL, the page's own search or the back button.
 */
export function useLocalSearchState(
  namespace: SearchNamespace,
  initial: Record<string, string> = {},
): { state: SearchUrlState; update: (update: SearchUpdate) => void } {
  const [params, setParams] = useState(() => new URLSearchParams(initial));
  const state = useMemo(() => readSearchState(params, namespace), [params, namespace]);
  const update = useCallback(
    (change: SearchUpdate) => setParams((current) => applySearchUpdate(current, change)),
    [],
  );
  return { state, update };
}
